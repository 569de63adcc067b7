package org.turnpan.chess.rules;

/**
 * The fast int form of a move used by move generation, perft and the built-in engine:
 * bits 0-5 from, 6-11 to, 12-14 promotion piece ordinal (0 = none), 15 castling, 16 en passant,
 * 17 double pawn step.
 */
public final class PackedMove {
    public static final int CASTLE = 1 << 15;
    public static final int EN_PASSANT = 1 << 16;
    public static final int DOUBLE_STEP = 1 << 17;

    private PackedMove() {
    }

    static int encode(int from, int to) {
        return from | (to << 6);
    }

    static int encode(int from, int to, int flags) {
        return from | (to << 6) | flags;
    }

    static int promotion(int from, int to, PieceType type) {
        return from | (to << 6) | (type.ordinal() << 12);
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    /** Promotion piece ordinal (PieceType.ordinal()), or 0 when the move is no promotion. */
    public static int promotionOrdinal(int move) {
        return (move >>> 12) & 7;
    }

    public static boolean isCastle(int move) {
        return (move & CASTLE) != 0;
    }

    public static boolean isEnPassant(int move) {
        return (move & EN_PASSANT) != 0;
    }

    public static Move toMove(int move) {
        int promo = promotionOrdinal(move);
        return new Move(Square.of(from(move)), Square.of(to(move)), promo == 0 ? null : PieceType.ofOrdinal(promo));
    }
}
