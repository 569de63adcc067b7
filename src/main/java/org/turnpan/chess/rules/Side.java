package org.turnpan.chess.rules;

/** The two players. */
public enum Side {
    WHITE, BLACK;

    public Side opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** +1 for white (pawns move up the board), -1 for black. */
    public int forward() {
        return this == WHITE ? 1 : -1;
    }

    /** The rank (0-7) on which this side's pieces start. */
    public int backRank() {
        return this == WHITE ? 0 : 7;
    }

    /** The rank (0-7) on which this side's pawns start. */
    public int pawnRank() {
        return this == WHITE ? 1 : 6;
    }

    /** The rank (0-7) on which this side's pawns promote. */
    public int promotionRank() {
        return this == WHITE ? 7 : 0;
    }
}
