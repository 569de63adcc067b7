package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sound.sampled.AudioFormat;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.AudioSink;
import org.turnpan.chess.speech.tts.CaptureDevice;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.RecordingOutput;
import org.turnpan.chess.speech.tts.Voices;

/**
 * The console plays the short sounds through the program's one speech system, as the window does
 * (a refused move buzzes), and {@code sounds} switches them there too: the sound card is a fake
 * that counts the sounds played.
 */
class ConsoleSoundsTest {

    /** A sound card that counts the sounds it was given (and keeps them in memory). */
    private static final class CountingCard implements AudioDevice {
        final AtomicInteger played = new AtomicInteger();
        private final CaptureDevice memory = new CaptureDevice();

        @Override
        public boolean present() {
            return true;
        }

        @Override
        public Optional<AudioSink> open(AudioFormat format) {
            played.incrementAndGet();
            return memory.open(format);
        }
    }

    /** Types {@code lines} into a Russian console whose voice has {@code card}; returns what it printed. */
    private static List<String> run(CountingCard card, String... lines) {
        InstalledVoices none = new InstalledVoices(false, false, Optional.empty(), Optional.empty(), false);
        SpeechSystem speech = SpeechSystem.start(Voices.start(none, card), card, Locale.forLanguageTag("ru"),
                Optional.empty(), Optional.of(RecordingOutput.instant()), List.of(), m -> { });
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] typed = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        new Console(new ByteArrayInputStream(typed), new PrintStream(bytes, true, StandardCharsets.UTF_8),
                Voice.over(speech)).run(Console.Options.of(SessionSettings.defaults()
                        .withLocale(Locale.forLanguageTag("ru"))),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static int playedAfterAWhile(CountingCard card) throws InterruptedException {
        for (int i = 0; i < 50 && card.played.get() == 0; i++) {
            Thread.sleep(20);
        }
        return card.played.get();
    }

    @Test
    void aRefusedMoveBuzzesInTheConsole() throws InterruptedException {
        CountingCard card = new CountingCard();
        List<String> printed = run(card, "e5");
        assertTrue(printed.stream().anyMatch(l -> l.startsWith("Сейчас ход белых, поэтому чёрная пешка")), printed::toString);
        assertEquals(1, playedAfterAWhile(card));
    }

    @Test
    void theSoundSwitchedOffInTheConsoleIsNotPlayed() throws InterruptedException {
        CountingCard card = new CountingCard();
        List<String> printed = run(card, "звуки отказ выкл", "e5");
        assertTrue(printed.contains("Выключен звук недопустимого хода."), printed::toString);
        assertTrue(printed.stream().anyMatch(l -> l.startsWith("Сейчас ход белых, поэтому чёрная пешка")), printed::toString);
        assertEquals(0, playedAfterAWhile(card));
    }

    @Test
    void aCaptureKnocksAndACheckBeepsUnlessSwitchedOff() throws InterruptedException {
        CountingCard capture = new CountingCard();
        run(capture, "e4", "d5", "exd5");
        assertEquals(1, playedAfterAWhile(capture), "one sound for the capture");
        CountingCard check = new CountingCard();
        run(check, "e4", "f5", "Фh5");
        assertEquals(1, playedAfterAWhile(check), "one sound for the check");
        CountingCard quiet = new CountingCard();
        run(quiet, "выключить звук взятия", "звук шаха выкл", "e4", "d5", "exd5", "e6", "Фe2", "Крe7", "dxe6");
        assertEquals(0, playedAfterAWhile(quiet), "no sound once capture and check are off");
    }
}
