package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.session.files.TimedRead;

/**
 * Issue 24: {@code pgn check} reads a file once (before, it read the first bytes to look for a NUL,
 * then the whole file), counted through the seam the check reads by; a binary file is refused from
 * that one read.
 */
class PgnCheckReadsTest {
    @TempDir
    Path dir;

    @Test
    void aFileIsCheckedInOneRead() throws Exception {
        Path file = dir.resolve("two.pgn");
        Files.writeString(file, "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 Ke7 *\n", StandardCharsets.UTF_8);
        AtomicInteger reads = new AtomicInteger();
        assertEquals(1, check(file, reads), "a problem in game 2");
        assertEquals(1, reads.get());
    }

    @Test
    void aBinaryFileIsRefusedFromTheSameRead() throws Exception {
        Path file = dir.resolve("image.pgn");
        Files.write(file, new byte[] {'[', 'W', 0, 1, 2, '\n'});
        AtomicInteger reads = new AtomicInteger();
        assertEquals(1, check(file, reads));
        assertEquals(1, reads.get());
    }

    private static int check(Path file, AtomicInteger reads) {
        PgnCommand.Check check = new PgnCommand.Check();
        check.files = List.of(file);
        check.reads = new FileBytes() {
            @Override
            public InputStream open(Path path, long from) throws IOException {
                reads.incrementAndGet();
                return TimedRead.FILES.open(path, from);
            }
        };
        return check.call();
    }
}
