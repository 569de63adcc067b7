package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.speech.LastSentence;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * Issue 22, the last sentence is heard in the window too: on Quit or the close button the
 * session's goodbye is said to its end before speech closes, at most {@link LastSentence#LIMIT},
 * and any key cuts it; the window keeps answering meanwhile. The voice is a recording one that
 * finishes the goodbye late (or never); the window's owner closes speech when the window is
 * hidden, as {@link WindowStarter} does.
 */
@ExtendWith(ApplicationExtension.class)
class GoodbyeWindowTest {
    private static final Duration LATE = Duration.ofMillis(1500);

    private ChessWindow window;
    private Stage stage;
    private LateVoice voice;
    /** When the window was hidden (and speech closed), in System.nanoTime; 0 while showing. */
    private final AtomicLong hiddenAt = new AtomicLong();

    @Start
    void start(Stage s) {
        stage = s;
        window = TestTables.window(s, Locale.ENGLISH, Theme.LIGHT);
        s.setOnHidden(e -> {
            window.stop();
            hiddenAt.set(System.nanoTime());
        });
        window.start();
    }

    /**
     * A recording voice that says every sentence at once except the goodbye, which it finishes
     * after {@code late} (empty: never); stopping it cuts the sentence being said.
     */
    private static final class LateVoice implements SpeechOutput {
        record Heard(String text, Delivery delivery) {
        }

        private final List<Heard> heard = new ArrayList<>();
        private final ScheduledExecutorService later = Executors.newSingleThreadScheduledExecutor();
        private final String goodbye;
        private final Optional<Duration> late;
        private CompletableFuture<Delivery> current;
        private int index;

        LateVoice(String goodbye, Optional<Duration> late) {
            this.goodbye = goodbye;
            this.late = late;
        }

        @Override
        public String name() {
            return "late";
        }

        @Override
        public boolean isAvailable() {
            return true;
        }

        @Override
        public boolean speaks(Locale locale) {
            return true;
        }

        @Override
        @SuppressWarnings("FutureReturnValueIgnored") // the scheduled end is the future returned
        public synchronized CompletableFuture<Delivery> speak(Utterance u) {
            end(Delivery.INTERRUPTED);
            heard.add(new Heard(u.text(), null));
            CompletableFuture<Delivery> f = new CompletableFuture<>();
            if (!u.text().equals(goodbye)) {
                heard.set(heard.size() - 1, new Heard(u.text(), Delivery.SPOKEN));
                f.complete(Delivery.SPOKEN);
                return f;
            }
            current = f;
            index = heard.size() - 1;
            late.ifPresent(d -> later.schedule(() -> endIf(f, Delivery.SPOKEN), d.toMillis(), TimeUnit.MILLISECONDS));
            return f;
        }

        private synchronized void endIf(CompletableFuture<Delivery> f, Delivery how) {
            if (current == f) {
                end(how);
            }
        }

        @Override
        public synchronized void stop() {
            end(Delivery.INTERRUPTED);
        }

        private void end(Delivery how) {
            if (current != null) {
                heard.set(index, new Heard(heard.get(index).text(), how));
                current.complete(how);
                current = null;
            }
        }

        synchronized List<Heard> heard() {
            return List.copyOf(heard);
        }
    }

    @AfterEach
    void stopVoice() {
        if (voice != null) {
            voice.later.shutdownNow();
        }
    }

    /** Says every sentence at once except the goodbye, which ends after {@code late} (empty: never). */
    private void speak(Optional<Duration> late) {
        voice = new LateVoice(goodbye(), late);
        window.speech().announcer().useVoice(voice);
    }

    private String goodbye() {
        return window.messages().render(window.session().farewell(), Medium.SPEECH);
    }

    private Delivery howTheGoodbyeEnded() {
        List<LateVoice.Heard> bye = voice.heard().stream().filter(h -> h.text().equals(goodbye())).toList();
        assertEquals(1, bye.size(), () -> "the goodbye is said once: " + voice.heard());
        return bye.get(0).delivery();
    }

    private void awaitTheGoodbyeStarted() throws InterruptedException {
        String bye = goodbye();
        for (int i = 0; i < 150 && voice.heard().stream().noneMatch(h -> h.text().equals(bye)); i++) {
            Thread.sleep(20);
        }
    }

    /** Waits until the window is hidden (at most {@code limit}); returns the ms from {@code from}. */
    private long msUntilHidden(long from, Duration limit) throws InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (hiddenAt.get() == 0 && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        assertTrue(hiddenAt.get() != 0, "the window closed");
        return (hiddenAt.get() - from) / 1_000_000;
    }

    @Test
    void quitSaysTheWholeGoodbyeBeforeSpeechCloses(FxRobot robot) throws InterruptedException {
        speak(Optional.of(LATE));
        long asked = System.nanoTime();
        robot.interact(window::quit);
        long fxBusyMs = (System.nanoTime() - asked) / 1_000_000;
        assertTrue(fxBusyMs < 1000, "the FX thread was held " + fxBusyMs + " ms");
        // the window still answers while the goodbye is said
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(stage.isShowing(), "closed before the goodbye was said");
        long ms = msUntilHidden(asked, Duration.ofSeconds(10));
        assertEquals(Delivery.SPOKEN, howTheGoodbyeEnded(), () -> "said to its end: " + voice.heard());
        assertTrue(ms >= LATE.toMillis() - 50 && ms < LastSentence.LIMIT.toMillis(), "closed after " + ms + " ms");
        assertTrue(window.log().lines().contains(goodbye()), () -> "shown in the log too: " + window.log().lines());
    }

    @Test
    void theCloseButtonWaitsForTheGoodbyeToo(FxRobot robot) throws InterruptedException {
        speak(Optional.of(LATE));
        long asked = System.nanoTime();
        robot.interact(() -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)));
        assertTrue(stage.isShowing(), "the close request waits for the goodbye");
        long ms = msUntilHidden(asked, Duration.ofSeconds(10));
        assertEquals(Delivery.SPOKEN, howTheGoodbyeEnded(), () -> "said to its end: " + voice.heard());
        assertTrue(ms >= LATE.toMillis() - 50, "closed after " + ms + " ms");
    }

    @Test
    void aGoodbyeThatNeverEndsHoldsTheWindowAtMostFiveSeconds(FxRobot robot) throws InterruptedException {
        speak(Optional.empty());
        long asked = System.nanoTime();
        robot.interact(window::quit);
        long ms = msUntilHidden(asked, Duration.ofSeconds(10));
        assertTrue(ms >= LastSentence.LIMIT.toMillis() - 100 && ms < LastSentence.LIMIT.toMillis() + 1500,
                "closed after " + ms + " ms; " + voice.heard());
        assertEquals(Delivery.INTERRUPTED, howTheGoodbyeEnded(), "speech closed cuts the voice");
    }

    @Test
    void anyKeyCutsTheGoodbyeShort(FxRobot robot) throws InterruptedException {
        speak(Optional.empty());
        long asked = System.nanoTime();
        robot.interact(window::quit);
        awaitTheGoodbyeStarted();
        robot.type(KeyCode.A);
        long ms = msUntilHidden(asked, Duration.ofSeconds(10));
        assertTrue(ms < 3000, "closed after " + ms + " ms");
        assertEquals(Delivery.INTERRUPTED, howTheGoodbyeEnded());
    }
}
