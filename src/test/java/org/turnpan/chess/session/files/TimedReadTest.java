package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 21, item 8: a read of an outside file that blocks is stopped after the stall time. A FIFO
 * with a writer that never writes stands for any file whose read blocks (a hung network disk,
 * {@code /proc/kmsg}): opened for reading and writing here, it is opened without waiting, and its
 * read would wait for ever.
 */
class TimedReadTest {
    @TempDir
    Path dir;

    @Test
    void aReadThatGetsNothingIsStoppedAfterTheStallTime() throws Exception {
        Path fifo = dir.resolve("silent");
        assertTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "mkfifo");
        RandomAccessFile writerThatNeverWrites = new RandomAccessFile(fifo.toFile(), "rw");
        try {
            long start = System.nanoTime();
            assertThrows(TimedRead.Stalled.class, () -> TimedRead.readNBytes(fifo, 100, Duration.ofMillis(300)));
            long took = Duration.ofNanos(System.nanoTime() - start).toMillis();
            assertTrue(took < 20_000, took + " ms");
        } finally {
            writerThatNeverWrites.close();
        }
    }

    @Test
    void aFileIsReadWholeAndSystemFilesAreTold() throws Exception {
        Path file = Files.write(dir.resolve("game.pgn"), "1. e4 *\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertArrayEquals(Files.readAllBytes(file), TimedRead.readNBytes(file, 1000));
        assertTrue(TimedRead.onSystemFilesystem(Path.of("/proc/self/status")));
        assertTrue(ReadableFile.problem(Path.of("/proc/kmsg")).orElseThrow() instanceof StoreProblem.SystemFile);
        assertTrue(ReadableFile.problem(file).isEmpty());
    }
}
