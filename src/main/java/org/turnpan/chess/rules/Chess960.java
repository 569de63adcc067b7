package org.turnpan.chess.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The 960 start positions of Chess960 by their standard (Scharnagl) number 0-959: 518 is the
 * classical setup. The white pieces of the back rank decide the position; black mirrors them.
 */
public final class Chess960 {

    /** How many start positions there are. */
    public static final int COUNT = 960;
    /** The number of the classical start position. */
    public static final int CLASSICAL = 518;

    /** The two knights' places among the five squares left after the bishops and the queen. */
    private static final int[][] KNIGHTS = {
        {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4},
    };

    private Chess960() {
    }

    /**
     * The back rank of start position {@code number}, file a first.
     *
     * @throws IllegalArgumentException when the number is not 0-959
     */
    public static List<PieceType> backRank(int number) {
        if (number < 0 || number >= COUNT) {
            throw new IllegalArgumentException("Chess960 numbers run from 0 to 959: " + number);
        }
        PieceType[] rank = new PieceType[8];
        int n = number;
        rank[2 * (n % 4) + 1] = PieceType.BISHOP;
        n /= 4;
        rank[2 * (n % 4)] = PieceType.BISHOP;
        n /= 4;
        placeOnEmpty(rank, n % 6, PieceType.QUEEN);
        n /= 6;
        int[] knights = KNIGHTS[n];
        placeOnEmpty(rank, knights[1], PieceType.KNIGHT);
        placeOnEmpty(rank, knights[0], PieceType.KNIGHT);
        placeOnEmpty(rank, 0, PieceType.ROOK);
        placeOnEmpty(rank, 0, PieceType.KING);
        placeOnEmpty(rank, 0, PieceType.ROOK);
        List<PieceType> out = new ArrayList<>(8);
        Collections.addAll(out, rank);
        return List.copyOf(out);
    }

    /** The start position {@code number} (0-959) as a Chess960 position. */
    public static Position start(int number) {
        StringBuilder white = new StringBuilder(8);
        for (PieceType type : backRank(number)) {
            white.append(Character.toUpperCase(type.letter()));
        }
        String fen = white.toString().toLowerCase(java.util.Locale.ROOT) + "/pppppppp/8/8/8/8/PPPPPPPP/" + white
                + " w KQkq - 0 1";
        return Fen.parse(fen, true).position().orElseThrow();
    }

    /** A start position number chosen at random, each of the 960 equally likely. */
    public static int randomNumber(RandomGenerator random) {
        return random.nextInt(COUNT);
    }

    private static void placeOnEmpty(PieceType[] rank, int index, PieceType type) {
        int seen = 0;
        for (int file = 0; file < 8; file++) {
            if (rank[file] == null) {
                if (seen == index) {
                    rank[file] = type;
                    return;
                }
                seen++;
            }
        }
        throw new IllegalStateException("no empty square " + index);
    }
}
