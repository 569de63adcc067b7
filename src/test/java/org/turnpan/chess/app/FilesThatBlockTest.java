package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;

/**
 * Issue 21, item 8: {@code /proc/kmsg} is a regular file whose read blocks for ever (it waits for
 * the kernel's next message); {@code pgn check}, {@code --pgn} and {@code open} hung on it. A file
 * of a system filesystem is refused up front with a sentence, as a pipe or a device is; any other
 * read of an outside file is bounded in time ({@code session.files.TimedReadTest}). Each run here must
 * answer within a minute (it never did).
 */
class FilesThatBlockTest {
    private static final String KMSG = "/proc/kmsg";
    private static final String SENTENCE = "kmsg is a file of the operating system, not an ordinary file, so it was left alone.";

    @TempDir
    Path dir;

    @Test
    void pgnCheckRefusesAKernelFile() throws Exception {
        assertTrue(Files.exists(Path.of(KMSG)), "this test needs Linux's " + KMSG);
        List<String> out = run("", "pgn", "check", KMSG);
        assertTrue(out.contains(SENTENCE), out.toString());
    }

    @Test
    void theConsoleRefusesAKernelFileByPgnAndByOpen() throws Exception {
        List<String> out = run("open " + KMSG + "\nquit\n", "console", "--voice", "none", "--data",
                dir.resolve("data").toString(), "--pgn", KMSG);
        assertEquals(2, out.stream().filter(l -> l.contains(SENTENCE)).count(), out.toString());
    }

    private List<String> run(String input, String... args) throws IOException, InterruptedException {
        Path log = dir.resolve("out-" + System.nanoTime() + ".txt");
        Process p = ForkedJvm.process("256m", ForkedJvm.PROGRAM, args).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try (Writer in = new java.io.OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            in.write(input);
        }
        boolean ended = p.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly().waitFor();
        }
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        assertTrue(ended, "no answer in a minute: " + String.join(" ", args) + "\n" + String.join("\n", lines));
        return lines;
    }
}
