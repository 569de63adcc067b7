package org.turnpan.chess.speech;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * The last sentence is heard (issue 22): on quit, the console and the window both wait here until
 * the goodbye has been said to its end, for at most {@link #LIMIT}, and any key cuts the wait
 * short; only then does speech close. The caller says how it learns of a key (the terminal, the
 * window's key filter) and waits off any thread that must keep answering.
 */
public final class LastSentence {
    /** How long the goodbye may hold the quit. */
    public static final Duration LIMIT = Duration.ofSeconds(5);
    /** How often the voice is asked whether it is still speaking. */
    private static final long STEP_MS = 50;

    /** How the wait ended. */
    public enum Ending {
        /** Said to its end (or nothing was left to say). */
        HEARD,
        /** A key cut it short. */
        KEY,
        /** Still speaking when the limit came. */
        LIMIT
    }

    /** Whether a key was pressed within {@code timeout} (waiting at most that long for one). */
    @FunctionalInterface
    public interface Keys {
        boolean keyWithin(Duration timeout) throws InterruptedException;
    }

    private LastSentence() {
    }

    /** Whether {@code announcer} still says or holds something. */
    public static BooleanSupplier speaking(Announcer announcer) {
        return () -> {
            try {
                return !announcer.awaitIdle(Duration.ZERO);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        };
    }

    /** Waits while {@code speaking}, at most {@code limit}, until a key comes from {@code keys}. */
    public static Ending await(BooleanSupplier speaking, Keys keys, Duration limit) throws InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (speaking.getAsBoolean()) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                return Ending.LIMIT;
            }
            if (keys.keyWithin(Duration.ofMillis(Math.min(STEP_MS, Math.max(1, left / 1_000_000))))) {
                return Ending.KEY;
            }
        }
        return Ending.HEARD;
    }
}
