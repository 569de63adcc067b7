package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.CaptureDevice;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.RecordingOutput;
import org.turnpan.chess.speech.tts.TextOutput;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.speech.tts.Voices;

/** Start-up wiring: the voice follows the language, and the user is told once when there is no sound. */
class SpeechSystemTest {
    private static final Duration WAIT = Duration.ofSeconds(30);
    private final List<String> log = new CopyOnWriteArrayList<>();

    private static InstalledVoices installed(boolean soundCard) {
        return new InstalledVoices(soundCard, true, Optional.of(Path.of("espeak-ng")), Optional.empty(), false, true);
    }

    @Test
    void theVoiceFollowsTheLanguage() throws Exception {
        CaptureDevice card = new CaptureDevice();
        try (SpeechSystem speech = SpeechSystem.start(Voices.start(installed(true), card), card, Locale.ENGLISH,
                Optional.empty(), Optional.empty(), List.of(new TextOutput(log::add)), null)) {
            assertEquals("freetts", speech.voice().name(), "English: the built-in voice");
            speech.changeLanguage(Locale.forLanguageTag("it"));
            assertEquals("espeak", speech.voice().name(), "Italian: espeak-ng");
            speech.changeVoice(Optional.of(VoiceKind.NONE));
            assertEquals("none", speech.voice().name());
            assertTrue(speech.announcer().awaitIdle(WAIT));
            assertEquals(List.of(), log, "nothing to tell the user");
        }
    }

    @Test
    void withNoSoundCardTheUserIsToldOnceAndTextStillFlows() throws Exception {
        try (SpeechSystem speech = SpeechSystem.start(Voices.start(installed(false), AudioDevice.none()), AudioDevice.none(),
                Locale.forLanguageTag("bg"), Optional.empty(), Optional.empty(), List.of(new TextOutput(log::add)), null)) {
            assertEquals("none", speech.voice().name());
            speech.announcer().announce(Announcement.answer(VoiceMessages.verbatim("Шах.")));
            assertTrue(speech.announcer().awaitIdle(WAIT));
            assertEquals(List.of("Не е намерено звуково устройство; речта се извежда само като текст.", "Шах."), log);
        }
    }

    @Test
    void anActiveScreenReaderSpeaksInEveryLanguage() throws Exception {
        RecordingOutput screenReader = RecordingOutput.instant();
        try (SpeechSystem speech = SpeechSystem.start(Voices.start(installed(true), AudioDevice.none()), AudioDevice.none(),
                Locale.forLanguageTag("vi"), Optional.empty(), Optional.of(screenReader), List.of(), null)) {
            speech.announcer().announce(Announcement.answer(VoiceMessages.verbatim("Chiếu tướng.")));
            assertTrue(speech.announcer().awaitIdle(WAIT));
            assertEquals(List.of("Chiếu tướng."), screenReader.spokenWhole());
        }
    }
}
