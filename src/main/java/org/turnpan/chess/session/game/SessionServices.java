package org.turnpan.chess.session.game;

import java.util.Random;
import java.util.function.Supplier;
import org.turnpan.chess.clock.TimeSource;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.TimedRead;
import org.turnpan.chess.session.settings.Controls;

/**
 * What a session needs from the outside world, injected so tests can fake every part.
 *
 * @param opponents turns engine players into opponents
 * @param store     the autosave
 * @param time      the time source for the clocks (a manual one in tests)
 * @param alarm     rings at the clock's next event (warnings, the flag)
 * @param chance    a new source of chance for each quiz (seeded in tests, so the questions are known)
 * @param controls  how the player acts, so hints name typed commands (the console) or keys (the window)
 * @param reads     how the files the player opens are read (a test counts the reads)
 */
public record SessionServices(OpponentFactory opponents, GameStore store, TimeSource time, ClockAlarm alarm,
                              Supplier<Random> chance, Controls controls, FileBytes reads) {

    public SessionServices {
        opponents = opponents == null ? OpponentFactory.none() : opponents;
        store = store == null ? GameStore.none() : store;
        time = time == null ? TimeSource.system() : time;
        alarm = alarm == null ? ClockAlarm.system() : alarm;
        chance = chance == null ? Random::new : chance;
        controls = controls == null ? Controls.TYPED : controls;
        reads = reads == null ? TimedRead.FILES : reads;
    }

    public SessionServices(OpponentFactory opponents, GameStore store, TimeSource time, ClockAlarm alarm,
                           Supplier<Random> chance) {
        this(opponents, store, time, alarm, chance, null, null);
    }

    public SessionServices(OpponentFactory opponents, GameStore store, TimeSource time, ClockAlarm alarm) {
        this(opponents, store, time, alarm, null);
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

    /** The same services, with every quiz drawing its questions from a {@code Random} seeded with {@code seed}. */
    public SessionServices withQuizSeed(long seed) {
        return new SessionServices(opponents, store, time, alarm, () -> new Random(seed), controls, reads);
    }

    /** The same services for a player who acts by {@code how} (the window: {@link Controls#KEYS}). */
    public SessionServices withControls(Controls how) {
        return new SessionServices(opponents, store, time, alarm, chance, how, reads);
    }

    /** The same services, reading the files the player opens through {@code through}. */
    public SessionServices withReads(FileBytes through) {
        return new SessionServices(opponents, store, time, alarm, chance, controls, through);
    }
}
