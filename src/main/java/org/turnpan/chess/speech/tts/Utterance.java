package org.turnpan.chess.speech.tts;

import java.util.Locale;
import java.util.Objects;

/** One finished sentence to say, its language and how to say it. */
public record Utterance(String text, Locale locale, Prosody prosody) {
    public Utterance {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(prosody, "prosody");
    }

    public static Utterance of(String text, Locale locale) {
        return new Utterance(text, locale, Prosody.NORMAL);
    }
}
