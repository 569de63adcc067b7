package org.turnpan.chess.engine.builtin;

/** Attack sets for evaluation: leaper tables and sliding attacks along rays (classical method). */
final class Attacks {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN[side][sq]: squares a pawn of that side on sq attacks. */
    static final long[][] PAWN = new long[2][64];
    /** RAY[dir][sq], directions N, E, NE, NW (increasing squares) then S, W, SW, SE (decreasing). */
    private static final long[][] RAY = new long[8][64];
    private static final int[][] STEP = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}};

    static {
        int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >> 3;
            for (int[] d : knight) {
                KNIGHT[sq] |= square(f + d[0], r + d[1]);
            }
            for (int[] d : STEP) {
                KING[sq] |= square(f + d[0], r + d[1]);
            }
            PAWN[0][sq] = square(f - 1, r + 1) | square(f + 1, r + 1);
            PAWN[1][sq] = square(f - 1, r - 1) | square(f + 1, r - 1);
            for (int dir = 0; dir < 8; dir++) {
                for (int x = f + STEP[dir][0], y = r + STEP[dir][1]; x >= 0 && x < 8 && y >= 0 && y < 8;
                     x += STEP[dir][0], y += STEP[dir][1]) {
                    RAY[dir][sq] |= 1L << (y * 8 + x);
                }
            }
        }
    }

    private Attacks() {
    }

    private static long square(int f, int r) {
        return f >= 0 && f < 8 && r >= 0 && r < 8 ? 1L << (r * 8 + f) : 0L;
    }

    private static long ray(int dir, int sq, long occ) {
        long attacks = RAY[dir][sq];
        long blockers = attacks & occ;
        if (blockers != 0) {
            int first = dir < 4 ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
            attacks ^= RAY[dir][first];
        }
        return attacks;
    }

    static long rook(int sq, long occ) {
        return ray(0, sq, occ) | ray(1, sq, occ) | ray(4, sq, occ) | ray(5, sq, occ);
    }

    static long bishop(int sq, long occ) {
        return ray(2, sq, occ) | ray(3, sq, occ) | ray(6, sq, occ) | ray(7, sq, occ);
    }
}
