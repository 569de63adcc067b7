package org.turnpan.chess.engine.builtin;

import org.turnpan.chess.rules.AttackTables;

/**
 * Static evaluation in centipawns from the side to move: material and piece-square tables tapered
 * between middlegame and endgame, pawn structure (doubled, isolated, passed), bishop pair, rooks on
 * open files, cheap mobility and king safety (pawn shield, pieces bearing on the king's zone).
 */
final class Evaluation {
    private static final int[] MG_VALUE = {100, 320, 330, 500, 950, 0};
    private static final int[] EG_VALUE = {120, 300, 320, 530, 950, 0};
    private static final int[] PHASE = {0, 1, 1, 2, 4, 0};
    private static final int MAX_PHASE = 24;
    private static final int[] PASSED_EG = {0, 10, 15, 25, 45, 75, 120, 0};
    private static final int[] PASSED_MG = {0, 5, 8, 12, 22, 38, 60, 0};
    private static final int[] ZONE_WEIGHT = {0, 2, 2, 3, 5, 0};
    private static final long FILE_A = 0x0101010101010101L;

    // Tables are written as the board is seen by White (rank 8 first); index with sq ^ 56 for White.
    private static final int[][] MG_TABLE = {
        {0, 0, 0, 0, 0, 0, 0, 0, 50, 50, 50, 50, 50, 50, 50, 50, 10, 10, 20, 30, 30, 20, 10, 10,
            5, 5, 10, 25, 25, 10, 5, 5, 0, 0, 0, 20, 20, 0, 0, 0, 5, -5, -10, 0, 0, -10, -5, 5,
            5, 10, 10, -20, -20, 10, 10, 5, 0, 0, 0, 0, 0, 0, 0, 0},
        {-50, -40, -30, -30, -30, -30, -40, -50, -40, -20, 0, 0, 0, 0, -20, -40, -30, 0, 10, 15, 15, 10, 0, -30,
            -30, 5, 15, 20, 20, 15, 5, -30, -30, 0, 15, 20, 20, 15, 0, -30, -30, 5, 10, 15, 15, 10, 5, -30,
            -40, -20, 0, 5, 5, 0, -20, -40, -50, -40, -30, -30, -30, -30, -40, -50},
        {-20, -10, -10, -10, -10, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 10, 10, 5, 0, -10,
            -10, 5, 5, 10, 10, 5, 5, -10, -10, 0, 10, 10, 10, 10, 0, -10, -10, 10, 10, 10, 10, 10, 10, -10,
            -10, 5, 0, 0, 0, 0, 5, -10, -20, -10, -10, -10, -10, -10, -10, -20},
        {0, 0, 0, 0, 0, 0, 0, 0, 5, 10, 10, 10, 10, 10, 10, 5, -5, 0, 0, 0, 0, 0, 0, -5,
            -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5, -5, 0, 0, 0, 0, 0, 0, -5,
            -5, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 5, 5, 0, 0, 0},
        {-20, -10, -10, -5, -5, -10, -10, -20, -10, 0, 0, 0, 0, 0, 0, -10, -10, 0, 5, 5, 5, 5, 0, -10,
            -5, 0, 5, 5, 5, 5, 0, -5, 0, 0, 5, 5, 5, 5, 0, -5, -10, 5, 5, 5, 5, 5, 0, -10,
            -10, 0, 5, 0, 0, 0, 0, -10, -20, -10, -10, -5, -5, -10, -10, -20},
        {-30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30,
            -30, -40, -40, -50, -50, -40, -40, -30, -30, -40, -40, -50, -50, -40, -40, -30,
            -20, -30, -30, -40, -40, -30, -30, -20, -10, -20, -20, -20, -20, -20, -20, -10,
            20, 20, 0, 0, 0, 0, 20, 20, 20, 30, 10, 0, 0, 10, 30, 20},
    };
    private static final int[] EG_PAWN = {0, 0, 0, 0, 0, 0, 0, 0, 60, 60, 60, 60, 60, 60, 60, 60,
        35, 35, 35, 35, 35, 35, 35, 35, 20, 20, 20, 20, 20, 20, 20, 20, 10, 10, 10, 10, 10, 10, 10, 10,
        5, 5, 5, 5, 5, 5, 5, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    private static final int[] EG_KING = {-50, -40, -30, -20, -20, -30, -40, -50, -30, -20, -10, 0, 0, -10, -20, -30,
        -30, -10, 20, 30, 30, 20, -10, -30, -30, -10, 30, 40, 40, 30, -10, -30, -30, -10, 30, 40, 40, 30, -10, -30,
        -30, -10, 20, 30, 30, 20, -10, -30, -30, -30, 0, 0, 0, 0, -30, -30, -50, -30, -30, -30, -30, -30, -30, -50};

    /** PASSED_MASK[side][sq]: squares ahead on this and the adjacent files that enemy pawns must not hold. */
    private static final long[][] PASSED_MASK = new long[2][64];
    private static final long[] ADJACENT_FILES = new long[8];

    static {
        for (int f = 0; f < 8; f++) {
            ADJACENT_FILES[f] = (f > 0 ? FILE_A << (f - 1) : 0) | (f < 7 ? FILE_A << (f + 1) : 0);
        }
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >> 3;
            long files = ADJACENT_FILES[f] | (FILE_A << f);
            long ahead = 0;
            for (int rr = r + 1; rr < 8; rr++) {
                ahead |= 0xFFL << (rr * 8);
            }
            long behind = 0;
            for (int rr = r - 1; rr >= 0; rr--) {
                behind |= 0xFFL << (rr * 8);
            }
            PASSED_MASK[0][sq] = files & ahead;
            PASSED_MASK[1][sq] = files & behind;
        }
    }

