package org.turnpan.chess.session.intent;

import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.reading.CursorQuestion;
import org.turnpan.chess.session.reading.Direction;

/**
 * Something the player does on the board, as a value: the window's keys make these (through its
 * key map) and so do the typed cursor commands, and the session carries them out
 * ({@code GameSession.perform}). Questions about the square under the cursor are {@link Ask}s.
 */
public sealed interface BoardAction {

    /** One square towards a direction. */
    record Step(Direction direction) implements BoardAction {
    }

    /** To the edge of the board towards a direction. */
    record ToEdge(Direction direction) implements BoardAction {
    }

    /** To rank {@code rank} (0 = rank 1) on the same file. */
    record ToRank(int rank) implements BoardAction {
    }

    /** To file {@code file} (0 = a) on the same rank. */
    record ToFile(int file) implements BoardAction {
    }

    /** To a square. */
    record ToSquare(Square square) implements BoardAction {
    }

    /** To the next piece of this kind, the player's own or the opponent's. */
    record ToNextPiece(PieceType type, Cursor.Whose whose) implements BoardAction {
    }

    /** A question about the square under the cursor, or about the game ({@link CursorQuestion}). */
    record Ask(CursorQuestion question) implements BoardAction {
    }

    /** The list of the player's own pieces, or the opponent's (issue 26: piece lists by key). */
    record ListPieces(Cursor.Whose whose) implements BoardAction {
    }

    /** Enter on the cursor square: pick up the piece there, or play the picked-up piece there. */
    record Activate() implements BoardAction {
    }

    /** Escape: take back a pending promotion, or drop the selection. */
    record Cancel() implements BoardAction {
    }

    /** Turn the board around. */
    record Flip() implements BoardAction {
    }

    /** Say the last thing again. */
    record Repeat() implements BoardAction {
    }

    // ---- review (issue 15)

    /** A review step or question ({@link ReviewStep}); a step starts a review of the game when none runs. */
    record Review(ReviewStep step) implements BoardAction {
    }

    // ---- learning (issue 16)

    /** Read the rules guide: the section the player is at, the next, the previous, the list. */
    record Guide(GuideRequest request) implements BoardAction {
    }

    /** A lesson or the quiz: the list, a lesson, a hint, the quiz, back to the game ({@link LearnRequest}). */
    record Learn(LearnRequest request) implements BoardAction {
    }
}
