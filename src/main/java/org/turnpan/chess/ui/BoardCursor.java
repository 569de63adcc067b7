package org.turnpan.chess.ui;

import java.util.Optional;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * The square the keyboard is on, and which side sits at the bottom of the screen. Directions are
 * screen directions: with black at the bottom, "up" goes towards rank 1.
 */
public record BoardCursor(Square square, Side bottom) {

    public static BoardCursor start(Side bottom) {
        return new BoardCursor(bottom == Side.WHITE ? Square.E2 : Square.E7, bottom);
    }

    /** One square towards {@code d}, or empty at the edge of the board. */
    public Optional<BoardCursor> step(Direction d) {
        int sign = bottom == Side.WHITE ? 1 : -1;
        int df = switch (d) {
            case LEFT -> -sign;
            case RIGHT -> sign;
            default -> 0;
        };
        int dr = switch (d) {
            case UP -> sign;
            case DOWN -> -sign;
            default -> 0;
        };
        return square.offset(df, dr).map(s -> new BoardCursor(s, bottom));
    }

    /** As far as the board goes towards {@code d}. */
    public BoardCursor toEdge(Direction d) {
        BoardCursor c = this;
        for (Optional<BoardCursor> next = c.step(d); next.isPresent(); next = c.step(d)) {
            c = next.get();
        }
        return c;
    }

    /** Same file, rank {@code rank} (0 = rank 1). */
    public BoardCursor toRank(int rank) {
        return new BoardCursor(Square.of(square.file(), rank), bottom);
    }

    /** Same rank, file {@code file} (0 = the a-file). */
    public BoardCursor toFile(int file) {
        return new BoardCursor(Square.of(file, square.rank()), bottom);
    }

    public BoardCursor at(Square s) {
        return new BoardCursor(s, bottom);
    }

    public BoardCursor flipped() {
        return new BoardCursor(square, bottom.opposite());
    }

    /** Column on screen, 0 at the left. */
    public static int screenColumn(Square s, Side bottom) {
        return bottom == Side.WHITE ? s.file() : 7 - s.file();
    }

    /** Row on screen, 0 at the top. */
    public static int screenRow(Square s, Side bottom) {
        return bottom == Side.WHITE ? 7 - s.rank() : s.rank();
    }
}
