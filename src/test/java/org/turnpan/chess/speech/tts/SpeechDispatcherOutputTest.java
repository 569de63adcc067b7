package org.turnpan.chess.speech.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** speech-dispatcher over one SSIP connection, against a real private daemon ({@link SpeechDispatcherDaemon}). */
class SpeechDispatcherOutputTest {
    private static final Duration LIMIT = Duration.ofSeconds(30);
    private static final String LONG = "Welcome to Turnpan Chess. You play white against the computer. "
            + "Type a move such as e4 or knight f3, or type help to hear every command. "
            + "The board is read from white's side, rank by rank, and every move is said in words.";

    @TempDir
    Path dir;
    private SpeechDispatcherDaemon daemon;

    @BeforeEach
    void startDaemon() throws Exception {
        daemon = SpeechDispatcherDaemon.start(dir);
    }

    @AfterEach
    void stopDaemon() throws Exception {
        daemon.close();
    }

    private SpeechDispatcherOutput output(SpeechDispatcherOutput.Spawner spawner) {
        return new SpeechDispatcherOutput(List.of(daemon.address()), spawner);
    }

    @Test
    void speaksEverySentenceOverOneNamedConnectionAtMessagePriority() throws Exception {
        SpeechDispatcherOutput s = output(SpeechDispatcherOutput.Spawner.none());
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                assertEquals(Delivery.SPOKEN, s.speak(Utterance.of("Pawn to e4.", Locale.ENGLISH)).join());
                assertEquals(Delivery.SPOKEN, s.speak(Utterance.of("Пешка е5.", Locale.forLanguageTag("ru"))).join());
                assertEquals(Delivery.SPOKEN, s.speak(Utterance.of(".hidden line", Locale.ENGLISH)).join());
                assertEquals(Delivery.SPOKEN, s.speak(Utterance.of(".", Locale.ENGLISH)).join());
            });
        } finally {
            s.close();
        }
        List<SpeechDispatcherDaemon.ClientLine> lines = daemon.clientLines();
        assertEquals(1, lines.stream().map(SpeechDispatcherDaemon.ClientLine::connection).distinct().count(),
                "one connection: " + lines);
        List<String> texts = lines.stream().map(SpeechDispatcherDaemon.ClientLine::text).toList();
        assertTrue(texts.contains("SET SELF CLIENT_NAME " + SpeechDispatcherOutput.clientName()), texts.toString());
        assertTrue(texts.contains("SET SELF PRIORITY MESSAGE"), texts.toString());
        assertTrue(texts.contains("SET SELF NOTIFICATION ALL on"), texts.toString());
        assertTrue(texts.contains("SET SELF LANGUAGE ru"), texts.toString());
        assertTrue(texts.contains("..hidden line") && texts.contains(".."), "dot-escaped: " + texts);
        assertTrue(texts.contains("QUIT"), texts.toString());
        assertNeverAll(texts);
    }

    @Test
    void stopCutsOurOwnSentenceWithCancelSelfAndTheNextGoesOutAtOnce() throws Exception {
        SpeechDispatcherOutput s = output(SpeechDispatcherOutput.Spawner.none());
        AtomicInteger begun = new AtomicInteger();
        s.onHeard(h -> {
            if (h.code() == SsipConnection.Event.BEGIN) {
                begun.incrementAndGet();
            }
        });
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                CompletableFuture<Delivery> greeting = s.speak(Utterance.of(LONG, Locale.ENGLISH));
                while (begun.get() == 0) {
                    Thread.sleep(5);
                }
                Thread.sleep(300);
                assertFalse(greeting.isDone(), "the greeting is still being said");
                long cut = System.nanoTime();
                s.stop();
                assertEquals(Delivery.INTERRUPTED, greeting.join());
                CompletableFuture<Delivery> answer = s.speak(Utterance.of("Pawn to e4.", Locale.ENGLISH));
                assertEquals(Delivery.SPOKEN, answer.get(10, TimeUnit.SECONDS));
                assertTrue(System.nanoTime() - cut < Duration.ofSeconds(5).toNanos());
            });
        } finally {
            s.close();
        }
        List<String> texts = daemon.clientLines().stream().map(SpeechDispatcherDaemon.ClientLine::text).toList();
        assertTrue(texts.contains("CANCEL SELF"), texts.toString());
        assertNeverAll(texts);
    }

    @Test
    void aRestartedDaemonIsReconnectedOnce() throws Exception {
        SpeechDispatcherOutput s = output(address -> {
            try {
                daemon.startDaemon(); // the system brings it back, as autospawn would
                return true;
            } catch (Exception e) {
                return false;
            }
        });
        AtomicInteger gone = new AtomicInteger();
        s.whenGone(gone::incrementAndGet);
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                CompletableFuture<Delivery> speaking = s.speak(Utterance.of(LONG, Locale.ENGLISH));
                Thread.sleep(500);
                daemon.kill();
                assertEquals(Delivery.INTERRUPTED, speaking.get(5, TimeUnit.SECONDS), "cut by the crash, never hung");
                assertEquals(Delivery.SPOKEN, s.speak(Utterance.of("Knight to f3.", Locale.ENGLISH)).join());
            });
            assertEquals(0, gone.get());
            assertTrue(s.isAvailable());
        } finally {
            s.close();
        }
    }

    @Test
    void aDaemonThatIsGoneIsSaidOnceAndNothingHangs() throws Exception {
        SpeechDispatcherOutput s = output(SpeechDispatcherOutput.Spawner.none());
        AtomicInteger gone = new AtomicInteger();
        s.whenGone(gone::incrementAndGet);
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                assertEquals(Delivery.SPOKEN, s.speak(Utterance.of("Check.", Locale.ENGLISH)).join());
                CompletableFuture<Delivery> speaking = s.speak(Utterance.of(LONG, Locale.ENGLISH));
                Thread.sleep(300);
                daemon.kill();
                speaking.get(5, TimeUnit.SECONDS);
                assertEquals(Delivery.FAILED, s.speak(Utterance.of("Bishop to c4.", Locale.ENGLISH)).get(5,
                        TimeUnit.SECONDS));
                assertEquals(Delivery.FAILED, s.speak(Utterance.of("Queen to h5.", Locale.ENGLISH)).get(1,
                        TimeUnit.SECONDS), "gone: fails at once");
                s.stop();
            });
            assertEquals(1, gone.get(), "said once");
            assertFalse(s.isAvailable());
        } finally {
            s.close();
        }
    }

    @Test
    void noDaemonAtAllIsSaidOnce() throws Exception {
        daemon.kill();
        SpeechDispatcherOutput s = new SpeechDispatcherOutput(List.of(SsipAddress.unix(dir.resolve("none.sock"))),
                SpeechDispatcherOutput.Spawner.none());
        AtomicInteger gone = new AtomicInteger();
        s.whenGone(gone::incrementAndGet);
        try {
            assertTimeoutPreemptively(LIMIT, () -> {
                assertEquals(Delivery.FAILED, s.speak(Utterance.of("Check.", Locale.ENGLISH)).join());
                assertEquals(Delivery.FAILED, s.speak(Utterance.of("Check.", Locale.ENGLISH)).join());
            });
            assertEquals(1, gone.get());
        } finally {
            s.close();
        }
    }

    /** Never STOP ALL, CANCEL ALL or SET ALL: the user's screen reader speaks through the same daemon. */
    static void assertNeverAll(List<String> texts) {
        for (String t : texts) {
            String u = t.toUpperCase(Locale.ROOT);
            assertFalse(u.matches("(STOP|CANCEL|PAUSE|RESUME|SET) ALL\\b.*"), "never ALL: " + t);
        }
    }
}
