package org.turnpan.chess.speech.tts;

import java.util.Locale;
import java.util.Objects;
import org.turnpan.chess.text.SafeText;

/**
 * One finished sentence to say, its language and how to say it. Every voice and display gets its
 * text through here, so the text is cleaned of terminal control sequences ({@link SafeText}).
 */
public record Utterance(String text, Locale locale, Prosody prosody) {
    public Utterance {
        text = SafeText.clean(Objects.requireNonNull(text, "text"));
        Objects.requireNonNull(locale, "locale");
        Objects.requireNonNull(prosody, "prosody");
    }

    public static Utterance of(String text, Locale locale) {
        return new Utterance(text, locale, Prosody.NORMAL);
    }
}
