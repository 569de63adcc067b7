package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.sound.sampled.AudioFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.Leaks;

/**
 * espeak-ng (real, and a fake {@link FakeEspeak}) given what breaks a voice: a text longer than
 * the pipes hold, a process that hangs, output that is not sound, an error thrown while speaking.
 * Every utterance ends, with no process and no input thread left.
 */
class EspeakFailureTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static final String INPUT_THREAD = "espeak-input";

    @TempDir
    Path dir;

    @Test
    void aTextLongerThanThePipesIsWrittenWhileItsSoundIsRead() throws Exception {
        // 300 KB: more than the two 64 KB pipes and the fake's buffers; written whole before reading, it deadlocks
        String text = "Knight takes e5, check. ".repeat(12_500);
        CaptureDevice card = new CaptureDevice();
        EspeakOutput e = new EspeakOutput(FakeEspeak.launcher(dir, "echo"), card);
        try {
            Delivery d = assertTimeoutPreemptively(LIMIT, () -> e.speak(Utterance.of(text, Locale.ENGLISH)).join());
            assertEquals(Delivery.SPOKEN, d);
            assertArrayEquals(text.getBytes(StandardCharsets.UTF_8), card.pcm().orElseThrow().data(),
                    "every byte of the text reached the voice and came back");
        } finally {
            e.close();
        }
        Leaks.assertNoneLeft(INPUT_THREAD);
    }

    @Test
    void realEspeakSpeaksAHundredKilobytesWithoutDeadlockAndStopsAtOnce() throws Exception {
        Optional<Path> espeak = InstalledVoices.onPath(EspeakOutput.EXECUTABLE, System.getenv());
        assertTrue(espeak.isPresent(), "espeak-ng is not installed (apt-get install espeak-ng)");
        String text = "The white knight on f3 takes the black pawn on e5, check. ".repeat(1_800);
        assertTrue(text.length() > 100_000);
        // 2 MB of sound is about 45 s of speech: far more than one pipe, so input and output both flowed
        int enough = 2 << 20;
        CaptureDevice card = new CaptureDevice();
        EspeakOutput e = new EspeakOutput(espeak.get(), card);
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                CompletableFuture<Delivery> spoken = e.speak(Utterance.of(text, Locale.ENGLISH));
                while (card.pcm().map(p -> p.data().length).orElse(0) < enough) {
                    Thread.sleep(20);
                }
                e.stop();
                assertEquals(Delivery.INTERRUPTED, spoken.join());
            });
        } finally {
            e.close();
        }
        Leaks.assertNoneLeft(INPUT_THREAD);
    }

    @Test
    void aVoiceThatHangsIsCutOffAtItsTimeLimit() throws Exception {
        UtteranceLimit limit = new UtteranceLimit(Duration.ofMillis(500), Duration.ofMillis(10), Duration.ofSeconds(5));
        Utterance check = Utterance.of("Check.", Locale.ENGLISH);
        EspeakOutput e = new EspeakOutput(FakeEspeak.launcher(dir, "hang"), new CaptureDevice(), limit);
        try {
            long t0 = System.nanoTime();
            Delivery d = assertTimeoutPreemptively(LIMIT, () -> e.speak(check).join());
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(Delivery.FAILED, d);
            assertTrue(ms >= limit.of(check).toMillis() && ms < 10_000, "cut off after " + ms + " ms");
            assertEquals(Optional.empty(), assertTimeoutPreemptively(LIMIT, () -> e.render(check)),
                    "rendering to a file is cut off too");
        } finally {
            e.close();
        }
        Leaks.assertNoneLeft(INPUT_THREAD);
    }

    @Test
    void outputThatIsNotSoundFails() throws Exception {
        EspeakOutput e = new EspeakOutput(FakeEspeak.launcher(dir, "garbage"), new CaptureDevice());
        try {
            assertEquals(Delivery.FAILED, assertTimeoutPreemptively(LIMIT,
                    () -> e.speak(Utterance.of("Check.", Locale.ENGLISH)).join()));
        } finally {
            e.close();
        }
        Leaks.assertNoneLeft(INPUT_THREAD);
    }

    @Test
    void anErrorWhileSpeakingFailsThatUtteranceAndTheVoiceSpeaksOn() throws Exception {
        CaptureDevice capture = new CaptureDevice();
        boolean[] broken = {true};
        AudioDevice card = new AudioDevice() {
            @Override
            public boolean present() {
                return true;
            }

            @Override
            public Optional<AudioSink> open(AudioFormat format) {
                if (broken[0]) {
                    broken[0] = false;
                    throw new OutOfMemoryError("simulated: no heap left for the sound buffer");
                }
                return capture.open(format);
            }
        };
        EspeakOutput e = new EspeakOutput(FakeEspeak.launcher(dir, "echo"), card);
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                assertEquals(Delivery.FAILED, e.speak(Utterance.of("Mate.", Locale.ENGLISH)).join(),
                        "the error ends the utterance; the caller is not left waiting");
                assertEquals(Delivery.SPOKEN, e.speak(Utterance.of("Check.", Locale.ENGLISH)).join(),
                        "the voice's thread survived");
            });
        } finally {
            e.close();
        }
        Leaks.assertNoneLeft(INPUT_THREAD);
    }

    @Test
    void theTimeLimitGrowsWithTheTextAndSlowSpeechUpToACap() {
        UtteranceLimit normal = UtteranceLimit.NORMAL;
        Duration short1 = normal.of(Utterance.of("Check.", Locale.ENGLISH));
        assertEquals(Duration.ofMillis(3000 + 6 * 150), short1);
        Duration slow = normal.of(new Utterance("Check.", Locale.ENGLISH, new Prosody(0.5, 1.0)));
        assertEquals(Duration.ofMillis(3000 + 6 * 300), slow, "half speed, twice the time a character");
        assertEquals(Duration.ofMinutes(10), normal.of(Utterance.of("x".repeat(1_000_000), Locale.ENGLISH)));
    }
}
