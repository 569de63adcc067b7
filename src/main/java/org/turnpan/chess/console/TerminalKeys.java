package org.turnpan.chess.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import org.jline.utils.NonBlockingReader;

/**
 * The keys typed at a terminal, read from its input in bulk and decoded together. JLine's own
 * reader asks the terminal for one byte per system call (about 4 µs a byte: a pasted line of two
 * million characters took 13.6 s to be answered); this one takes everything waiting, up to 64 KB a
 * call, so a paste costs one read per few kilobytes (the kernel hands a terminal's input over in
 * pieces of up to 4 KB).
 *
 * <p>Reads follow the terminal's raw mode as JLine's editor sets it (VMIN 0, VTIME 1: a read returns
 * what is waiting, or nothing after a tenth of a second); a wait shorter than that looks at what is
 * waiting without blocking. A typed character waits for nobody. The end of a terminal's input is a
 * read error (the terminal hung up), as for JLine's reader. When the reading thread is interrupted
 * (Ctrl+C: the kernel drops the input not yet read) what was read and not yet taken is dropped too,
 * so no part of the line being discarded comes back as the next line.
 */
final class TerminalKeys extends NonBlockingReader {
    private static final int BUFFER = 1 << 16;
    /** The first look again for waiting input, and the longest pause between looks. */
    private static final long FIRST_PAUSE_NANOS = 20_000;
    private static final long LONGEST_PAUSE_NANOS = 1_000_000;
    /** How long a read blocks at most in raw mode: VTIME 1, a tenth of a second. */
    private static final long READ_BLOCKS_MILLIS = 100;

    private final InputStream tty;
    private final CharsetDecoder decoder;
    /** Bytes read and not yet decoded (a character's first bytes), ready to be read from. */
    private final ByteBuffer bytes = ByteBuffer.allocate(BUFFER);
    /** Characters decoded and not yet taken, ready to be read from. */
    private final CharBuffer chars = CharBuffer.allocate(BUFFER);
    /** Waits the nanoseconds given between looks for input ({@link LockSupport#parkNanos}; a test counts them). */
    private final LongConsumer pause;
    /** The time in nanoseconds ({@link System#nanoTime}; a test's own, moved only by the pauses). */
    private final LongSupplier clock;
    private long reads;
    private long bytesRead;

    /** How many reads of the terminal brought bytes, and how many bytes they brought together. */
    record ReadCount(long reads, long bytes) {
    }

    /** The keys of the terminal whose input is {@code tty}, in its {@code encoding}. */
    TerminalKeys(InputStream tty, Charset encoding) {
        this(tty, encoding, LockSupport::parkNanos, System::nanoTime);
    }

    /**
     * As {@link #TerminalKeys(InputStream, Charset)}, pausing between looks for input with {@code pause}
     * and telling the time by {@code clock}.
     */
    TerminalKeys(InputStream tty, Charset encoding, LongConsumer pause, LongSupplier clock) {
        this.tty = tty;
        this.pause = pause;
        this.clock = clock;
        this.decoder = encoding.newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        bytes.flip();
        chars.flip();
    }

    synchronized ReadCount readCount() {
        return new ReadCount(reads, bytesRead);
    }

    @Override
    protected synchronized int read(long timeout, boolean isPeek) throws IOException {
        checkInterrupted();
        if (!chars.hasRemaining() && !fill(timeout)) {
            return READ_EXPIRED;
        }
        return isPeek ? chars.get(chars.position()) : chars.get();
    }