    private Evaluation() {
    }

    private static int mgTable(int type, int side, int sq) {
        return MG_TABLE[type][side == 0 ? sq ^ 56 : sq];
    }

    private static int egTable(int type, int side, int sq) {
        int idx = side == 0 ? sq ^ 56 : sq;
        if (type == 0) {
            return EG_PAWN[idx];
        }
        if (type == 5) {
            return EG_KING[idx];
        }
        return MG_TABLE[type][idx];
    }

    /** The score of the board for the side to move. */
    static int evaluate(PieceBoards b) {
        int[] mg = new int[2];
        int[] eg = new int[2];
        int phase = 0;
        long occ = b.occupied();
        long[] pawnAttacks = {pawnAttacks(b.pieces(0, 0), 0), pawnAttacks(b.pieces(1, 0), 1)};
        for (int s = 0; s < 2; s++) {
            int them = s ^ 1;
            long own = b.sides[s];
            long ownPawns = b.pieces(s, 0);
            long theirPawns = b.pieces(them, 0);
            int enemyKing = Long.numberOfTrailingZeros(b.pieces(them, 5));
            long enemyZone = enemyKing < 64 ? AttackTables.king(enemyKing) | (1L << enemyKing) : 0;
            int zoneUnits = 0;
            int zoneAttackers = 0;
            for (int type = 0; type < 6; type++) {
                for (long bits = b.pieces(s, type); bits != 0; bits &= bits - 1) {
                    int sq = Long.numberOfTrailingZeros(bits);
                    mg[s] += MG_VALUE[type] + mgTable(type, s, sq);
                    eg[s] += EG_VALUE[type] + egTable(type, s, sq);
                    phase += PHASE[type];
                    long att;
                    switch (type) {
                        case 1: att = AttackTables.knight(sq); break;
                        case 2: att = AttackTables.bishopAttacks(sq, occ); break;
                        case 3: att = AttackTables.rookAttacks(sq, occ); break;
                        case 4: att = AttackTables.bishopAttacks(sq, occ) | AttackTables.rookAttacks(sq, occ); break;
                        default: att = 0; break;
                    }
                    if (att != 0) {
                        int mob = Long.bitCount(att & ~own & ~pawnAttacks[them]);
                        mobility(type, mob, s, mg, eg);
                        if ((att & enemyZone) != 0) {
                            zoneUnits += ZONE_WEIGHT[type] * Long.bitCount(att & enemyZone);
                            zoneAttackers++;
                        }
                    }
                    if (type == 3) {
                        long file = FILE_A << (sq & 7);
                        if ((file & ownPawns) == 0) {
                            int bonus = (file & theirPawns) == 0 ? 20 : 10;
                            mg[s] += bonus;
                            eg[s] += bonus / 2;
                        }
                    }
                }
            }
            if (Long.bitCount(b.pieces(s, 2)) >= 2) {
                mg[s] += 30;
                eg[s] += 50;
            }
            pawnStructure(s, ownPawns, theirPawns, mg, eg);
            if (zoneAttackers >= 2 && b.pieces(s, 4) != 0) {
                mg[s] += Math.min(zoneUnits * zoneUnits * 2, 400);
            }
            mg[s] += shield(s, b.pieces(s, 5), ownPawns);
        }
        if (phase > MAX_PHASE) {
            phase = MAX_PHASE;
        }
        int mgScore = mg[0] - mg[1];
        int egScore = eg[0] - eg[1];
        int score = (mgScore * phase + egScore * (MAX_PHASE - phase)) / MAX_PHASE;
        score = scaleDrawish(b, score);
        score += mopUp(b, score);
        int us = b.sideToMove;
        return (us == 0 ? score : -score) + 10;
    }

