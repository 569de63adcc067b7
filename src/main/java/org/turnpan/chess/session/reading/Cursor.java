package org.turnpan.chess.session.reading;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * Where the player is on the board, and which side is at the bottom: the one cursor both front
 * ends move (the window's focus follows it). Directions are as the player pictures the board: with
 * Black at the bottom, up goes towards rank 1. Immutable.
 */
public record Cursor(Square square, Side bottom) {

    /** On the bottom side's king's pawn: e2, or e7 with Black at the bottom. */
    public static Cursor start(Side bottom) {
        return new Cursor(bottom == Side.WHITE ? Square.E2 : Square.E7, bottom);
    }

    /** One square towards {@code d}, or empty at the edge of the board. */
    public Optional<Cursor> step(Direction d) {
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
        return square.offset(df, dr).map(s -> new Cursor(s, bottom));
    }

    /** As far as the board goes towards {@code d}. */
    public Cursor toEdge(Direction d) {
        Cursor c = this;
        for (Optional<Cursor> next = c.step(d); next.isPresent(); next = c.step(d)) {
            c = next.get();
        }
        return c;
    }

    /** Same file, rank {@code rank} (0 = rank 1). */
    public Cursor toRank(int rank) {
        return at(Square.of(square.file(), rank));
    }

    /** Same rank, file {@code file} (0 = the a-file). */
    public Cursor toFile(int file) {
        return at(Square.of(file, square.rank()));
    }

    public Cursor at(Square s) {
        return new Cursor(s, bottom);
    }

    public Cursor flipped() {
        return new Cursor(square, bottom.opposite());
    }

    /** The next square after this one (a1, b1, ... h8, wrapping) holding {@code piece}; empty when none does. */
    public Optional<Square> next(Position position, Piece piece) {
        List<Square> where = position.squaresOf(piece);
        return where.stream().filter(s -> s.index() > square.index()).findFirst()
                .or(() -> where.stream().findFirst());
    }

    /** Column on screen, 0 at the left. */
    public static int screenColumn(Square s, Side bottom) {
        return bottom == Side.WHITE ? s.file() : 7 - s.file();
    }

    /** Row on screen, 0 at the top. */
    public static int screenRow(Square s, Side bottom) {
        return bottom == Side.WHITE ? 7 - s.rank() : s.rank();
    }

    /** Whose pieces a "next piece" key or command looks for. */
    public enum Whose {
        OWN, OPPONENT
    }
}
