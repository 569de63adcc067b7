package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** espeak-ng and speech-dispatcher, driven as processes. */
class ProcessOutputsTest {
    private static final Duration LIMIT = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    private static Path espeak() {
        Optional<Path> p = InstalledVoices.onPath(EspeakOutput.EXECUTABLE, System.getenv());
        assertTrue(p.isPresent(), "espeak-ng is not installed (apt-get install espeak-ng)");
        return p.get();
    }

    @Test
    void espeakSpeaksEachLanguageWithItsOwnVoiceRateAndVolume() {
        EspeakOutput e = new EspeakOutput(Path.of("espeak-ng"), AudioDevice.none());
        List<String> ru = e.command(new Utterance("Конь бьёт на е5.", Locale.forLanguageTag("ru"), new Prosody(2.0, 0.5)));
        assertEquals(List.of("espeak-ng", "-v", "ru", "-s", "350", "-a", "50", "--stdout"), ru,
                "the sentence goes on stdin, never on the command line");
        assertEquals("en-us", EspeakOutput.voiceFor(Locale.ENGLISH));
        for (String lang : List.of("en", "it", "ru", "bg", "vi")) {
            assertTrue(e.speaks(Locale.forLanguageTag(lang)), lang);
        }
    }

    @Test
    void espeakStreamsSpeechToTheSoundCard() {
        CaptureDevice card = new CaptureDevice();
        EspeakOutput e = new EspeakOutput(espeak(), card);
        try {
            Delivery d = assertTimeoutPreemptively(LIMIT, () ->
                    e.speak(Utterance.of("-v Il cavallo prende in e5.", Locale.forLanguageTag("it"))).join());
            assertEquals(Delivery.SPOKEN, d);
            Pcm pcm = card.pcm().orElseThrow();
            assertTrue(pcm.seconds() > 1.0 && pcm.rms(0) > 0.01, pcm.seconds() + " s, RMS " + pcm.rms(0));
        } finally {
            e.close();
        }
    }

    @Test
    void espeakStopsAtOnce() {
        SlowSoundCard card = new SlowSoundCard();
        EspeakOutput e = new EspeakOutput(espeak(), card);
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                var spoken = e.speak(Utterance.of("Белые: король же один, ферзь дэ один, ладьи а один и эф один.",
                        Locale.forLanguageTag("ru")));
                assertTrue(card.soundStarted.await(LIMIT.toSeconds(), TimeUnit.SECONDS));
                e.stop();
                assertEquals(Delivery.INTERRUPTED, spoken.join());
            });
        } finally {
            e.close();
        }
    }
}
