package org.turnpan.chess.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;
import org.turnpan.chess.notation.pgn.GameChecker;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnProblem;
import org.turnpan.chess.notation.pgn.PgnWalk;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.review.NulSniff;

/**
 * Checks every game of one PGN file: the number of games, and each problem handed on as soon as its
 * place in the file is known, so a file of a million broken games is reported in constant memory. A
 * very large file is cut in two at a game start ("[Event" after a blank line) and the halves are
 * read on two threads; game numbers and lines of the second half are then shifted to count from the
 * file's start. The first half's problems are handed on as they are found; the second half's wait
 * in a bounded queue until the first half is done (its reader waits when the queue is full).
 */
final class PgnCheckRun {
    /**
     * Files from this size are read on two threads. Below it one thread is faster: the second core
     * is better spent compiling the reader (measured on the 2-core machine: 13.5 MB 1.22 s on one
     * thread against 1.34 s on two; 27 MB 1.62 s against 1.78 s; 54 MB 2.61 s against 2.30 s).
     */
    private static final long SPLIT_FROM_BYTES = 40L << 20;
    private static final byte[] GAME_START = "\n\n[Event ".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** Problems of the second half held while the first half is read (a few MB at most). */
    private static final int HELD_PROBLEMS = 10_000;
    /** Put in the queue by the second half's reader when it is done. */
    private static final PgnEntry.Problem END = new PgnEntry.Problem(0, 0, 0, new PgnProblem.VariationWithoutMove());

    private PgnCheckRun() {
    }

    /** Thrown when the file's first bytes hold a NUL: it is not text, and none of it was checked. */
    static final class NotText extends IOException {
        private static final long serialVersionUID = 1L;

        NotText(Path file) {
            super(file + " is not text");
        }
    }

    /**
     * Checks the file, read through {@code reads}, handing each problem to {@code problems} in file
     * order; returns the number of games. A file under {@link #SPLIT_FROM_BYTES} is read once.
     */
    static long check(Path file, FileBytes reads, Consumer<PgnEntry.Problem> problems) throws IOException {
        long size = Files.size(file);
        long split = size >= SPLIT_FROM_BYTES && Runtime.getRuntime().availableProcessors() > 1
                ? gameStartNear(file, size / 2) : -1;
        if (split < 0) {
            try (NulSniff in = new NulSniff(reads.open(file, 0))) {
                long games = read(in, Long.MAX_VALUE, problems);
                if (in.foundNul()) {
                    throw new NotText(file);
                }
                return games;
            }
        }
        BlockingQueue<PgnEntry.Problem> held = new ArrayBlockingQueue<>(HELD_PROBLEMS);
        SecondHalf second = new SecondHalf(file, split, reads, held);
        Thread thread = new Thread(second, "pgn-check-second-half");
        thread.setDaemon(true);
        thread.start();
        long firstGames;
        try (NulSniff in = new NulSniff(reads.open(file, 0))) {
            firstGames = read(in, split, problems);
            if (in.foundNul()) {
                throw new NotText(file);
            }
        } catch (IOException | RuntimeException | Error e) {
            thread.interrupt();
            throw e;
        }
        long lineOffset = countNewlines(file, split, reads);
        try {
            for (PgnEntry.Problem p = held.take(); p != END; p = held.take()) {
                problems.accept(new PgnEntry.Problem(p.number() + (int) firstGames, p.line() + (int) lineOffset,
                        p.column(), p.problem()));
            }
            thread.join();
        } catch (InterruptedException e) {
            thread.interrupt();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        if (second.failure instanceof IOException io) {
            throw io;
        }
        if (second.failure instanceof RuntimeException r) {
            throw r;
        }
        if (second.failure instanceof Error err) {
            throw err;
        }
        return firstGames + second.games;
    }

    /** Reads the second half of a split file, putting its problems (numbered from its own start) in the queue, then END. */
    private static final class SecondHalf implements Runnable {
        private final Path file;
        private final long from;
        private final FileBytes reads;
        private final BlockingQueue<PgnEntry.Problem> held;
        volatile long games;
        volatile Throwable failure;

        SecondHalf(Path file, long from, FileBytes reads, BlockingQueue<PgnEntry.Problem> held) {
            this.file = file;
            this.from = from;
            this.reads = reads;
            this.held = held;
        }

        @Override
        public void run() {
            try (InputStream in = reads.open(file, from)) {
                games = read(in, Long.MAX_VALUE, p -> {
                    try {
                        held.put(p);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("stopped", e);
                    }
                });
            } catch (IOException | RuntimeException | Error e) {
                failure = e;
            } finally {
                try {
                    held.put(END);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private static long read(InputStream in, long limit, Consumer<PgnEntry.Problem> problems) throws IOException {
        long games = 0;
        try (PgnWalk walk = PgnWalk.of(limit == Long.MAX_VALUE ? in : new java.io.BufferedInputStream(
                new LimitedStream(in, limit), 1 << 16))) {
            GameChecker checker = new GameChecker();
            for (Optional<PgnEntry> e = walk.next(checker); e.isPresent(); e = walk.next(checker)) {
                games++;
                if (e.get() instanceof PgnEntry.Problem p) {
                    problems.accept(p);
                }
            }
        }
        return games;
    }

    /** Offset of the '[' of the first "blank line, [Event" at or after {@code from}, or -1. */
    private static long gameStartNear(Path file, long from) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "r")) {
            byte[] window = new byte[1 << 18];
            raf.seek(from);
            int n = raf.read(window);
            for (int i = 0; i + GAME_START.length <= n; i++) {
                int k = 0;
                while (k < GAME_START.length && window[i + k] == GAME_START[k]) {
                    k++;
                }
                if (k == GAME_START.length) {
                    return from + i + 2;
                }
            }
        }
        return -1;
    }

    private static long countNewlines(Path file, long end, FileBytes reads) throws IOException {
        long lines = 0;
        byte[] buf = new byte[1 << 16];
        try (InputStream in = reads.open(file, 0)) {
            long left = end;
            while (left > 0) {
                int n = in.read(buf, 0, (int) Math.min(buf.length, left));
                if (n < 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    if (buf[i] == '\n') {
                        lines++;
                    }
                }
                left -= n;
            }
        }
        return lines;
    }

    /** The first {@code limit} bytes of a stream. */
    private static final class LimitedStream extends java.io.FilterInputStream {
        private long left;

        LimitedStream(InputStream in, long limit) {
            super(in);
            this.left = limit;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                return -1;
            }
            int c = super.read();
            if (c >= 0) {
                left--;
            }
            return c;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int n = super.read(b, off, (int) Math.min(len, left));
            if (n > 0) {
                left -= n;
            }
            return n;
        }
    }
}
