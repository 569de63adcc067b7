package org.turnpan.chess.session.reading;

import org.turnpan.chess.rules.Square;

/**
 * The questions a reading key asks, before the cursor fills in its square: {@code RANK} at e1 is
 * {@link Question.Rank} of rank 1. The typed commands make the same {@link Question}s from their
 * arguments, so a key and a command get the same sentence.
 */
public enum CursorQuestion {
    SQUARE, RANK, FILE, MOVES, CAPTURES, ATTACKERS_AND_DEFENDERS, LAST_MOVE, CLOCKS, TURN, MATERIAL,
    // reading the board (issue 26)
    DIAGONALS, LINES, KNIGHT_SQUARES, WHOLE_BOARD, LAST_CAPTURE;

    /** The question about {@code cursor} (or about the game, for the questions that need no square). */
    public Question at(Square cursor) {
        return switch (this) {
            case SQUARE -> new Question.SquareContents(cursor);
            case RANK -> new Question.Rank(cursor.rank());
            case FILE -> new Question.File(cursor.file());
            case MOVES -> new Question.Moves(cursor);
            case CAPTURES -> new Question.Captures(cursor);
            case ATTACKERS_AND_DEFENDERS -> new Question.AttackersAndDefenders(cursor);
            case LAST_MOVE -> new Question.LastMove();
            case CLOCKS -> new Question.Clocks();
            case TURN -> new Question.Turn();
            case MATERIAL -> new Question.Material();
            case DIAGONALS -> new Question.Rays(cursor, true, false);
            case LINES -> new Question.Rays(cursor, false, true);
            case KNIGHT_SQUARES -> new Question.KnightSquares(cursor);
            case WHOLE_BOARD -> new Question.WholeBoard();
            case LAST_CAPTURE -> new Question.LastCapture();
        };
    }
}
