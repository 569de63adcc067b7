package org.turnpan.chess.notation;

import java.util.List;
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

    /** The move names one piece and square, and the rules refuse it for {@code reason}. */
    record Illegal(String text, IllegalMoveReason reason) implements NotationError {
    }
}
