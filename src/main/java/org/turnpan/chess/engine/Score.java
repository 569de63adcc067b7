package org.turnpan.chess.engine;

import org.turnpan.chess.rules.Side;

/**
 * How good a position is, always seen from one side: either centipawns (100 = a pawn up) or a
 * forced mate. {@code mateIn > 0}: the side this score belongs to mates in that many moves;
 * {@code mateIn < 0}: it is mated in that many moves.
 *
 * <p>A {@link SearchResult} holds the score from the point of view of the side to move in the
 * searched position (as UCI engines report it); {@link #forWhite(Side)} turns it to White's view.
 *
 * @param mate   true for a forced mate, false for centipawns
 * @param value  centipawns, or moves to mate (signed as above)
 */
public record Score(boolean mate, int value) {

    public static Score centipawns(int cp) {
        return new Score(false, cp);
    }

    public static Score mateIn(int moves) {
        return new Score(true, moves);
    }

    /** The same score seen from the other side. */
    public Score negate() {
        return new Score(mate, -value);
    }

    /** This score (from {@code sideToMove}'s view) seen from White. */
    public Score forWhite(Side sideToMove) {
        return sideToMove == Side.WHITE ? this : negate();
    }

    /** A single number for comparing scores: mates beyond any centipawn value, sooner mates larger. */
    public int ordinal() {
        if (!mate) {
            return value;
        }
        return value > 0 ? 1_000_000 - value : -1_000_000 - value;
    }
}
