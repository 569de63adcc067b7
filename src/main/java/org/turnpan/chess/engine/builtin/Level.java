package org.turnpan.chess.engine.builtin;

/**
 * How strongly the built-in engine plays. Weak levels search shallowly and choose at random among
 * the moves within {@code margin} centipawns of the best one, so they err like a person (a slightly
 * worse plan) rather than like a machine (a hung queen). Level 8 is full strength.
 *
 * @param number       1 (beginner) to 8
 * @param maxDepth     deepest iteration
 * @param margin       centipawns a chosen move may be worse than the best
 * @param maxMillis    thinking time cap per move (0 = only the request's limit)
 */
public record Level(int number, int maxDepth, int margin, long maxMillis) {
    private static final Level[] LEVELS = {
        new Level(1, 2, 120, 300),
        new Level(2, 2, 70, 400),
        new Level(3, 3, 50, 500),
        new Level(4, 4, 30, 800),
        new Level(5, 5, 15, 1500),
        new Level(6, 6, 0, 3000),
        new Level(7, 9, 0, 0),
        new Level(8, 64, 0, 0),
    };

    public static Level of(int number) {
        if (number < 1 || number > LEVELS.length) {
            throw new IllegalArgumentException("level 1..8: " + number);
        }
        return LEVELS[number - 1];
    }
}
