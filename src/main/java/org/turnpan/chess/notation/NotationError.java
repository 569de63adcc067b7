package org.turnpan.chess.notation;

import java.util.List;
import java.util.Locale;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Square;

/**
 * Why typed or read move text was refused. Data only; the speech layer phrases each record under
 * the key {@code notation.<record name in kebab case>}.
 */
public sealed interface NotationError {

    /** Nothing was typed. */
    record EmptyInput() implements NotationError {
    }

    /** The text is not a move at all; it stops making sense at {@code column} (0-based). */
    record NotAMove(String text, int column) implements NotationError {
    }

    /** Several pieces of that kind can reach the square: say which one. */
    record Ambiguous(String text, Piece piece, Square to, List<PlacedPiece> candidates) implements NotationError {
    }

    /** The side to move has no piece of that kind. */
    record NoSuchPiece(String text, Piece piece) implements NotationError {
    }

    /** There are pieces of that kind, but none of them can go to that square. */
    record NoPieceCanReach(String text, Piece piece, Square to, List<PlacedPiece> pieces) implements NotationError {
    }

    /**
     * A square typed alone ("e2") that several pieces can go to, none of them by a pawn's step:
     * nothing is played, the player says which ({@code pieces}, a1 first).
     */
    record SeveralCanGo(String text, Square to, List<PlacedPiece> pieces) implements NotationError {
    }

    /** The move names the file its piece starts from ("cxd3"), and no piece of that kind stands on it. */
    record NoneOnThatFile(String text, Piece piece, String file) implements NotationError {
    }

    /** The move names one piece and square, and the rules refuse it for {@code reason}. */
    record Illegal(String text, IllegalMoveReason reason) implements NotationError {
    }

    /**
     * The same text names two different legal moves, its letters read two ways: Italian R is the king
     * (re) and, in English letters, the rook; Russian lower-case с is the c-file or the bishop. Nothing
     * is played: the player says which.
     */
    record TwoReadings(String text, Piece first, Square firstFrom, Square firstTo, Piece second, Square secondFrom,
                       Square secondTo) implements NotationError {
    }

    /**
     * The text is no move in the session's letters (nor in English ones), but in another language's
     * piece letters it is this legal move: Italian Cf3 in an English session. {@code suggestion} is
     * the move as it is written in the session's letters.
     */
    record OtherLanguageLetters(String text, Locale language, Piece piece, Square from, Square to, String suggestion)
            implements NotationError {
    }

    /** The text names a square that is not on the board ({@code square}: i9, a0, z3). */
    record OffTheBoard(String text, String square) implements NotationError {
    }
}
