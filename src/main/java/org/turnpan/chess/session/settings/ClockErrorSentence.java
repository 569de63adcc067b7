package org.turnpan.chess.session.settings;

import org.turnpan.chess.clock.TimeControlError;
import org.turnpan.chess.clock.WarningThresholdsError;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.RecordKey;
import org.turnpan.chess.text.Echo;

/**
 * The sentences for clock settings a player typed wrong: a {@link TimeControlError} (key
 * {@code clock.error.<record in kebab case>}) or a {@link WarningThresholdsError} (key
 * {@code clock.warnings.error.<record in kebab case>}), both in the {@code session} bundle, with
 * the player's own text in {@code {text}} or {@code {part}} and a count limit in {@code {maximum}}
 * (the time limits are said in words: ten hours, ten minutes).
 */
public final class ClockErrorSentence {

    private ClockErrorSentence() {
    }

    public static Message of(TimeControlError error) {
        String key = RecordKey.of("clock.error", (Record) error);
        String typed = error instanceof TimeControlError.NotMinutesPlusSeconds e ? e.text()
                : error instanceof TimeControlError.NoStartingTime e ? e.text() : null;
        String part = error instanceof TimeControlError.BadMinutes e ? e.part()
                : error instanceof TimeControlError.BadIncrement e ? e.part() : null;
        if (part != null && part.isBlank()) {
            // "3+": nothing after the plus; say what is missing rather than quote an empty part
            return Message.of(key + ".missing");
        }
        return typed != null ? Message.of(key, "text", Echo.of(typed))
                : part != null ? Message.of(key, "part", Echo.of(part))
                : Message.of(key);
    }

    public static Message of(WarningThresholdsError error) {
        String key = RecordKey.of("clock.warnings.error", (Record) error);
        if (error instanceof WarningThresholdsError.BadTime e) {
            return Message.of(key, "part", Echo.of(e.part()));
        }
        return error instanceof WarningThresholdsError.TooMany e ? Message.of(key, "maximum", e.maximum()) : Message.of(key);
    }
}
