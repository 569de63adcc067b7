package org.turnpan.chess.rules;

import java.util.SplittableRandom;

/**
 * Precomputed attack tables (magic bitboards): the fast internals of {@link Position}, and the
 * attack sets the built-in engine's evaluation reads through the public methods below.
 */
public final class AttackTables {
    static final long[] KNIGHT = new long[64];
    static final long[] KING = new long[64];
    /** PAWN_ATTACKS[side][sq]: squares a pawn of that side on sq attacks. */
    static final long[][] PAWN_ATTACKS = new long[2][64];
    /** Squares strictly between two aligned squares (0 when not on a line). */
    static final long[][] BETWEEN = new long[64][64];
    /** The whole line through two aligned squares (0 when not on a line). */
    static final long[][] LINE = new long[64][64];

    private static final long[] ROOK_MASK = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final long[][] ROOK_TABLE = new long[64][];
    private static final long[] BISHOP_MASK = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final long[][] BISHOP_TABLE = new long[64][];

    // Magic multipliers, found once by a random search (MagicSearch in the tests re-finds and checks
    // them): fixed here so start-up does not pay for the search (0.6 s of CPU).
    private static final long[] ROOK_MAGIC = {
        0x0880102080004000L, 0x0040001000200040L, 0x0D00122001004008L,
        0x2080080082100004L, 0x0A80040058004A80L, 0x0100010008040002L,
        0x220002000098440BL, 0x0200004082002104L, 0x4081800140008020L,
        0x2450402010004001L, 0x0000802000100080L, 0x0000800800801004L,
        0x0001000408001100L, 0x1041000900040002L, 0xA001000402000100L,
        0x0002000500820474L, 0x1204848000400128L, 0x0000848040002000L,
        0x0000808010002003L, 0x0000808008001000L, 0x4020050011000800L,
        0x2141010002080400L, 0x0800040001028810L, 0x0040A20004004081L,
        0xA880044240002000L, 0x0230084440002000L, 0x0002200100144302L,
        0x0000100100210008L, 0x0080040180180180L, 0x0082008080020400L,
        0x0101000100040200L, 0x0021008200004401L, 0x808000C005C02003L,
        0x2208200084804000L, 0x0100802000801000L, 0x1010080080801000L,
        0x4060100501000800L, 0x2000800200800400L, 0x0008093844001002L,
        0x4002004082002104L, 0x0480002000414003L, 0x4000201000484000L,
        0x4020008010008022L, 0x0211020910010020L, 0x0100080004008080L,
        0x0002000490220068L, 0x2000282182040010L, 0x4142108100420014L,
        0x1080400077800080L, 0x0084802046010A00L, 0x2000200010410100L,
        0x0020801000080480L, 0x0000800800040080L, 0x0B00040002008080L,
        0x0122180110824400L, 0x8210800100004080L, 0x000A001020804106L,
        0x0480400020801101L, 0x40020C2000410011L, 0xE001001000200509L,
        0x300A002008C41042L, 0x4011000802040003L, 0x0C2008248906100CL,
        0x84000C0080204106L
    };
    private static final long[] BISHOP_MAGIC = {
        0x4110041000405100L, 0x08218800808081C0L, 0x011005024B080050L,
        0x0004043480040000L, 0x0802021000001400L, 0x485110021010B002L,
        0x808C421004A20800L, 0x000422005C200802L, 0x9004302012408A00L,
        0x0148041002084101L, 0x0800F02340490002L, 0x0280440400830002L,
        0x2004111040058204L, 0x0000011008040811L, 0x0000210090052000L,
        0x0005024118011006L, 0x82C0001004B90400L, 0x002000D004009881L,
        0x0004001880220201L, 0x8802009040104020L, 0x4002008400A24402L,
        0x2081104200422008L, 0x00004002023004E0L, 0x0035008044020100L,
        0x0002410408500400L, 0x241002A409080B00L, 0x4020410408020400L,
        0x0001040040440080L, 0x0081010018104010L, 0x00010200050080E0L,
        0x00010E62040C0C01L, 0x01808100208400C8L, 0x9184244204A00200L,
        0x2084014800A02208L, 0xA004010102208200L, 0x0A01040400D80210L,
        0x2420082080040084L, 0x08030804A1020201L, 0x4134010420021082L,
        0x8004608600802100L, 0x0044016088805000L, 0x02C15104A0093000L,
        0x2000110801010802L, 0x0020C04010484200L, 0x0003200200802410L,
        0x1050200089000820L, 0x0402244400800410L, 0x0030208210880048L,
        0x008A080188080003L, 0x0122060082280024L, 0xC25001804848038AL,
        0x00001A6084040600L, 0x4E68103021220200L, 0x4000222002188000L,
        0x0242100142008001L, 0x0030012805004800L, 0x020A010101100281L,
        0x0000A04422080200L, 0x0014000E00443202L, 0x80000800C0840401L,
        0x0012800140904100L, 0x2A12502910100290L, 0x0002212002008120L,
        0x0002020202020200L
    };

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private AttackTables() {
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
        for (int sq = 0; sq < 64; sq++) {
            fillTable(sq, ROOK_DIRS, ROOK_MAGIC[sq], ROOK_MASK, ROOK_SHIFT, ROOK_TABLE);
            fillTable(sq, BISHOP_DIRS, BISHOP_MAGIC[sq], BISHOP_MASK, BISHOP_SHIFT, BISHOP_TABLE);
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

    /** Squares a knight on {@code sq} attacks. */
    public static long knight(int sq) {
        return KNIGHT[sq];
    }

    /** Squares a king on {@code sq} attacks. */
    public static long king(int sq) {
        return KING[sq];
    }

    /** Squares a rook on {@code sq} attacks, given the occupied squares {@code occ}. */
    public static long rookAttacks(int sq, long occ) {
        return ROOK_TABLE[sq][(int) (((occ & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    /** Squares a bishop on {@code sq} attacks, given the occupied squares {@code occ}. */
    public static long bishopAttacks(int sq, long occ) {
        return BISHOP_TABLE[sq][(int) (((occ & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
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

    /** Fills one square's attack table; fails loudly if the magic does not index it without collision. */
    private static void fillTable(int sq, int[][] dirs, long magic, long[] masks, int[] shifts, long[][] tables) {
        long mask = relevantMask(sq, dirs);
        int shift = 64 - Long.bitCount(mask);
        long[] table = new long[1 << Long.bitCount(mask)];
        boolean[] used = new boolean[table.length];
        long subset = 0;
        do {
            int idx = (int) ((subset * magic) >>> shift);
            long attacks = slowAttacks(sq, subset, dirs);
            if (used[idx] && table[idx] != attacks) {
                throw new IllegalStateException("bad magic for square " + sq);
            }
            used[idx] = true;
            table[idx] = attacks;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        masks[sq] = mask;
        shifts[sq] = shift;
        tables[sq] = table;
    }

    /** A random number with few bits set (the AND of three draws), as magic multipliers want. */
    private static long sparseRandom(SplittableRandom random) {
        long first = random.nextLong();
        long second = random.nextLong();
        return first & second & random.nextLong();
    }

    /**
     * Searches a magic multiplier for one square (used by the tests to show the fixed numbers above
     * can be found again; never at start-up).
     */
    static long findMagic(int sq, boolean rook, SplittableRandom random) {
        int[][] dirs = rook ? ROOK_DIRS : BISHOP_DIRS;
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
            long magic = sparseRandom(random);
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
                return magic;
            }
        }
    }

    static long rookMagic(int sq) {
        return ROOK_MAGIC[sq];
    }

    static long bishopMagic(int sq) {
        return BISHOP_MAGIC[sq];
    }
}
