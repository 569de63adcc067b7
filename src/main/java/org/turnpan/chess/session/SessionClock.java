package org.turnpan.chess.session;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Side;

/** The clocks as the session drives them: started, pressed after each move, read, stopped. */
interface SessionClock {

    boolean timed();

    ClockReading read();

    /** Starts the clock of {@code side} (at the start of the game or after a resume). */
    void start(Side side);

    /** {@code mover} finished a move: its clock stops and gets the increment; the other side's runs. */
    void moved(Side mover);

    void stop();

    /** Sets both remaining times (resuming a saved game). */
    void set(Duration white, Duration black);

    /** The side whose time has run out, if any. */
    Optional<Side> flagged();

    /** Warning thresholds crossed since the last call, each reported once per crossing. */
    List<ClockWarning> newWarnings();

    /** A threshold a side's remaining time just went below. */
    record ClockWarning(Side side, Duration threshold, Duration remaining) {
    }

    static SessionClock untimed() {
        return new SessionClock() {
            @Override
            public boolean timed() {
                return false;
            }

            @Override
            public ClockReading read() {
                return ClockReading.untimed();
            }

            @Override
            public void start(Side side) {
            }

            @Override
            public void moved(Side mover) {
            }

            @Override
            public void stop() {
            }

            @Override
            public void set(Duration white, Duration black) {
            }

            @Override
            public Optional<Side> flagged() {
                return Optional.empty();
            }

            @Override
            public List<ClockWarning> newWarnings() {
                return List.of();
            }
        };
    }
}
