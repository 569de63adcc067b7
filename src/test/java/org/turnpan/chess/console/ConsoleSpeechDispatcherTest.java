package org.turnpan.chess.console;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.speech.tts.SpeechDispatcherDaemon;
import org.turnpan.chess.speech.tts.SpeechDispatcherDaemon.ClientLine;

/**
 * The console as a player runs it, {@code console --voice speechd}, against a real private
 * speech-dispatcher ({@link SpeechDispatcherDaemon}), judged from the daemon's own log: one
 * connection; a move typed during the greeting cuts it with CANCEL SELF; never ALL; the goodbye is
 * spoken to its end (its END event is sent before the program says QUIT); a daemon killed mid-game
 * is reconnected or said to be gone, and nothing hangs.
 */
class ConsoleSpeechDispatcherTest {
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @TempDir
    Path dir;
    private SpeechDispatcherDaemon daemon;
    private Process console;

    @BeforeEach
    void startDaemon() throws Exception {
        daemon = SpeechDispatcherDaemon.start(Files.createDirectories(dir.resolve("speechd")));
    }

    @AfterEach
    void stop() throws Exception {
        if (console != null) {
            console.destroyForcibly();
        }
        daemon.close();
    }

    private Process startConsole() throws IOException {
        Path home = Files.createDirectories(dir.resolve("home"));
        ProcessBuilder pb = ForkedJvm.process("256m", List.of("-Duser.home=" + home), ForkedJvm.PROGRAM,
                "console", "--voice", "speechd", "--data", home.resolve("data").toString());
        pb.environment().putAll(daemon.environment());
        pb.environment().put("HOME", home.toString());
        pb.environment().put("XDG_CONFIG_HOME", home.resolve(".config").toString());
        pb.environment().put("XDG_DATA_HOME", home.resolve(".local").toString());
        pb.redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile());
        return pb.start();
    }

    private void type(String line) throws IOException {
        OutputStream in = console.getOutputStream();
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    private void awaitSound(long since) throws InterruptedException {
        long until = System.nanoTime() + LIMIT.toNanos();
        while (daemon.ear().firstAudibleAfter(since).isEmpty()) {
            assertTrue(System.nanoTime() < until, "nothing was heard");
            assertTrue(console.isAlive(), "the console ended");
            Thread.sleep(10);
        }
    }

    private List<String> ourLines() throws IOException {
        List<ClientLine> lines = daemon.clientLines();
        assertEquals(1, lines.stream().map(ClientLine::connection).distinct().count(), "one connection: " + lines);
        return lines.stream().map(ClientLine::text).toList();
    }

    @Test
    void aMoveTypedDuringTheGreetingCutsItAndTheGoodbyeIsHeardToItsEnd() throws Exception {
        long start = System.nanoTime();
        console = startConsole();
        awaitSound(start);
        Thread.sleep(400); // the greeting is being heard
        type("e4");
        Thread.sleep(2500);
        type("quit");
        console.getOutputStream().close();
        assertTrue(console.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS), "the console ends");
        assertEquals(0, console.exitValue(), Files.readString(dir.resolve("err.txt")));

        List<String> said = ourLines();
        int firstSpeak = said.indexOf("SPEAK");
        int cancel = said.indexOf("CANCEL SELF");
        assertTrue(firstSpeak >= 0 && cancel > firstSpeak, "the greeting is cut with CANCEL SELF: " + said);
        assertTrue(said.subList(cancel, said.size()).contains("SPEAK"), "the answer follows the cut: " + said);
        for (String t : said) {
            assertFalse(t.toUpperCase(java.util.Locale.ROOT).matches("(STOP|CANCEL|SET) ALL\\b.*"), "never ALL: " + t);
        }
        int quit = said.lastIndexOf("QUIT");
        assertTrue(quit > 0, "the connection is closed with QUIT: " + said);
        assertTrue(said.get(said.lastIndexOf("SPEAK") + 1).startsWith("Goodbye."), "the goodbye is last: " + said);
        // heard to its end: the daemon sent END (702) for it before our QUIT; or, on a machine so slow
        // that it took longer, it was cut by the 5 s bound, not sooner
        String log = daemon.log();
        Matcher queued = Pattern.compile("REPLY:\\|225-(\\d+)").matcher(log);
        String goodbye = null;
        while (queued.find()) {
            goodbye = queued.group(1);
        }
        int quitAt = log.lastIndexOf("DATA:|QUIT");
        Matcher end = Pattern.compile("REPLY:\\|702-" + goodbye + "\\s").matcher(log);
        int endAt = end.find() ? end.start() : -1;
        if (endAt < 0 || endAt > quitAt) {
            double spokenFor = seconds(log, log.lastIndexOf("DATA:|CANCEL SELF")) - seconds(log, log.lastIndexOf("DATA:|SPEAK"));
            assertTrue((endAt < quitAt && endAt >= 0) || spokenFor >= 4.5,
                    "the goodbye was cut after " + spokenFor + " s, before its end and before the 5 s bound");
        }
    }

    /** The time of the log line holding {@code at}: "[Wed Dec  2 03:03:14 2026 : 739509]" gives 11,594.739509. */
    private static double seconds(String log, int at) {
        int open = log.lastIndexOf('[', at);
        Matcher m = Pattern.compile("(\\d\\d):(\\d\\d):(\\d\\d) \\d{4} : (\\d+)\\]").matcher(log.substring(open, at));
        assertTrue(m.find(), "a time in " + log.substring(open, at));
        return Integer.parseInt(m.group(1)) * 3600 + Integer.parseInt(m.group(2)) * 60 + Integer.parseInt(m.group(3))
                + Integer.parseInt(m.group(4)) / 1e6;
    }

    @Test
    void aDaemonKilledMidGameIsReconnectedOrSaidGoneAndNothingHangs() throws Exception {
        long start = System.nanoTime();
        console = startConsole();
        awaitSound(start);
        type("e4");
        Thread.sleep(1000);
        daemon.kill();
        type("board");
        Thread.sleep(1000);
        type("time");
        type("quit");
        console.getOutputStream().close();
        assertTrue(console.waitFor(LIMIT.toSeconds(), TimeUnit.SECONDS), "never hangs");
        assertEquals(0, console.exitValue(), Files.readString(dir.resolve("err.txt")));
        List<String> out = Files.readAllLines(dir.resolve("out.txt"), StandardCharsets.UTF_8);
        long gone = out.stream().filter(l -> l.startsWith("Speech Dispatcher is not answering")).count();
        assertEquals(1, gone, "said once: " + out);
    }
}
