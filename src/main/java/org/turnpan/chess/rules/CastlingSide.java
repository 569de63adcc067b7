package org.turnpan.chess.rules;

/** Kingside (short, O-O) or queenside (long, O-O-O). */
public enum CastlingSide {
    KINGSIDE, QUEENSIDE;

    /** File (0-7) the king lands on. */
    public int kingTargetFile() {
        return this == KINGSIDE ? 6 : 2;
    }

    /** File (0-7) the rook starts on in standard chess. */
    public int rookFile() {
        return this == KINGSIDE ? 7 : 0;
    }

    /** File (0-7) the rook lands on. */
    public int rookTargetFile() {
        return this == KINGSIDE ? 5 : 3;
    }
}
