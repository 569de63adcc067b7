package org.turnpan.chess.session;

import java.util.function.LongSupplier;

/**
 * What a session needs from the outside world, injected so tests can fake every part.
 *
 * @param opponents turns engine player specs into opponents
 * @param store     the autosave
 * @param millis    the time source for the clocks, in milliseconds (monotonic is enough)
 */
public record SessionServices(OpponentFactory opponents, GameStore store, LongSupplier millis) {

    public SessionServices {
        opponents = opponents == null ? OpponentFactory.none() : opponents;
        store = store == null ? GameStore.none() : store;
        millis = millis == null ? () -> System.nanoTime() / 1_000_000L : millis;
    }

    /** No engines, no autosave, the system clock. */
    public static SessionServices basic() {
        return new SessionServices(null, null, null);
    }
}
