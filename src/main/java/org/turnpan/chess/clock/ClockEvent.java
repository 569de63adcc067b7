package org.turnpan.chess.clock;

import java.time.Duration;
import org.turnpan.chess.rules.Side;

/**
 * Something the clock has to tell the players, reported once by {@link GameClock#poll()}.
 * Data only: the session turns each event into a spoken sentence.
 */
public sealed interface ClockEvent {

    Side side();

    /**
     * The side's remaining time fell to (or below) a warning threshold.
     *
     * @param threshold the threshold that was crossed (e.g. 30 seconds)
     * @param remaining what was left on that side's clock when the event was polled
     */
    record Warning(Side side, Duration threshold, TimeReadout remaining) implements ClockEvent {
    }

    /** The side ran out of time. The clock has stopped. */
    record FlagFell(Side side) implements ClockEvent {
    }
}
