package org.turnpan.chess.speech.tts;

import java.util.List;
import java.util.Locale;

/**
 * Which voice to use and what to tell the user about how it was chosen.
 *
 * @param voice   the voice to speak with
 * @param notices things the user should hear once (no sound card, asked-for voice missing...)
 */
public record VoiceChoice(VoiceKind voice, List<Notice> notices) {

    public VoiceChoice {
        notices = List.copyOf(notices);
    }

    /** Something about the choice worth saying once, as data. */
    public record Notice(Kind kind, VoiceKind voice, Locale language) {
        public enum Kind {
            /** No sound card: speech goes to text only. */
            NO_SOUND_CARD("no-audio-device"),
            /** The voice asked for is not installed; {@code voice} names it. */
            VOICE_NOT_INSTALLED("voice-not-installed"),
            /** The voice asked for cannot speak {@code language}. */
            VOICE_LACKS_LANGUAGE("voice-lacks-language"),
            /** No installed voice speaks {@code language}. */
            NO_VOICE_FOR_LANGUAGE("no-voice-for-language"),
            /** espeak-ng speaks as a process, a little later, because libespeak-ng did not load. */
            ESPEAK_LIBRARY_MISSING("espeak-library-missing");

            private final String key;

            Kind(String key) {
                this.key = key;
            }

            /** The i18n key of the sentence: {@code speech.notice.<key>}. */
            public String key() {
                return "speech.notice." + key;
            }
        }
    }
}