    private static void mobility(int type, int mob, int s, int[] mg, int[] eg) {
        switch (type) {
            case 1: mg[s] += (mob - 4) * 4; eg[s] += (mob - 4) * 4; break;
            case 2: mg[s] += (mob - 6) * 4; eg[s] += (mob - 6) * 4; break;
            case 3: mg[s] += (mob - 7) * 2; eg[s] += (mob - 7) * 4; break;
            default: mg[s] += (mob - 13); eg[s] += (mob - 13) * 2; break;
        }
    }

    private static long pawnAttacks(long pawns, int side) {
        long notA = ~FILE_A;
        long notH = ~(FILE_A << 7);
        return side == 0 ? ((pawns << 7) & notH) | ((pawns << 9) & notA)
                : ((pawns >>> 9) & notH) | ((pawns >>> 7) & notA);
    }

    private static void pawnStructure(int s, long own, long theirs, int[] mg, int[] eg) {
        for (int f = 0; f < 8; f++) {
            long onFile = own & (FILE_A << f);
            int n = Long.bitCount(onFile);
            if (n > 1) {
                mg[s] -= 12 * (n - 1);
                eg[s] -= 20 * (n - 1);
            }
            if (n > 0 && (own & ADJACENT_FILES[f]) == 0) {
                mg[s] -= 12 * n;
                eg[s] -= 15 * n;
            }
        }
        for (long bits = own; bits != 0; bits &= bits - 1) {
            int sq = Long.numberOfTrailingZeros(bits);
            if ((PASSED_MASK[s][sq] & theirs) == 0) {
                int rank = s == 0 ? sq >> 3 : 7 - (sq >> 3);
                mg[s] += PASSED_MG[rank];
                eg[s] += PASSED_EG[rank];
            }
        }
    }

    /** Middlegame bonus for pawns in front of a king that has castled or stayed on its back rank. */
    private static int shield(int s, long king, long ownPawns) {
        if (king == 0) {
            return 0;
        }
        int ksq = Long.numberOfTrailingZeros(king);
        int rank = s == 0 ? ksq >> 3 : 7 - (ksq >> 3);
        int file = ksq & 7;
        if (rank > 1 || (file >= 3 && file <= 4)) {
            return 0;
        }
        long files = (FILE_A << file) | ADJACENT_FILES[file];
        long front = s == 0 ? files & (0xFFFFL << ((ksq >> 3) * 8 + 8)) : files & (0xFFFFL << Math.max(0, (ksq >> 3) * 8 - 16));
        return Math.min(Long.bitCount(front & ownPawns), 3) * 12 - 20;
    }

    /** Without pawns, being a minor piece up is rarely a win: shrink such scores. */
    private static int scaleDrawish(PieceBoards b, int score) {
        int strong = score > 0 ? 0 : 1;
        if (b.pieces(strong, 0) != 0) {
            return score;
        }
        int strongMat = material(b, strong);
        int weakMat = material(b, strong ^ 1);
        if (strongMat - weakMat < 400) {
            return score / 4;
        }
        return score;
    }

    /**
     * With a winning material lead and the other side down to few pieces and no pawns, drive the
     * lone king to the edge and bring the own king close, so mates like K+R v K are found.
     */
    private static int mopUp(PieceBoards b, int score) {
        int strong = score > 0 ? 0 : 1;
        int weak = strong ^ 1;
        if (b.pieces(weak, 0) != 0 || material(b, strong) - material(b, weak) < 400 || material(b, weak) > 500) {
            return 0;
        }
        int wk = Long.numberOfTrailingZeros(b.pieces(weak, 5));
        int sk = Long.numberOfTrailingZeros(b.pieces(strong, 5));
        if (wk > 63 || sk > 63) {
            return 0;
        }
        int edge = Math.max(3 - (wk & 7), (wk & 7) - 4) + Math.max(3 - (wk >> 3), (wk >> 3) - 4);
        int near = 14 - Math.abs((wk & 7) - (sk & 7)) - Math.abs((wk >> 3) - (sk >> 3));
        int bonus = 10 * edge + 4 * near;
        return strong == 0 ? bonus : -bonus;
    }

    private static int material(PieceBoards b, int side) {
        int m = 0;
        for (int type = 1; type < 5; type++) {
            m += Long.bitCount(b.pieces(side, type)) * MG_VALUE[type];
        }
        return m;
    }
}
