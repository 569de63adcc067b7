package org.turnpan.chess.rules;

import java.util.SplittableRandom;

/** Random keys for position hashing; fixed seed so hashes are stable between runs. */
final class Zobrist {
    static final long[][] PIECE = new long[12][64];
    static final long[] CASTLING = new long[16];
    static final long[] EP_FILE = new long[8];
    static final long SIDE;

    private Zobrist() {
    }

    static {
        SplittableRandom r = new SplittableRandom(0x5EEDC4E55L);
        for (long[] row : PIECE) {
            for (int i = 0; i < 64; i++) {
                row[i] = r.nextLong();
            }
        }
        for (int i = 0; i < 16; i++) {
            CASTLING[i] = r.nextLong();
        }
        for (int i = 0; i < 8; i++) {
            EP_FILE[i] = r.nextLong();
        }
        SIDE = r.nextLong();
    }
}
