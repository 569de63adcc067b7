package org.turnpan.chess.engine;

import java.time.Duration;

/** When a search must stop: a depth, a fixed time, a node count or the game clock. */
public sealed interface Limit {

    /** Search this many plies deep (iterative deepening reaches it unless stopped). */
    record Depth(int plies) implements Limit {
        public Depth {
            if (plies < 1) {
                throw new IllegalArgumentException("depth must be at least 1");
            }
        }
    }

    /** Think for this long and answer. */
    record MoveTime(Duration time) implements Limit {
    }

    /** Stop after roughly this many positions. */
    record Nodes(long count) implements Limit {
    }

    /**
     * Play on the game clock: remaining time and increment of each side; the engine decides how
     * much of its own time to use. {@code movesToGo} is 0 when unknown (sudden death or increment).
     */
    record GameClock(Duration whiteTime, Duration blackTime, Duration whiteIncrement, Duration blackIncrement,
                     int movesToGo) implements Limit {
        public static GameClock of(Duration white, Duration black, Duration increment) {
            return new GameClock(white, black, increment, increment, 0);
        }
    }

    /** Until {@link Engine#stop()} (analysis). */
    record Infinite() implements Limit {
    }

    static Limit depth(int plies) {
        return new Depth(plies);
    }

    static Limit millis(long ms) {
        return new MoveTime(Duration.ofMillis(ms));
    }

    static Limit nodes(long count) {
        return new Nodes(count);
    }
}
