package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;

/**
 * A line just under the piped line limit is accepted and read as a move or a command: it is answered
 * with a sentence at once, not after seconds of reading a page as a move (a million Cyrillic letters
 * took 6.5 s of CPU, transliterated as a move again and again), nor after minutes (a million "!" and an
 * "x": the pattern that dropped a command word's end marks backtracked over the whole run, quadratic;
 * a move followed by half a million check marks, each joined to the move by copying it: 32 s; a quarter
 * million here, the line's work then linear over as many words).
 * The real console in its own JVM of 512 MB, the lines piped one by one; the work each line costs is
 * the process's CPU time from before the line to its answer, with a bound several times what the
 * answer costs now and well under what it cost (a hang fails on the wall-time deadline).
 */
class AcceptedLongLineTest {
    /** CPU time one accepted line may cost: now about 0.7 s on a loaded machine, 6.5 s before. */
    private static final Duration BOUND = Duration.ofMillis(3000);
    private static final Duration DEADLINE = Duration.ofSeconds(90);

    @Test
    void aMillionCyrillicLettersOrMarksAreAnsweredAtOnceAndTheGameGoesOn(@TempDir Path data) throws Exception {
        Process p = ForkedJvm.process("512m", ForkedJvm.PROGRAM, "console", "--data", data.toString(), "--voice",
                "none", "--lang", "ru").redirectErrorStream(true).start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    lines.add(line);
                }
            } catch (java.io.IOException e) {
                lines.add("read failed: " + e);
            }
        });
        reader.setDaemon(true);
        reader.start();
        try {
            Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
            send(in, "e4");
            awaitLine(lines, "Ход белых — пешка на e4");
            List<String> pasted = List.of("ж".repeat(LineSource.LONGEST_LINE - 1),
                    "!".repeat(LineSource.LONGEST_LINE - 2) + "x", "e5" + " +".repeat(LineSource.LONGEST_LINE / 4));
            for (String line : pasted) {
                Duration before = cpu(p);
                send(in, line);
                // the answer in the session's language, echoing the start of the line
                awaitLine(lines, "Не понимаю «" + line.substring(0, 10));
                Duration cost = cpu(p).minus(before);
                assertTrue(cost.compareTo(BOUND) < 0, "a line of " + line.length() + " '" + line.charAt(0) + "' cost "
                        + cost.toMillis() + " ms of CPU");
            }
            send(in, "e5");
            awaitLine(lines, "Ход чёрных — пешка на e5");
            in.close();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the console ends at the end of its input");
        } finally {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static void send(Writer in, String line) throws java.io.IOException {
        in.write(line + "\n");
        in.flush();
    }

    private static Duration cpu(Process p) {
        return p.info().totalCpuDuration().orElseThrow(() -> new AssertionError("no CPU time for the process"));
    }

    private static void awaitLine(BlockingQueue<String> lines, String start) throws InterruptedException {
        List<String> seen = new ArrayList<>();
        long end = System.nanoTime() + DEADLINE.toNanos();
        while (System.nanoTime() < end) {
            String line = lines.poll(100, TimeUnit.MILLISECONDS);
            if (line == null) {
                continue;
            }
            if (line.startsWith(start)) {
                return;
            }
            seen.add(line);
        }
        fail("no line starting with " + start + " within " + DEADLINE.toSeconds() + " s; saw " + seen);
    }
}
