package org.turnpan.chess.clock;

import java.time.Duration;

/**
 * Why a text is not a time control. Data only: the session phrases each record (key
 * {@code clock.error.<record name in kebab case>} in the {@code session} bundle).
 */
public sealed interface TimeControlError {

    /** Nothing was written. */
    record Empty() implements TimeControlError {
    }

    /** The text is not of the form minutes + seconds, like "3+2" (e.g. "3+2+1", "abc"). */
    record NotMinutesPlusSeconds(String text) implements TimeControlError {
    }

    /** The part before "+" is not a number of minutes ("3", "0.5") nor minutes:seconds ("0:30"). */
    record BadMinutes(String part) implements TimeControlError {
    }

    /** The part after "+" is not a number of seconds. */
    record BadIncrement(String part) implements TimeControlError {
    }

    /** The starting time is zero: the first player would lose at once. */
    record NoStartingTime(String text) implements TimeControlError {
    }

    /** The starting time is longer than the clock supports. */
    record StartingTimeTooLong(Duration given, Duration maximum) implements TimeControlError {
    }

    /** The increment is longer than the clock supports. */
    record IncrementTooLong(Duration given, Duration maximum) implements TimeControlError {
    }
}
