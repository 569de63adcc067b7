package org.turnpan.chess.clock;

import java.time.Duration;
import java.util.Optional;

/**
 * Everything a front end shows or a save file records about a clock at one instant. Immutable.
 *
 * @param timed   false for an untimed game (then both remaining times are empty)
 * @param white   time left on White's clock (empty when untimed)
 * @param black   time left on Black's clock (empty when untimed)
 * @param running the side whose clock runs now (empty before the start, while paused, after a flag
 *                fall or after {@link GameClock#stop()})
 * @param paused  the clock was paused by {@link GameClock#pause()}
 * @param flagged the side whose flag fell, if any
 */
public record ClockSnapshot(boolean timed, Optional<Duration> white, Optional<Duration> black,
                            Optional<ClockSide> running, boolean paused, Optional<ClockSide> flagged) {

    public Optional<Duration> remaining(ClockSide side) {
        return side == ClockSide.WHITE ? white : black;
    }

    public Optional<TimeReadout> readout(ClockSide side) {
        return remaining(side).map(TimeReadout::of);
    }
}
