package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.speech.tts.SpeechDispatcherDaemon;

/**
 * The window as a player starts it, {@code --voice speechd}, against a real private
 * speech-dispatcher ({@link SpeechDispatcherDaemon}), in a JVM of its own (Monocle's headless
 * screen, so the whole start path runs: the window built and shown, its board focused, the voice
 * chosen in the background from {@code SPEECHD_ADDRESS}): the opening greeting reaches the daemon
 * and is spoken to its end (702 END in the daemon's log), and so is the board's focus sentence.
 * Before the fix neither was ever sent: the focus sentence cut the greeting while the voice loaded.
 */
class WindowSpeechDispatcherTest {
    private static final Duration LIMIT = Duration.ofSeconds(90);

    @TempDir
    Path dir;
    private SpeechDispatcherDaemon daemon;
    private Process window;

    @BeforeEach
    void startDaemon() throws Exception {
        daemon = SpeechDispatcherDaemon.start(Files.createDirectories(dir.resolve("speechd")));
    }

    @AfterEach
    void stop() throws Exception {
        if (window != null) {
            window.destroy();
            if (!window.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                window.destroyForcibly();
            }
        }
        daemon.close();
    }

    private Process startWindow() throws IOException {
        Path home = Files.createDirectories(dir.resolve("home"));
        ProcessBuilder pb = ForkedJvm.process("512m", List.of("-Duser.home=" + home, "-Dglass.platform=Monocle",
                "-Dmonocle.platform=Headless", "-Dprism.order=sw", "-Dprism.text=t2k"), ForkedJvm.PROGRAM,
                "--voice", "speechd", "--lang", "en");
        pb.environment().putAll(daemon.environment());
        pb.environment().put("HOME", home.toString());
        pb.environment().put("XDG_CONFIG_HOME", home.resolve(".config").toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve(".local").toString());
        pb.environment().put("XDG_CACHE_HOME", home.resolve(".cache").toString());
        pb.redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile());
        return pb.start();
    }

    @Test
    void theGreetingAndTheBoardAreSpokenToTheirEndAtStart() throws Exception {
        window = startWindow();
        long until = System.nanoTime() + LIMIT.toNanos();
        Optional<String> greeting = Optional.empty();
        Optional<String> board = Optional.empty();
        while (greeting.isEmpty() || board.isEmpty()) {
            if (System.nanoTime() > until) {
                fail("not both spoken to their END within " + LIMIT.toSeconds() + " s: greeting " + greeting
                        + ", board " + board + "; our lines: " + daemon.clientLines() + "\nerr: "
                        + Files.readString(dir.resolve("err.txt")));
            }
            assertTrue(window.isAlive(), () -> "the window ended: " + read("err.txt"));
            Thread.sleep(200);
            String log = daemon.log();
            greeting = spokenToItsEnd(log, "New game.");
            board = spokenToItsEnd(log, "Chess board.");
        }
    }

    /** The message id of the sentence starting with {@code start}, when the daemon sent its 702 END. */
    private static Optional<String> spokenToItsEnd(String log, String start) {
        int at = log.indexOf("DATA:|" + start);
        if (at < 0) {
            return Optional.empty();
        }
        Matcher queued = Pattern.compile("REPLY:\\|225-(\\d+)").matcher(log);
        if (!queued.find(at)) {
            return Optional.empty();
        }
        String id = queued.group(1);
        return Pattern.compile("REPLY:\\|702-" + id + "\\s").matcher(log).find(queued.end())
                ? Optional.of(id) : Optional.empty();
    }

    private String read(String name) {
        try {
            return Files.readString(dir.resolve(name));
        } catch (IOException e) {
            return e.toString();
        }
    }
}
