package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.tts.Audible;
import org.turnpan.chess.speech.tts.CaptureDevice;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.EspeakLibrary;
import org.turnpan.chess.speech.tts.EspeakLibraryOutput;
import org.turnpan.chess.speech.tts.EspeakOutput;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;
import org.turnpan.chess.speech.tts.Voices;
import org.turnpan.chess.speech.tts.espeak.EspeakEngine;

/**
 * When libespeak-ng is missing, espeak-ng speaks as a process and the user is told once, in their
 * language; when that is missing too, English falls back to the built-in voice and another language
 * to text only, said once. The library comes from an injected loader that fails.
 */
class EspeakFallbackTest {
    private final List<String> told = new CopyOnWriteArrayList<>();

    /** A library that is not installed at all. */
    private static final EspeakLibrary MISSING = new EspeakLibrary() {
        @Override
        public boolean found() {
            return false;
        }

        @Override
        public Optional<EspeakEngine> load() {
            return Optional.empty();
        }
    };

    /** A library file that is there but does not load (another processor, a broken file). */
    private static final EspeakLibrary BROKEN = new EspeakLibrary() {
        @Override
        public boolean found() {
            return true;
        }

        @Override
        public Optional<EspeakEngine> load() {
            return Optional.empty();
        }
    };

    private SpeechSystem start(Voices voices, CaptureDevice card, Locale locale) {
        return SpeechSystem.start(voices, card, locale, Optional.empty(), Optional.empty(), List.of(),
                m -> told.add(Catalogue.forLocale(locale).render(m)));
    }

    @Test
    void withoutTheLibraryTheProcessSpeaksAndTheUserIsToldOnce() {
        CaptureDevice card = new CaptureDevice();
        try (SpeechSystem speech = start(Voices.start(card, MISSING), card, Locale.forLanguageTag("it"))) {
            assertInstanceOf(EspeakOutput.class, speech.voice(), "the espeak-ng process");
            speech.changeLanguage(Locale.forLanguageTag("ru"));
            speech.changeLanguage(Locale.forLanguageTag("it"));
            assertEquals(List.of("La libreria di eSpeak NG non è stata trovata; eSpeak NG viene avviato come programma "
                    + "a parte, quindi la voce parte un po' più tardi."), told, "said once, whatever the language");
            assertEquals(Delivery.SPOKEN, speech.voice().speak(Utterance.of("Scacco.", Locale.forLanguageTag("it"))).join());
            assertTrue(Audible.leadingSilenceSeconds(card.pcm().orElseThrow()) < 0.005, "the process's sound starts at once");
        }
    }

    @Test
    void englishKeepsTheBuiltInVoiceAndSaysNothing() {
        CaptureDevice card = new CaptureDevice();
        try (SpeechSystem speech = start(Voices.start(card, MISSING), card, Locale.ENGLISH)) {
            assertEquals("freetts", speech.voice().name());
            assertEquals(List.of(), told);
        }
    }

    @Test
    void aLibraryThatDoesNotLoadLeavesEachSentenceToTheProcess() {
        CaptureDevice card = new CaptureDevice();
        try (SpeechSystem speech = start(Voices.start(card, BROKEN), card, Locale.forLanguageTag("bg"))) {
            SpeechOutput voice = speech.voice();
            assertInstanceOf(EspeakLibraryOutput.class, voice);
            assertEquals(Delivery.SPOKEN, voice.speak(Utterance.of("Шах.", Locale.forLanguageTag("bg"))).join());
            assertTrue(card.pcm().orElseThrow().seconds() > 0.2, "the process spoke");
        }
    }

    @Test
    void withNoEspeakAtAllEnglishHasTheBuiltInVoiceAndVietnameseTextOnlySaidOnce() {
        CaptureDevice card = new CaptureDevice();
        InstalledVoices none = new InstalledVoices(true, true, Optional.empty(), Optional.empty(), false, false);
        try (SpeechSystem speech = start(Voices.start(none, card), card, Locale.forLanguageTag("vi"))) {
            assertEquals("none", speech.voice().name());
            speech.changeLanguage(Locale.ENGLISH);
            assertEquals("freetts", speech.voice().name());
            speech.changeLanguage(Locale.forLanguageTag("vi"));
            assertEquals(1, told.size(), "said once: " + told);
        }
    }

    @Test
    void theLibraryIsLookedForWhereEachSystemInstallsIt() {
        assertEquals(Path.of("C:\\Program Files", "eSpeak NG", "libespeak-ng.dll"), EspeakEngine.candidates("Windows 11",
                java.util.Map.of("ProgramFiles", "C:\\Program Files")).get(0).library());
        assertEquals(Optional.of(Path.of("C:\\Program Files", "eSpeak NG")), EspeakEngine.candidates("Windows 11",
                java.util.Map.of("ProgramFiles", "C:\\Program Files")).get(0).dataFolder());
        assertEquals(Path.of("/opt/homebrew/lib/libespeak-ng.dylib"), EspeakEngine.candidates("Mac OS X", java.util.Map.of())
                .get(0).library());
        assertEquals(Path.of("/opt/espeak/lib/libespeak-ng.so.1"), EspeakEngine.candidates("Linux",
                java.util.Map.of("LD_LIBRARY_PATH", "/opt/espeak/lib")).get(0).library());
    }
}
