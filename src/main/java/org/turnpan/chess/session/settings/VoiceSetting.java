package org.turnpan.chess.session.settings;

import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.speech.tts.VoiceKind;

/**
 * The voice the player asked for: automatic (the best installed one for the language) or one kind.
 * The session only keeps it; front ends act on it.
 *
 * @param kind the voice asked for; empty for automatic
 */
public record VoiceSetting(Optional<VoiceKind> kind) {
    /** The word for the automatic choice, on the command line and in the typed commands. */
    public static final String AUTO_WORD = "auto";
    public static final VoiceSetting AUTO = new VoiceSetting(Optional.empty());

    public VoiceSetting {
        kind = kind == null ? Optional.empty() : kind;
    }

    public static VoiceSetting of(VoiceKind kind) {
        return new VoiceSetting(Optional.of(kind));
    }

    /** "auto", or a voice's name ("espeak", "none"...); empty for anything else. */
    public static Optional<VoiceSetting> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        return t.equals(AUTO_WORD) ? Optional.of(AUTO) : VoiceKind.parse(t).map(VoiceSetting::of);
    }

    /** "auto" or the voice's name, as typed. */
    public String text() {
        return kind.map(VoiceKind::key).orElse(AUTO_WORD);
    }
}
