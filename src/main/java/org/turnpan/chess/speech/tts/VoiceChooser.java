package org.turnpan.chess.speech.tts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.speech.tts.VoiceChoice.Notice;

/**
 * Picks the voice for a language. Automatic order: the screen reader when one is active; else
 * speech-dispatcher when it is running (the user's Orca voice); else, with a sound card, FreeTTS
 * for English and espeak-ng for every language (in process through libespeak-ng, else as a process,
 * which is said once); else no voice (text only). A voice named with
 * {@code --voice} wins when it is installed and speaks the language; otherwise the user is told
 * why and the automatic choice is used.
 */
public final class VoiceChooser {
    private VoiceChooser() {
    }

    /**
     * The voice for {@code language}: the one asked for when it can speak it, else the automatic choice.
     *
     * @param asked              the voice the user asked for; empty for automatic
     * @param screenReaderActive the window found an active screen reader
     */
    public static VoiceChoice choose(Optional<VoiceKind> asked, Locale language, InstalledVoices installed,
                                     boolean screenReaderActive) {
        List<Notice> notices = new ArrayList<>();
        if (asked.isPresent()) {
            VoiceKind k = asked.get();
            if (k == VoiceKind.NONE) {
                return new VoiceChoice(VoiceKind.NONE, notices);
            }
            boolean there = k == VoiceKind.SCREEN_READER ? screenReaderActive : installed.has(k);
            if (!there) {
                notices.add(new Notice(Notice.Kind.VOICE_NOT_INSTALLED, k, language));
            } else if (!speaks(k, language)) {
                notices.add(new Notice(Notice.Kind.VOICE_LACKS_LANGUAGE, k, language));
            } else if (needsSoundCard(k) && !installed.soundCard()) {
                notices.add(new Notice(Notice.Kind.NO_SOUND_CARD, k, language));
                return new VoiceChoice(VoiceKind.NONE, notices);
            } else {
                libraryFallback(k, installed, notices);
                return new VoiceChoice(k, notices);
            }
        }
        VoiceKind chosen = automatic(language, installed, screenReaderActive, notices);
        libraryFallback(chosen, installed, notices);
        return new VoiceChoice(chosen, notices);
    }

    /** espeak-ng as a process because libespeak-ng is missing: said once, whatever the language. */
    private static void libraryFallback(VoiceKind chosen, InstalledVoices installed, List<Notice> notices) {
        if (chosen == VoiceKind.ESPEAK && !installed.espeakLibrary()) {
            notices.add(new Notice(Notice.Kind.ESPEAK_LIBRARY_MISSING, VoiceKind.ESPEAK, Locale.ROOT));
        }
    }

    private static VoiceKind automatic(Locale language, InstalledVoices installed, boolean screenReader,
                                       List<Notice> notices) {
        if (screenReader) {
            return VoiceKind.SCREEN_READER;
        }
        if (installed.speechdRunning() && installed.has(VoiceKind.SPEECHD)) {
            return VoiceKind.SPEECHD;
        }
        for (VoiceKind k : List.of(VoiceKind.FREETTS, VoiceKind.ESPEAK)) {
            if (installed.has(k) && speaks(k, language)) {
                if (!installed.soundCard()) {
                    notices.add(new Notice(Notice.Kind.NO_SOUND_CARD, k, language));
                    return VoiceKind.NONE;
                }
                return k;
            }
        }
        notices.add(new Notice(Notice.Kind.NO_VOICE_FOR_LANGUAGE, VoiceKind.NONE, language));
        return VoiceKind.NONE;
    }

    /** Whether a voice of this kind can say sentences in {@code language}. */
    public static boolean speaks(VoiceKind kind, Locale language) {
        return switch (kind) {
            case FREETTS -> "en".equals(language.getLanguage());
            case ESPEAK -> List.of("en", "it", "ru", "bg", "vi").contains(language.getLanguage());
            case SPEECHD, SCREEN_READER, NONE -> true;
        };
    }

    private static boolean needsSoundCard(VoiceKind k) {
        return k == VoiceKind.FREETTS || k == VoiceKind.ESPEAK;
    }
}
