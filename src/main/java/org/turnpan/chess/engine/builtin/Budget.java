package org.turnpan.chess.engine.builtin;

import java.time.Duration;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.rules.Side;

/**
 * How long one search may run, derived from the request's {@link Limit} and the level: a soft time
 * (do not start another iteration after most of it), a hard time (stop at once), a node cap and a
 * depth cap. Times are in milliseconds; {@link Long#MAX_VALUE} means none.
 */
record Budget(long softMillis, long hardMillis, long maxNodes, int maxDepth) {
    private static final long NONE = Long.MAX_VALUE;
    /** Kept back on the clock for the answer to reach the game (GC pauses, thread hand-over). */
    private static final long OVERHEAD_MS = 30;

    static Budget of(Limit limit, Side toMove, Level level) {
        Budget b = base(limit, toMove);
        int depth = Math.min(b.maxDepth, level.maxDepth());
        long soft = b.softMillis;
        long hard = b.hardMillis;
        if (level.maxMillis() > 0) {
            soft = Math.min(soft, level.maxMillis());
            hard = Math.min(hard, level.maxMillis());
        }
        return new Budget(soft, hard, b.maxNodes, depth);
    }

    private static Budget base(Limit limit, Side toMove) {
        if (limit instanceof Limit.Depth d) {
            return new Budget(NONE, NONE, NONE, d.plies());
        }
        if (limit instanceof Limit.Nodes n) {
            return new Budget(NONE, NONE, Math.max(1, n.count()), Searcher.MAX_PLY - 1);
        }
        if (limit instanceof Limit.MoveTime t) {
            long ms = Math.max(1, t.time().toMillis() - 5);
            return new Budget(ms, ms, NONE, Searcher.MAX_PLY - 1);
        }
        if (limit instanceof Limit.GameClock c) {
            Duration own = toMove == Side.WHITE ? c.whiteTime() : c.blackTime();
            Duration inc = toMove == Side.WHITE ? c.whiteIncrement() : c.blackIncrement();
            long left = Math.max(1, own.toMillis() - OVERHEAD_MS);
            int movesToGo = c.movesToGo() > 0 ? Math.min(c.movesToGo(), 40) : 30;
            long soft = left / (movesToGo + 1) + inc.toMillis() * 3 / 4;
            soft = Math.max(1, Math.min(soft, left / 3));
            long hard = Math.max(1, Math.min(soft * 3, left / 2));
            return new Budget(soft, hard, NONE, Searcher.MAX_PLY - 1);
        }
        return new Budget(NONE, NONE, NONE, Searcher.MAX_PLY - 1);
    }
}
