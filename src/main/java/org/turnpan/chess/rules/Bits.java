package org.turnpan.chess.rules;

import java.util.SplittableRandom;

/** Precomputed attack tables (magic bitboards). Package-private: the fast internals of {@link Position}. */
final class Bits {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN_ATTACKS[side][sq]: squares a pawn of that side on sq attacks. */
    static final long[][] PAWN_ATTACKS = new long[2][64];
    /** Squares strictly between two aligned squares (0 when not on a line). */
    static final long[][] BETWEEN = new long[64][64];
    /** The whole line through two aligned squares (0 when not on a line). */
    static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final long[][] ROOK_TABLE = new long[64][];
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final long[][] BISHOP_TABLE = new long[64][];

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private Bits() {
    }

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            for (int[] s : knightSteps) {
                KNIGHT[sq] |= bitIfOnBoard(f + s[0], r + s[1]);
            }
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    if (df != 0 || dr != 0) {
                        KING[sq] |= bitIfOnBoard(f + df, r + dr);
                    }
                }
            }
            PAWN_ATTACKS[0][sq] = bitIfOnBoard(f - 1, r + 1) | bitIfOnBoard(f + 1, r + 1);
            PAWN_ATTACKS[1][sq] = bitIfOnBoard(f - 1, r - 1) | bitIfOnBoard(f + 1, r - 1);
        }
        SplittableRandom random = new SplittableRandom(0x7E5A11C0FFEEL);
        for (int sq = 0; sq < 64; sq++) {
            initMagic(sq, ROOK_DIRS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_TABLE, random);
            initMagic(sq, BISHOP_DIRS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_TABLE, random);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long ab = bit(a) | bit(b);
                if ((rookAttacks(a, 0) & bit(b)) != 0) {
                    BETWEEN[a][b] = rookAttacks(a, ab) & rookAttacks(b, ab);
                    LINE[a][b] = (rookAttacks(a, 0) & rookAttacks(b, 0)) | ab;
                } else if ((bishopAttacks(a, 0) & bit(b)) != 0) {
                    BETWEEN[a][b] = bishopAttacks(a, ab) & bishopAttacks(b, ab);
                    LINE[a][b] = (bishopAttacks(a, 0) & bishopAttacks(b, 0)) | ab;
                }
            }
        }
    }

    static long bit(int sq) {
        return 1L << sq;
    }

    private static long bitIfOnBoard(int f, int r) {
        return (f >= 0 && f < 8 && r >= 0 && r < 8) ? 1L << (r * 8 + f) : 0L;
    }

    static long rookAttacks(int sq, long occ) {
        return ROOK_TABLE[sq][(int) (((occ & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishopAttacks(int sq, long occ) {
        return BISHOP_TABLE[sq][(int) (((occ & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    static long queenAttacks(int sq, long occ) {
        return rookAttacks(sq, occ) | bishopAttacks(sq, occ);
    }

    private static long slowAttacks(int sq, long occ, int[][] dirs) {
        long result = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long b = 1L << (r * 8 + f);
                result |= b;
                if ((occ & b) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    private static long relevantMask(int sq, int[][] dirs) {
        long result = 0;
        for (int[] d : dirs) {
            int f = (sq & 7) + d[0];
            int r = (sq >>> 3) + d[1];
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                result |= 1L << (r * 8 + f);
                f += d[0];
                r += d[1];
            }
        }
        return result;
    }

    private static void initMagic(int sq, int[][] dirs, long[] masks, long[] magics, int[] shifts,
                                  long[][] tables, SplittableRandom random) {
        long mask = relevantMask(sq, dirs);
        int bits = Long.bitCount(mask);
        int size = 1 << bits;
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        int n = 0;
        do {
            occupancies[n] = subset;
            attacks[n] = slowAttacks(sq, subset, dirs);
            n++;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        int shift = 64 - bits;
        long[] table = new long[size];
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = random.nextLong() & random.nextLong() & random.nextLong();
            if (Long.bitCount((mask * magic) & 0xFF00000000000000L) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int idx = (int) ((occupancies[i] * magic) >>> shift);
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    table[idx] = attacks[i];
                } else if (table[idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                masks[sq] = mask;
                magics[sq] = magic;
                shifts[sq] = shift;
                tables[sq] = table;
                return;
            }
        }
    }
}
