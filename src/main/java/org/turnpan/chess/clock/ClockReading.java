package org.turnpan.chess.clock;

import java.time.Duration;
import java.util.Optional;
import org.turnpan.chess.rules.Side;

/**
 * Both clocks at one instant: the one view of a clock that the session, the engines and both front
 * ends read (what is shown, what is said, what an engine thinks with). Immutable.
 *
 * @param control the time control (untimed: both times are zero and nothing runs)
 * @param white   time left on White's clock
 * @param black   time left on Black's clock
 * @param running the side whose clock runs now (empty before the start, while paused, after a flag
 *                fall or after the game ended)
 * @param paused  the clock was paused
 * @param flagged the side whose flag fell, if any
 */
public record ClockReading(TimeControl control, Duration white, Duration black, Optional<Side> running,
                           boolean paused, Optional<Side> flagged) {

    public ClockReading {
        if (control == null || white == null || black == null || running == null || flagged == null) {
            throw new IllegalArgumentException("a clock reading has every part");
        }
    }

    /** The reading of a game without a clock. */
    public static ClockReading untimed() {
        return new ClockReading(TimeControl.untimed(), Duration.ZERO, Duration.ZERO, Optional.empty(), false,
                Optional.empty());
    }

    public boolean timed() {
        return control.isTimed();
    }

    public Duration remaining(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /** The time left for {@code side} as a clock face shows it ("3:00", "0:09.5") and speech says it. */
    public TimeReadout readout(Side side) {
        return TimeReadout.of(remaining(side));
    }

    /** The time added after each move (zero when untimed). */
    public Duration increment() {
        return control.increment();
    }
}
