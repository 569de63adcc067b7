package org.turnpan.chess.speech.tts;

import java.util.Locale;
import java.util.Optional;

/** The voices the program knows how to use; also what {@code --voice} names. */
public enum VoiceKind {
    /** The user's screen reader (JavaFX accessibility, Windows and macOS). */
    SCREEN_READER("screen-reader"),
    /** speech-dispatcher, the voice Orca uses on Linux. */
    SPEECHD("speechd"),
    /** FreeTTS kevin16, built in, English only. */
    FREETTS("freetts"),
    /** espeak-ng, all five languages. */
    ESPEAK("espeak"),
    /** No voice: text only. */
    NONE("none");

    private final String key;

    VoiceKind(String key) {
        this.key = key;
    }

    /** The name used on the command line and at the end of its i18n key {@code speech.voice.<key>}. */
    public String key() {
        return key;
    }

    /** Reads a {@code --voice} value (case-insensitive); "auto" and unknown names give nothing. */
    public static Optional<VoiceKind> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.trim().toLowerCase(Locale.ROOT);
        for (VoiceKind k : values()) {
            if (k.key.equals(t)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
