package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The built-in voice never hangs, really speaks, and stops at once. */
class FreeTtsOutputTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @Test
    void withNoSoundCardSpeakingEndsInsteadOfHanging() {
        FreeTtsOutput kevin = FreeTtsOutput.start(AudioDevice.none());
        try {
            assertFalse(kevin.isAvailable(), "nothing to play on");
            Delivery d = assertTimeoutPreemptively(LIMIT, () -> kevin.speak(Utterance.of("Check.", Locale.ENGLISH)).join());
            assertEquals(Delivery.FAILED, d);
        } finally {
            kevin.close();
        }
    }

    @Test
    void speaksEnglishIntoTheDeviceAndFollowsTheVolume() {
        CaptureDevice card = new CaptureDevice();
        FreeTtsOutput kevin = FreeTtsOutput.start(card);
        try {
            assertTrue(kevin.speaks(Locale.ENGLISH));
            assertFalse(kevin.speaks(Locale.forLanguageTag("it")));
            Delivery d = assertTimeoutPreemptively(LIMIT, () ->
                    kevin.speak(Utterance.of("Queen takes h7, checkmate.", Locale.ENGLISH)).join());
            assertEquals(Delivery.SPOKEN, d);
            Pcm loud = card.pcm().orElseThrow();
            assertTrue(loud.seconds() > 1.0 && loud.rms(0) > 0.01, loud.seconds() + " s, RMS " + loud.rms(0));
            kevin.speak(new Utterance("Queen takes h7, checkmate.", Locale.ENGLISH, new Prosody(1.0, 0.25))).join();
            Pcm quiet = card.pcm().orElseThrow();
            assertEquals(0.25, quiet.rms(0) / loud.rms(0), 0.03, "a quarter of the volume");
            kevin.speak(new Utterance("Queen takes h7, checkmate.", Locale.ENGLISH, new Prosody(2.0, 1.0))).join();
            Pcm fast = card.pcm().orElseThrow();
            assertTrue(fast.seconds() < loud.seconds() * 0.75, "twice the rate is clearly shorter: "
                    + fast.seconds() + " s vs " + loud.seconds() + " s");
        } finally {
            kevin.close();
        }
    }

    @Test
    void stopCutsOffALongSentenceAtOnce() {
        SlowSoundCard card = new SlowSoundCard();
        FreeTtsOutput kevin = FreeTtsOutput.start(card);
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                var spoken = kevin.speak(Utterance.of("White: king g1, queen d1, rooks a1 and f1, bishops c1 and e2.",
                        Locale.ENGLISH));
                assertTrue(card.soundStarted.await(LIMIT.toSeconds(), TimeUnit.SECONDS));
                kevin.stop();
                assertEquals(Delivery.INTERRUPTED, spoken.join());
                assertTrue(kevin.render(Utterance.of("Next.", Locale.ENGLISH)).isPresent(),
                        "the voice still works after being cut off");
            });
        } finally {
            kevin.close();
        }
    }
}
