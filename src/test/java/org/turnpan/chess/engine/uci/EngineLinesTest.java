package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.Leaks;

/** The bounds on what an engine writes: line length, lines waiting, lines nobody listens to. */
class EngineLinesTest {
    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    /** {@code count} copies of {@code line} and a newline, produced as they are read. */
    @SuppressWarnings("InputStreamSlowMultibyteRead") // byte by byte on purpose: read counts each byte taken
    private static InputStream lines(long count, String line, AtomicLong read) {
        byte[] one = (line + "\n").getBytes(StandardCharsets.US_ASCII);
        return new InputStream() {
            private long at;

            @Override
            public int read() {
                if (at == count * one.length) {
                    return -1;
                }
                read.incrementAndGet();
                return one[(int) (at++ % one.length)];
            }
        };
    }

    private static String next(EngineLines lines) throws InterruptedException {
        String l = lines.poll(5 * SECOND);
        assertTrue(l != null, "no line within five seconds");
        return l;
    }

    @Test
    void linesAreDeliveredInOrderThenTheEnd() throws Exception {
        EngineLines lines = EngineLines.read(new ByteArrayInputStream("uciok\r\nreadyok\n\nlast".getBytes(
                StandardCharsets.UTF_8)), () -> { });
        assertEquals("uciok", next(lines), "CR LF ends a line too");
        assertEquals("readyok", next(lines));
        assertEquals("", next(lines));
        assertEquals("last", next(lines), "a last line without a newline still counts");
        assertSame(EngineLines.END, next(lines));
        assertSame(EngineLines.END, next(lines), "the end stays the end");
        assertFalse(lines.tooLong());
    }

    @Test
    void linesNobodyListensToAreDroppedAsTheyCome() throws Exception {
        AtomicLong read = new AtomicLong();
        long count = 200_000;
        String line = "info string chatter";
        EngineLines lines = EngineLines.read(lines(count, line, read), () -> { });
        lines.listen(false);
        String first = lines.poll(30 * SECOND);
        assertSame(EngineLines.END, first, "every line dropped, the end kept");
        assertEquals(count * (line.length() + 1), read.get(), "read to the end all the same");
    }

    @Test
    void aListenerThatFallsBehindHoldsAtMostTheCapacity() throws Exception {
        AtomicLong read = new AtomicLong();
        String line = "info depth 1 score cp 0 pv e2e4";
        EngineLines lines = EngineLines.read(lines(10_000, line, read), () -> { });
        long bytes = -1;
        while (bytes != read.get()) {
            bytes = read.get();
            Thread.sleep(200);
        }
        long waiting = bytes / (line.length() + 1);
        assertTrue(waiting <= EngineLines.CAPACITY + 8192 / (line.length() + 1) + 1,
                "the reader stops once the queue is full: " + waiting + " lines read");
        int got = 0;
        for (String l = next(lines); l != EngineLines.END; l = next(lines)) {
            assertEquals(line, l);
            got++;
        }
        assertEquals(10_000, got, "nothing is lost while someone listens");
    }

    @Test
    void aLineLongerThanTheLimitEndsTheReading() throws Exception {
        AtomicInteger killed = new AtomicInteger();
        String fits = "x".repeat(EngineLines.MAX_LINE);
        EngineLines ok = EngineLines.read(new ByteArrayInputStream((fits + "\n").getBytes(StandardCharsets.US_ASCII)),
                killed::incrementAndGet);
        assertEquals(fits, next(ok));
        assertSame(EngineLines.END, next(ok));
        assertFalse(ok.tooLong());

        AtomicLong read = new AtomicLong();
        EngineLines over = EngineLines.read(lines(1, "y".repeat(EngineLines.MAX_LINE + 1), read), killed::incrementAndGet);
        assertSame(EngineLines.END, next(over), "the long line is never delivered");
        assertTrue(over.tooLong());
        assertEquals(1, killed.get(), "the engine is killed once, for the long line only");
    }

    @Test
    void pollWaitsNoLongerThanAsked() throws Exception {
        PipedOutputStream engine = new PipedOutputStream();
        EngineLines lines = EngineLines.read(new PipedInputStream(engine), () -> { });
        long t0 = System.nanoTime();
        assertNull(lines.poll(SECOND / 10));
        assertTrue(System.nanoTime() - t0 < 5 * SECOND);
        engine.close();
        assertSame(EngineLines.END, next(lines));
        Leaks.assertNoneLeft();
    }
}
