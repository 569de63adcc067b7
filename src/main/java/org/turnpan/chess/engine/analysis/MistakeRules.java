package org.turnpan.chess.engine.analysis;

import java.time.Duration;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Score;

/**
 * How a game is analysed for mistakes and how an answer is judged (issue 26): the engine's limit
 * for each position (a fixed depth or node count, so the same game gives the same mistakes), the
 * most one search may take before it is stopped, the drop in centipawns that makes a move a
 * mistake, and how far below the engine's best move an answer may be and still be accepted.
 *
 * <p>Scores are compared as {@link #value}: centipawns held within ±{@value #CAP} (a position
 * winning by ten pawns is not "more won" than one winning by eight), a forced mate beyond that
 * cap, sooner mates larger. So a move that lets a won position stay won is no mistake, and a move
 * that walks into a mate, or misses one while the rest is not clearly winning, is.
 *
 * @param limit      each search's limit
 * @param perSearch  the most one search may take; then it is stopped and its best so far kept
 * @param threshold  the smallest drop, in centipawns, that is a mistake (150: a pawn and a half)
 * @param margin     how many centipawns below the best an answer may be and still be right (50)
 */
public record MistakeRules(Limit limit, Duration perSearch, int threshold, int margin) {
    /** The cap on centipawns: beyond it a position is simply won (or lost). */
    public static final int CAP = 1000;
    /** A mate's value: beyond the cap by this much, less one per move to the mate. */
    private static final int MATE = CAP + 100;
    private static final int MATE_MOVES = 99;

    /** The built-in engine at a fixed depth, a pawn and a half for a mistake, half a pawn of grace. */
    public static final MistakeRules DEFAULT = new MistakeRules(Limit.depth(5), Duration.ofSeconds(20), 150, 50);

    public MistakeRules {
        if (limit == null || perSearch == null || perSearch.isNegative() || perSearch.isZero()
                || threshold < 1 || margin < 0) {
            throw new IllegalArgumentException("a limit, a positive time per search, a threshold and a margin");
        }
    }

    /** A score as one comparable number: centipawns within ±{@link #CAP}, mates beyond, sooner larger. */
    public static int value(Score score) {
        if (!score.mate()) {
            return Math.max(-CAP, Math.min(CAP, score.value()));
        }
        int moves = Math.min(MATE_MOVES, Math.abs(score.value()));
        // mate in 0 is the side to move mated: the worst there is
        return score.value() > 0 ? MATE - moves : -MATE + moves;
    }

    /** These rules with another limit (a UCI engine at its own depth, a test at a node count). */
    public MistakeRules withLimit(Limit other) {
        return new MistakeRules(other, perSearch, threshold, margin);
    }
}
