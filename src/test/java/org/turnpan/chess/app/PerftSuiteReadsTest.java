package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.files.TimedRead;
import org.turnpan.chess.speech.Catalogue;
import picocli.CommandLine;

/**
 * Issue 24: {@code perft --suite} reads its file once (before, it read the first bytes to look for a
 * NUL, then the whole file again, the second read unbounded in time), counted through the seam it
 * reads by; a binary file is refused from that one read, with the sentence it had.
 */
class PerftSuiteReadsTest {
    @TempDir
    Path dir;

    @Test
    void aSuiteIsCheckedInOneRead() throws IOException {
        Path file = dir.resolve("start.epd");
        Files.writeString(file, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400\n",
                StandardCharsets.UTF_8);
        AtomicInteger reads = new AtomicInteger();
        StringWriter out = new StringWriter();
        assertEquals(0, perft(file, reads, out, new StringWriter()));
        assertTrue(out.toString().contains("2 passed, 0 failed"), out.toString());
        assertEquals(1, reads.get());
    }

    @Test
    void aBinaryFileIsRefusedFromTheSameRead() throws IOException {
        Path file = dir.resolve("image.epd");
        Files.write(file, new byte[] {'r', 'n', 0, 1, 2, '\n'});
        AtomicInteger reads = new AtomicInteger();
        StringWriter err = new StringWriter();
        assertEquals(2, perft(file, reads, new StringWriter(), err));
        assertEquals(CliText.notText(file, Catalogue.forLocale(Locale.ENGLISH)),
                err.toString().strip());
        assertEquals(1, reads.get());
    }

    private static int perft(Path file, AtomicInteger reads, StringWriter out, StringWriter err) throws IOException {
        PerftCommand perft = new PerftCommand();
        perft.reads = (path, from) -> {
            reads.incrementAndGet();
            return TimedRead.FILES.open(path, from);
        };
        return new CommandLine(perft).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute("--suite", file.toString(), "--lang", "en");
    }
}
