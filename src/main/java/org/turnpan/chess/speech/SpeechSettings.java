package org.turnpan.chess.speech;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.Prosody;

/**
 * What the user set about speech: language, rate and volume, verbosity, which earcons sound and
 * whether the cursor plays position tones. Immutable; change with the {@code with...} methods.
 */
public record SpeechSettings(Locale locale, Prosody prosody, Verbosity verbosity, Set<Earcon> earcons,
                             boolean positionTones) {

    public SpeechSettings {
        locale = Catalogue.supported(locale);
        earcons = earcons.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(earcons));
    }

    /** Normal speed and volume, normal verbosity, every earcon on, position tones off. */
    public static SpeechSettings defaults(Locale locale) {
        return new SpeechSettings(locale, Prosody.NORMAL, Verbosity.NORMAL, EnumSet.allOf(Earcon.class), false);
    }

    public SpeechSettings withLocale(Locale l) {
        return new SpeechSettings(l, prosody, verbosity, earcons, positionTones);
    }

    public SpeechSettings withProsody(Prosody p) {
        return new SpeechSettings(locale, p, verbosity, earcons, positionTones);
    }

    public SpeechSettings withVerbosity(Verbosity v) {
        return new SpeechSettings(locale, prosody, v, earcons, positionTones);
    }

    public SpeechSettings withEarcon(Earcon e, boolean on) {
        EnumSet<Earcon> set = earcons.isEmpty() ? EnumSet.noneOf(Earcon.class) : EnumSet.copyOf(earcons);
        if (on) {
            set.add(e);
        } else {
            set.remove(e);
        }
        return new SpeechSettings(locale, prosody, verbosity, set, positionTones);
    }

    /** These settings with exactly the earcons {@code on} switched on. */
    public SpeechSettings withEarcons(Set<Earcon> on) {
        return new SpeechSettings(locale, prosody, verbosity, on, positionTones);
    }

    public SpeechSettings withPositionTones(boolean on) {
        return new SpeechSettings(locale, prosody, verbosity, earcons, on);
    }
}
