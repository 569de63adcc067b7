package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.speech.tts.espeak.EspeakEngine;

/**
 * The real libespeak-ng in this process (CI installs Debian's libespeak-ng1; without it this test
 * fails, it never skips): it speaks the five languages with no silence in front, follows the volume
 * and the rate, and a cut-off sentence is aborted from the callback and the voice speaks again.
 */
class EspeakLibraryTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);
    private static EspeakEngine engine;

    @BeforeAll
    static void load() {
        assertTrue(EspeakEngine.found(), "libespeak-ng is not installed where we look: apt-get install libespeak-ng1");
        engine = EspeakEngine.system().orElseThrow(() -> new AssertionError("libespeak-ng is installed but does not load"));
    }

    @AfterAll
    static void release() {
        engine = null;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "en|Knight takes e5, check.",
        "it|Il cavallo prende in e5, scacco.",
        "ru|Конь бьёт на е5, шах.",
        "bg|Конят взема на е5, шах.",
        "vi|Mã ăn ở e5, chiếu tướng.",
    })
    void speaksEachLanguageAndStartsWithSound(String lang, String text) {
        EspeakLibraryOutput voice = new EspeakLibraryOutput(engine, new CaptureDevice());
        try {
            assertTrue(voice.speaks(Locale.forLanguageTag(lang)));
            Pcm pcm = assertTimeoutPreemptively(LIMIT, () -> voice.render(Utterance.of(text, Locale.forLanguageTag(lang))))
                    .orElseThrow();
            assertEquals(engine.sampleRate(), (int) pcm.format().getFrameRate());
            assertTrue(pcm.seconds() > 0.8 && pcm.rms(0) > 0.02, lang + ": " + pcm.seconds() + " s, RMS " + pcm.rms(0));
            double silence = Audible.leadingSilenceSeconds(pcm);
            assertTrue(silence < 0.005, lang + " starts with " + silence * 1000 + " ms of silence");
        } finally {
            voice.close();
        }
    }

    @Test
    void followsTheVolumeAndTheRate() {
        EspeakLibraryOutput voice = new EspeakLibraryOutput(engine, new CaptureDevice());
        try {
            Locale ru = Locale.forLanguageTag("ru");
            Pcm loud = voice.render(Utterance.of("Ферзь бьёт на h7, мат.", ru)).orElseThrow();
            Pcm quiet = voice.render(new Utterance("Ферзь бьёт на h7, мат.", ru, new Prosody(1.0, 0.25))).orElseThrow();
            assertEquals(0.25, quiet.rms(0) / loud.rms(0), 0.03, "a quarter of the volume");
            // the trim looks at the voice before the volume: at a quarter, the sound still starts at once
            int start = Audible.firstFrameAbove(quiet.data(), 0, quiet.data().length, quiet.format(), Audible.THRESHOLD / 4);
            assertTrue(start >= 0 && start < quiet.format().getFrameRate() * 0.005, "quiet voice starts at frame " + start);
            assertEquals(loud.seconds(), quiet.seconds(), 0.01, "the same sentence");
            Pcm fast = voice.render(new Utterance("Ферзь бьёт на h7, мат.", ru, new Prosody(2.0, 1.0))).orElseThrow();
            assertTrue(fast.seconds() < loud.seconds() * 0.75, fast.seconds() + " s vs " + loud.seconds() + " s");
        } finally {
            voice.close();
        }
    }

    @Test
    void stopAbortsALongSentenceFromTheCallbackAndTheVoiceSpeaksAgain() {
        ListeningCard card = new ListeningCard();
        EspeakLibraryOutput voice = new EspeakLibraryOutput(engine, card);
        try {
            // about 80 s of speech: only an abort ends it before the test's limit on a loaded machine
            String longText = "Бял: цар g1, дама d1, топове a1 и f1, офицери c1 и e2. ".repeat(20);
            assertTimeoutPreemptively(LIMIT, () -> {
                var said = voice.speak(Utterance.of(longText, Locale.forLanguageTag("bg")));
                while (card.firstAudibleNanos() == 0 && !said.isDone()) {
                    TimeUnit.MILLISECONDS.sleep(1);
                }
                TimeUnit.MILLISECONDS.sleep(200);
                voice.stop();
                assertEquals(Delivery.INTERRUPTED, said.join());
                assertTrue(card.silenceNanos() != 0, "the sound stopped");
                double played = card.pcm().orElseThrow().seconds();
                assertTrue(played < 10, "cut off after " + played + " s of sound");
                Pcm next = voice.render(Utterance.of("Шах.", Locale.forLanguageTag("bg"))).orElseThrow();
                assertTrue(next.seconds() > 0.2 && Audible.firstFrame(next) >= 0, "the voice speaks again");
            });
        } finally {
            voice.close();
        }
    }

    @Test
    void aVoiceTheLibraryDoesNotKnowFailsAndTheNextSentenceIsSpoken() {
        CaptureDevice card = new CaptureDevice();
        EspeakLibraryOutput voice = new EspeakLibraryOutput(engine, card);
        try {
            assertEquals(EspeakEngine.Outcome.FAILED, engine.synthesize("Hello.", "no-such-voice", 175, (b, n) -> true));
            assertEquals(Delivery.SPOKEN, voice.speak(Utterance.of("Xin chào.", Locale.forLanguageTag("vi"))).join());
        } finally {
            voice.close();
        }
    }
}
