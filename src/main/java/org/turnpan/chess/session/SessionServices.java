package org.turnpan.chess.session;

import org.turnpan.chess.clock.TimeSource;

/**
 * What a session needs from the outside world, injected so tests can fake every part.
 *
 * @param opponents turns engine players into opponents
 * @param store     the autosave
 * @param time      the time source for the clocks (a manual one in tests)
 * @param alarm     rings at the clock's next event (warnings, the flag)
 */
public record SessionServices(OpponentFactory opponents, GameStore store, TimeSource time, ClockAlarm alarm) {

    public SessionServices {
        opponents = opponents == null ? OpponentFactory.none() : opponents;
        store = store == null ? GameStore.none() : store;
        time = time == null ? TimeSource.system() : time;
        alarm = alarm == null ? ClockAlarm.system() : alarm;
    }

    /**
     * With the system clock the alarm rings on real time; with any other time source (a test's
     * manual one) it never rings, and the test asks the session to look at the clock after moving time.
     */
    public SessionServices(OpponentFactory opponents, GameStore store, TimeSource time) {
        this(opponents, store, time, time == null ? ClockAlarm.system() : ClockAlarm.none());
    }

    /** No engines, no autosave, the system clock. */
    public static SessionServices basic() {
        return new SessionServices(null, null, null);
    }
}
