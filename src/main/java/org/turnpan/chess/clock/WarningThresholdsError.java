package org.turnpan.chess.clock;

/**
 * Why a text is not a list of warning times. Data only: the session phrases each record (key
 * {@code clock.warnings.error.<record name in kebab case>} in the {@code session} bundle).
 */
public sealed interface WarningThresholdsError {

    /** Nothing was written. */
    record Empty() implements WarningThresholdsError {
    }

    /** One item is not a time of at least one second: seconds ("30") or minutes:seconds ("2:00"). */
    record BadTime(String part) implements WarningThresholdsError {
    }

    /** More warnings than a player could tell apart. */
    record TooMany(int given, int maximum) implements WarningThresholdsError {
    }
}
