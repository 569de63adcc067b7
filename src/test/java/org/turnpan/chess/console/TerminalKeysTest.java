package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import org.jline.utils.NonBlockingReader;
import org.junit.jupiter.api.Test;

/**
 * The terminal's keys read in bulk: what a read brings is decoded whole, a character split between
 * reads is joined, a paste is taken up to the next key that is not printable, and Ctrl+C drops what
 * was read and not yet taken.
 */
class TerminalKeysTest {

    @Test
    void aReadBringsEverythingWaitingAndTheKeysComeOneByOne() throws IOException {
        TerminalKeys keys = new TerminalKeys(new ByteArrayInputStream(bytes("e4\re5\r")), StandardCharsets.UTF_8);
        StringBuilder typed = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            typed.append((char) keys.read(100));
        }
        assertEquals("e4\re5\r", typed.toString());
        assertEquals(new TerminalKeys.ReadCount(1, 6), keys.readCount());
        assertEquals(NonBlockingReader.READ_EXPIRED, keys.read(20), "nothing more was typed");
    }

    @Test
    void aCharacterSplitBetweenReadsIsJoined() throws IOException {
        byte[] russian = bytes("ферзь");
        TerminalKeys keys = new TerminalKeys(new Pieces(russian, 1), StandardCharsets.UTF_8);
        StringBuilder line = new StringBuilder();
        assertEquals(5, keys.takePrintable(line, 100, 20));
        assertEquals("ферзь", line.toString());
        assertEquals(new TerminalKeys.ReadCount(10, 10), keys.readCount());
    }

    @Test
    void aPasteIsTakenUpToTheKeyThatIsNotPrintableAndKeptUpToTheRoom() throws IOException {
        String pasted = "Nf3 ".repeat(50_000) + "жж";
        TerminalKeys keys = new TerminalKeys(new Pieces(bytes(pasted + "\re5\r"), 4096), StandardCharsets.UTF_8);
        StringBuilder line = new StringBuilder();
        assertEquals(pasted.length(), keys.takePrintable(line, 1_000, 20));
        assertEquals(pasted.substring(0, 1_000), line.toString());
        assertEquals('\r', keys.read(100), "Enter is left for the editor");
        StringBuilder next = new StringBuilder();
        assertEquals(2, keys.takePrintable(next, 1_000, 20));
        assertEquals("e5", next.toString());
        assertEquals(0, keys.takePrintable(next, 1_000, 20), "Enter is not printable");
        TerminalKeys.ReadCount count = keys.readCount();
        assertEquals(bytes(pasted + "\re5\r").length, count.bytes());
        assertEquals((count.bytes() + 4095) / 4096, count.reads(), "one read per piece the terminal handed over");
    }

    @Test
    void ctrlCDropsWhatWasReadAndNotYetTaken() throws IOException {
        Pieces tty = new Pieces(bytes("e4 e5 Nf3 Nc6\r"), 64);
        TerminalKeys keys = new TerminalKeys(tty, StandardCharsets.UTF_8);
        assertEquals('e', keys.read(100));
        Thread.currentThread().interrupt();
        assertThrows(InterruptedIOException.class, () -> keys.read(100));
        tty.add(bytes("quit\r"));
        StringBuilder line = new StringBuilder();
        keys.takePrintable(line, 100, 20);
        assertEquals("quit", line.toString(), "the rest of the interrupted line was dropped");
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /** A terminal's input handing its bytes over in pieces of at most {@code piece} bytes a read. */
    /**
     * A paste comes a pty buffer at a time, the next only after the program read the last and the
     * terminal had its turn: the program looks again at once, not after a millisecond. Ten megabytes
     * in 4 KB buffers, each waiting one empty look: the pauses asked for add up to 2,560 x 20 us
     * (0.05 s). A fixed millisecond after each buffer added up to 2.56 s (1.9 s to the answer in tmux).
     */
    @Test
    void aPasteHandedOverBufferByBufferIsReadWithoutAMillisecondBetweenBuffers() throws IOException {
        int size = 10_000_000;
        int buffer = 4_096;
        Pieces tty = new Pieces(bytes("x".repeat(size) + "\r"), buffer);
        long[] paused = new long[2];
        Pieces.Turns turns = tty.withTurns();
        // the time moves only by the pauses asked for: however slow the machine, the paste's gap never runs out
        TerminalKeys keys = new TerminalKeys(turns, StandardCharsets.UTF_8, nanos -> {
            paused[0] += nanos;
            paused[1]++;
            turns.terminalsTurn();
        }, () -> paused[0]);
        StringBuilder line = new StringBuilder();
        assertEquals(size, keys.takePrintable(line, 100, 5));
        assertEquals('\r', keys.read(100));
        long buffers = ((long) size + buffer) / buffer;
        assertEquals(buffers - 1, paused[1], "one empty look while the terminal hands over each next buffer");
        assertTrue(paused[0] <= buffers * 20_000L, () -> "pauses added up to " + paused[0] / 1_000_000 + " ms");
    }

    private static final class Pieces extends InputStream {
        private final Deque<byte[]> waiting = new ArrayDeque<>();
        private final int piece;

        Pieces(byte[] all, int piece) {
            this.piece = piece;
            add(all);
        }

        void add(byte[] more) {
            for (int at = 0; at < more.length; at += piece) {
                waiting.add(Arrays.copyOfRange(more, at, Math.min(more.length, at + piece)));
            }
        }

        @Override
        public int read() {
            throw new UnsupportedOperationException("a terminal's keys are read in bulk");
        }

        @Override
        public int read(byte[] b, int off, int len) {
            byte[] next = waiting.poll();
            if (next == null) {
                return -1; // nothing typed within the read's tenth of a second
            }
            if (next.length > len) {
                waiting.addFirst(Arrays.copyOfRange(next, len, next.length));
                next = Arrays.copyOf(next, len);
            }
            System.arraycopy(next, 0, b, off, next.length);
            return next.length;
        }

        @Override
        public int available() {
            byte[] next = waiting.peek();
            return next == null ? 0 : next.length;
        }

        Turns withTurns() {
            return new Turns();
        }

        /** These pieces, each handed over only after one look found nothing: the terminal's turn to write. */
        final class Turns extends InputStream {
            private boolean handedOver = true;

            void terminalsTurn() {
                handedOver = true;
            }

            @Override
            public int read() {
                throw new UnsupportedOperationException("a terminal's keys are read in bulk");
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (!handedOver) {
                    return 0;
                }
                handedOver = false;
                return Pieces.this.read(b, off, len);
            }

            @Override
            public int available() {
                return handedOver ? Pieces.this.available() : 0;
            }
        }
    }
}
