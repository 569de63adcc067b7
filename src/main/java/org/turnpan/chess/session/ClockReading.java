package org.turnpan.chess.session;

import java.time.Duration;
import org.turnpan.chess.rules.Side;

/**
 * Both clocks at one instant.
 *
 * @param timed   false for an untimed game (the durations are then zero)
 * @param white   White's remaining time
 * @param black   Black's remaining time
 * @param running   the side whose clock runs, or null when stopped
 * @param increment the time added after each move (zero when untimed)
 */
public record ClockReading(boolean timed, Duration white, Duration black, Side running, Duration increment) {

    public static ClockReading untimed() {
        return new ClockReading(false, Duration.ZERO, Duration.ZERO, null, Duration.ZERO);
    }

    public Duration remaining(Side side) {
        return side == Side.WHITE ? white : black;
    }
}
