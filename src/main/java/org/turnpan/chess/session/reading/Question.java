package org.turnpan.chess.session.reading;

import java.util.Optional;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * A question about the board in view or the game, as a value. The typed commands and the window's
 * reading keys both make one of these and hand it to the {@link BoardReader}, so the same question
 * gets the same sentence in both front ends. Squares, ranks and files are the board's own (rank 0
 * is rank 1), not the screen's.
 */
public sealed interface Question {

    /** What stands on a square ("e4, white knight"; "d5, empty, light square"). */
    record SquareContents(Square square) implements Question {
    }

    /** The eight squares of a rank, from the viewer's left. */
    record Rank(int rank) implements Question {
    }

    /** The eight squares of a file, from the viewer's side. */
    record File(int file) implements Question {
    }

    /** Where the piece on a square can go (an opponent's piece too: where it could go on its turn). */
    record Moves(Square square) implements Question {
    }

    /** What the piece on a square can take. */
    record Captures(Square square) implements Question {
    }

    /** Who attacks and who defends a square (or the piece on it). */
    record AttackersAndDefenders(Square square) implements Question {
    }

    /** Where the pieces stand: of one side or both, of one kind or all. */
    record Pieces(Optional<Side> side, Optional<PieceType> type) implements Question {
    }

    /** Whether a side is in check, and from which pieces. */
    record Check(Side side) implements Question {
    }

    /** The material of both sides in points. */
    record Material() implements Question {
    }

    /** The last move, and who made it. */
    record LastMove() implements Question {
    }

    /** The last {@code count} moves, numbered. */
    record History(int count) implements Question {
    }

    /** Both clocks. */
    record Clocks() implements Question {
    }

    /** Whose turn it is, or how the game ended. */
    record Turn() implements Question {
    }

    /** How the game ended, or that it goes on. */
    record Result() implements Question {
    }

    /**
     * The board as text, one line a rank: each piece with its colour in words ("black rook") and
     * the empty squares counted ("4 empty"), since letter case is not spoken by screen readers; or,
     * {@code compact}, FEN letters and '.' for an empty square.
     */
    record TextBoard(boolean compact) implements Question {
    }

    // ---- reading the board (issue 26): rays, scans, knight squares, the whole board, the last capture

    /** From a square outward along the diagonals and/or the straight lines, each until its first piece. */
    record Rays(Square square, boolean diagonals, boolean lines) implements Question {
    }

    /** A whole file, runs of empty squares said as one. */
    record ScanFile(int file) implements Question {
    }

    /** A whole rank, runs of empty squares said as one. */
    record ScanRank(int rank) implements Question {
    }

    /** The squares a knight on this square reaches, with what stands on each. */
    record KnightSquares(Square square) implements Question {
    }

    /** The whole board in one reading, rank by rank. */
    record WholeBoard() implements Question {
    }

    /** What the last move captured. */
    record LastCapture() implements Question {
    }
}
