package org.turnpan.chess.session;

import org.turnpan.chess.clock.TimeControlError;
import org.turnpan.chess.clock.WarningThresholdsError;
import org.turnpan.chess.speech.Message;

/**
 * The sentences for clock settings a player typed wrong: a {@link TimeControlError} (key
 * {@code clock.error.<record in kebab case>}) or a {@link WarningThresholdsError} (key
 * {@code clock.warnings.error.<record in kebab case>}), both in the {@code session} bundle, with
 * the player's own text in {@code {text}} or {@code {part}}.
 */
public final class ClockErrorSentence {

    private ClockErrorSentence() {
    }

    public static Message of(TimeControlError error) {
        String key = RecordKey.of("clock.error", (Record) error);
        if (error instanceof TimeControlError.NotMinutesPlusSeconds e) {
            return Message.of(key, "text", e.text());
        }
        if (error instanceof TimeControlError.NoStartingTime e) {
            return Message.of(key, "text", e.text());
        }
        if (error instanceof TimeControlError.BadMinutes e) {
            return Message.of(key, "part", e.part());
        }
        if (error instanceof TimeControlError.BadIncrement e) {
            return Message.of(key, "part", e.part());
        }
        // Empty, StartingTimeTooLong, IncrementTooLong: the limits are said in words
        return Message.of(key);
    }

    public static Message of(WarningThresholdsError error) {
        String key = RecordKey.of("clock.warnings.error", (Record) error);
        if (error instanceof WarningThresholdsError.BadTime e) {
            return Message.of(key, "part", e.part());
        }
        if (error instanceof WarningThresholdsError.TooMany e) {
            return Message.of(key, "maximum", e.maximum());
        }
        return Message.of(key);
    }
}
