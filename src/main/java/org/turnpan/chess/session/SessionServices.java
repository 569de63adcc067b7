package org.turnpan.chess.session;

import org.turnpan.chess.clock.TimeSource;

/**
 * What a session needs from the outside world, injected so tests can fake every part.
 *
 * @param opponents turns engine player specs into opponents
 * @param store     the autosave
 * @param time      the time source for the clocks (a manual one in tests)
 */
public record SessionServices(OpponentFactory opponents, GameStore store, TimeSource time) {

    public SessionServices {
        opponents = opponents == null ? OpponentFactory.none() : opponents;
        store = store == null ? GameStore.none() : store;
        time = time == null ? TimeSource.system() : time;
    }

    /** No engines, no autosave, the system clock. */
    public static SessionServices basic() {
        return new SessionServices(null, null, null);
    }
}
