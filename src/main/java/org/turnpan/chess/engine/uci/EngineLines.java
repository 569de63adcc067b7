package org.turnpan.chess.engine.uci;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The lines an engine writes, read on a daemon thread within fixed bounds, so that no engine can
 * take the heap: a line is at most {@link #MAX_LINE} characters (a longer one ends the reading
 * and {@link #tooLong()} says so), at most {@link #CAPACITY} lines wait to be read (the engine then
 * waits for us, as a pipe does), and lines that come while nobody listens (between searches) are
 * dropped as they arrive. After the last line comes {@link #END}, also after a line too long.
 * <p>
 * Worst case held: {@code CAPACITY × MAX_LINE} characters, 256 × 64 Ki × 2 bytes = 32 MiB.
 */
final class EngineLines {
    /** Longest line read, in characters: a UCI line is under 1 KiB; a pv of 500 moves is 2.5 KiB. */
    static final int MAX_LINE = 64 * 1024;
    /** Lines waiting at most. */
    static final int CAPACITY = 256;
    /** The line after the last one (compared by identity). */
    static final String END = new String("<end of the engine's output>");
    private static final long RETRY_MS = 50;

    private final BlockingQueue<String> queue = new ArrayBlockingQueue<>(CAPACITY);
    private final Runnable onTooLong;
    private volatile boolean listening = true;
    private volatile boolean tooLong;
    private volatile boolean ended;

    private EngineLines(Runnable onTooLong) {
        this.onTooLong = onTooLong;
    }

    /**
     * Starts reading {@code output} (UTF-8) on a daemon thread, listening at once (for the
     * handshake). {@code onTooLong} runs on that thread when a line is too long (to kill the engine).
     */
    static EngineLines read(InputStream output, Runnable onTooLong) {
        EngineLines lines = new EngineLines(onTooLong);
        Thread reader = new Thread(() -> lines.readAll(output), "turnpan-uci-reader");
        reader.setDaemon(true);
        reader.start();
        return lines;
    }

    /** Whether lines are kept for {@link #poll}; off between searches, when what comes is dropped. */
    void listen(boolean on) {
        listening = on;
        if (!on) {
            dropWaiting();
        }
    }

    /** Drops the lines waiting (a search's leftovers); {@link #END} stays. */
    void dropWaiting() {
        queue.removeIf(l -> l != END);
    }

    /**
     * The next line, {@link #END} after the last (and ever after), or null when none came within
     * {@code nanos}. While nobody listens only the end is given: a line the reader was queueing as
     * listening stopped is dropped here too, so a poll cannot take it before the reader drops it.
     */
    String poll(long nanos) throws InterruptedException {
        if (ended) {
            return END;
        }
        long deadline = System.nanoTime() + Math.max(0, nanos);
        String line;
        do {
            line = queue.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } while (line != null && line != END && !listening);
        ended = line == END;
        return line;
    }

    /** True once the engine wrote a line longer than {@link #MAX_LINE} characters (reading stopped there). */
    boolean tooLong() {
        return tooLong;
    }

    private void readAll(InputStream output) {
        try (Reader in = new InputStreamReader(output, StandardCharsets.UTF_8)) {
            char[] buf = new char[8192];
            StringBuilder line = new StringBuilder();
            int n;
            while ((n = in.read(buf)) > 0) {
                int start = 0;
                for (int i = 0; i <= n; i++) {
                    boolean whole = i < n && buf[i] == '\n';
                    if (!whole && i < n) {
                        continue;
                    }
                    if (line.length() + i - start > MAX_LINE) {
                        tooLong = true;
                        onTooLong.run();
                        return;
                    }
                    line.append(buf, start, i - start);
                    if (whole) {
                        deliver(line);
                        start = i + 1;
                    }
                }
            }
            if (line.length() > 0) {
                deliver(line);
            }
        } catch (IOException e) {
            // the process went away; END tells the waiting side
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            end();
        }
    }

    /**
     * Queues a line (without its CR, as {@code readLine} would) for a listener, waiting for room
     * while someone listens; drops it otherwise. Empties {@code line} for the next.
     */
    private void deliver(StringBuilder line) throws InterruptedException {
        int end = line.length() > 0 && line.charAt(line.length() - 1) == '\r' ? line.length() - 1 : line.length();
        String text = line.substring(0, end);
        line.setLength(0);
        while (listening) {
            if (queue.offer(text, RETRY_MS, TimeUnit.MILLISECONDS)) {
                if (!listening) {
                    // listening stopped while the line was being queued: it is nobody's now
                    dropWaiting();
                }
                return;
            }
        }
    }

    private void end() {
        while (!queue.offer(END)) {
            if (!listening) {
                dropWaiting();
            }
            try {
                Thread.sleep(RETRY_MS);
            } catch (InterruptedException e) {
                queue.clear();
            }
        }
    }
}