    @Override
    public synchronized int readBuffered(char[] b, int off, int len, long timeout) throws IOException {
        if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        }
        checkInterrupted();
        if (len == 0) {
            return 0;
        }
        if (!chars.hasRemaining() && !fill(timeout)) {
            return 0; // nothing came in time, as JLine's reader answers
        }
        int n = Math.min(len, chars.remaining());
        chars.get(b, off, n);
        return n;
    }

    @Override
    public synchronized int available() {
        return chars.remaining();
    }

    /** Drops what is held; the terminal's input stays open (it is the process's standard input), as JLine leaves it. */
    @Override
    public synchronized void close() {
        dropWhatIsHeld();
    }

    /**
     * Takes the printable characters that come next (no control character, no Delete): those waiting
     * and those that follow within {@code gapMillis} of each other, as a paste comes. The first
     * {@code room} of them are appended to {@code line}, the rest are read and dropped. Returns how
     * many characters were taken: 0 when the next key is not printable or none came.
     */
    synchronized long takePrintable(StringBuilder line, long room, long gapMillis) throws IOException {
        long taken = 0;
        long kept = 0;
        while (true) {
            checkInterrupted();
            if (!chars.hasRemaining() && !fill(gapMillis)) {
                return taken;
            }
            char[] decoded = chars.array();
            int start = chars.position();
            int stop = start;
            while (stop < chars.limit() && printable(decoded[stop])) {
                stop++;
            }
            int keep = (int) Math.min(stop - start, Math.max(0, room - kept));
            line.append(decoded, start, keep);
            kept += keep;
            taken += stop - start;
            chars.position(stop);
            if (chars.hasRemaining()) {
                return taken; // a key that is not printable comes next
            }
        }
    }

    private static boolean printable(char c) {
        return c >= ' ' && c != 0x7f;
    }

    /** Decodes what is waiting, reading the terminal when nothing is; false when nothing came within {@code timeout} ms (0: no limit). */
    private boolean fill(long timeout) throws IOException {
        long deadline = timeout > 0 ? clock.getAsLong() + timeout * 1_000_000 : Long.MAX_VALUE;
        while (!decode()) {
            if (!waitForInput(deadline)) {
                return false;
            }
            bytes.compact();
            int n;
            try {
                n = tty.read(bytes.array(), bytes.arrayOffset() + bytes.position(), bytes.remaining());
            } finally {
                bytes.flip();
            }
            if (n > 0) {
                bytes.limit(bytes.limit() + n);
                reads++;
                bytesRead += n;
            } else {
                checkInterrupted();
                if (clock.getAsLong() >= deadline) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Waits, without blocking in a read, until input is waiting, for a deadline nearer than a read
     * would block; true when a read may follow (input is waiting or the deadline is far enough).
     */
    private boolean waitForInput(long deadline) throws IOException {
        if (deadline - clock.getAsLong() >= READ_BLOCKS_MILLIS * 1_000_000) {
            return true;
        }
        // a paste comes a pty buffer (about 4 KB) at a time, the next one as soon as the last was read:
        // look again within microseconds, and back off to a millisecond only while nothing comes (a fixed
        // millisecond's sleep after every buffer made a 10 MB paste take 1.9 s instead of 0.3 s)
        long pauseNanos = FIRST_PAUSE_NANOS;
        while (true) {
            int waiting;
            try {
                waiting = tty.available();
            } catch (IOException e) {
                return true; // no count of what is waiting here: the read says
            }
            if (waiting > 0) {
                return true;
            }
            if (clock.getAsLong() >= deadline) {
                return false;
            }
            pause.accept(pauseNanos);
            if (Thread.interrupted()) {
                dropWhatIsHeld();
                throw new InterruptedIOException();
            }
            pauseNanos = Math.min(pauseNanos * 2, LONGEST_PAUSE_NANOS);
        }
    }

    /** Decodes the bytes waiting into the characters; true when there is a character to take. */
    private boolean decode() {
        if (bytes.hasRemaining() && !chars.hasRemaining()) {
            chars.clear();
            decoder.decode(bytes, chars, false);
            chars.flip();
        }
        return chars.hasRemaining();
    }

    private void checkInterrupted() throws InterruptedIOException {
        if (Thread.interrupted()) {
            dropWhatIsHeld();
            throw new InterruptedIOException();
        }
    }

    private void dropWhatIsHeld() {
        bytes.clear().flip();
        chars.clear().flip();
        decoder.reset();
    }
}
