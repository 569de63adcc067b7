package org.turnpan.chess.session;

import org.turnpan.chess.clock.TimeControlError;
import org.turnpan.chess.speech.Message;

/**
 * The sentence for a {@link TimeControlError}: key {@code clock.error.<record in kebab case>} in
 * the {@code session} bundle, with the player's own text in {@code {text}} or {@code {part}}.
 */
public final class TimeControlErrorSentence {

    private TimeControlErrorSentence() {
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
}
