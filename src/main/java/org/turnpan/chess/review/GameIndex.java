package org.turnpan.chess.review;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.RandomAccess;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import org.turnpan.chess.notation.pgn.GameBuilder;
import org.turnpan.chess.notation.pgn.HeadersBuilder;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnTag;
import org.turnpan.chess.notation.pgn.PgnWalk;

/**
 * The list of the games of a PGN file, read as it streams: a walk of the file with a
 * {@link HeadersBuilder} (moves skipped) runs on its own thread and notes where each game starts as
 * soon as it is read, so the first page is there after the first games, whatever the file's size,
 * and the total is known when the reading ends ({@link #counted()}). Only where each game starts
 * and a fingerprint of its tags are kept, 20 bytes a game in arrays (1.5 million games: 30 MB), and
 * the entries of the first {@value #KEPT} games, so the list said when the file is opened reads
 * nothing more; what the list says of a later game (players, place, year, result) is read again
 * from its place in the file when a page or a search needs it. Keeping a {@link GameEntry} per
 * game (about 400 bytes) ran out of a 512 MB heap at 1.5 million games (issue 21). Opening a game
 * reads it once, from its place. A file with a NUL in its first bytes is not text
 * ({@link NulSniff}): nothing of it is listed ({@link #isText()}). Every read goes through the
 * {@link FileBytes} given.
 *
 * <p>Thread-safe. {@link #close()} stops the reading.
 */
public final class GameIndex implements AutoCloseable {
    private static final int FIRST_CAPACITY = 1024;
    /** Games whose entries are kept as listed: the first two pages the session says. */
    static final int KEPT = 20;

    private final Path file;
    private final long size;
    private final FileTime modified;
    private final CompletableFuture<Integer> counted = new CompletableFuture<>();
    private final Thread reader;
    private final Callable<InputStream> source;
    private final FileBytes bytes;
    /** The entries of the first {@link #KEPT} games, as listed. */
    private final List<GameEntry> kept = new ArrayList<>(KEPT);
    /** Whether the file's first bytes hold a NUL: unknown (null) until they are read. */
    private Boolean text;
    /** Where game i + 1 starts: byte offset, line and column, and the hash of its tags. */
    private long[] offsets = new long[FIRST_CAPACITY];
    private int[] lines = new int[FIRST_CAPACITY];
    private int[] columns = new int[FIRST_CAPACITY];
    private int[] tagHashes = new int[FIRST_CAPACITY];
    private int count;
    private boolean complete;
    private FileProblem readProblem;
    private volatile boolean closed;

    private GameIndex(Path file, BasicFileAttributes attributes, Callable<InputStream> source, FileBytes bytes) {
        this.file = file;
        this.size = attributes.size();
        this.modified = attributes.lastModifiedTime();
        this.source = source;
        this.bytes = bytes;
        this.reader = new Thread(this::readAll, "game-list " + file.getFileName());
        reader.setDaemon(true);
    }

    /** The result of {@link #open(Path, FileBytes)}: the list being read, or why the file cannot be listed. */
    public sealed interface Listing {
        record Listed(GameIndex index) implements Listing {
        }

        record Failed(FileProblem problem) implements Listing {
        }
    }

    /** Starts listing the games of {@code file}, read through {@code bytes}; returns at once. */
    public static Listing open(Path file, FileBytes bytes) {
        if (!Files.exists(file)) {
            return new Listing.Failed(new FileProblem.NotFound(file));
        }
        if (Files.isDirectory(file)) {
            return new Listing.Failed(new FileProblem.IsAFolder(file));
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            return new Listing.Failed(new FileProblem.NotReadable(file));
        }
        if (!Files.isReadable(file)) {
            return new Listing.Failed(new FileProblem.NotReadable(file));
        }
        GameIndex index = new GameIndex(file, attributes, () -> bytes.open(file, 0), bytes);
        index.reader.start();
        return new Listing.Listed(index);
    }

    /**
     * For tests: a list of {@code file} read from {@code listed} (the same text, given as slowly as
     * the test likes); pages, searches and games read through {@code bytes}.
     */
    static GameIndex listing(Path file, InputStream listed, FileBytes bytes) throws IOException {
        GameIndex index = new GameIndex(file, Files.readAttributes(file, BasicFileAttributes.class), () -> listed, bytes);
        index.reader.start();
        return index;
    }

    public Path file() {
        return file;
    }

    /**
     * Reads the file's headers to the end. Whatever stops it, an {@link Error} such as
     * {@link OutOfMemoryError} included, ends the list where it got to with a problem to say; the
     * thread never ends without a word (it caught {@code Exception} only).
     */
    private void readAll() {
        NulSniff sniff = null;
        try (InputStream in = source.call()) {
            sniff = new NulSniff(in);
            PgnWalk walk = PgnWalk.of(new BufferedInputStream(sniff, 1 << 16));
            HeadersBuilder headers = new HeadersBuilder();
            for (Optional<PgnEntry.Header> h = walk.next(headers); !closed && h.isPresent(); h = walk.next(headers)) {
                if (sniff.decided()) {
                    sniffed(sniff);
                }
                if (sniff.foundNul()) {
                    break;
                }
                add(h.get());
            }
        } catch (Exception | Error e) {
            // an input/output error, bytes the reader cannot take, or no memory left: the games
            // before it stay listed
            synchronized (this) {
                readProblem = new FileProblem.NotReadable(file);
            }
        } finally {
            int total;
            synchronized (this) {
                if (sniff != null) {
                    sniffed(sniff);
                }
                if (Boolean.FALSE.equals(text)) {
                    // nothing of a file that is not text is listed
                    count = 0;
                    kept.clear();
                }
                complete = true;
                total = count;
                notifyAll();
            }
            counted.complete(total);
        }
    }

    /** Notes what the sniff found, once it is known (or the reading ended). */
    private synchronized void sniffed(NulSniff sniff) {
        if (text == null) {
            text = !sniff.foundNul();
            notifyAll();
        }
    }

    /**
     * False when the file's first {@value NulSniff#BYTES} bytes hold a NUL: it is not text, and none
     * of it is listed. Waits until those bytes are read (or the file ends).
     */
    public synchronized boolean isText() throws InterruptedException {
        while (text == null && !complete) {
            wait();
        }
        return !Boolean.FALSE.equals(text);
    }

    private void add(PgnEntry.Header h) {
        int hash = h.tags().hashCode();
        synchronized (this) {
            if (count < KEPT) {
                kept.add(GameEntry.of(h, hash));
            }
            add(h.offset(), h.line(), h.column(), hash);
        }
    }

    private synchronized void add(long offset, int line, int column, int tagHash) {
        if (count == offsets.length) {
            int grown = count + (count >> 1);
            offsets = Arrays.copyOf(offsets, grown);
            lines = Arrays.copyOf(lines, grown);
            columns = Arrays.copyOf(columns, grown);
            tagHashes = Arrays.copyOf(tagHashes, grown);
        }
        offsets[count] = offset;
        lines[count] = line;
        columns[count] = column;
        tagHashes[count] = tagHash;
        count++;
        notifyAll();
    }

    /** Completes with the number of games when the whole file has been read. */
    public CompletableFuture<Integer> counted() {
        return counted;
    }

    /** The number of games when the whole file has been read. */
    public synchronized OptionalInt total() {
        return complete ? OptionalInt.of(count) : OptionalInt.empty();
    }

    /** Games read so far. */
    public synchronized int countSoFar() {
        return count;
    }

    /** Set when the file could not be read to its end: the list holds the games before that point. */
    public synchronized Optional<FileProblem> readProblem() {
        return Optional.ofNullable(readProblem);
    }

    /**
     * Up to {@code size} games from game {@code first} (1-based), waiting until they are read (or
     * the file ends). The page's total is known when the whole file has been read by then.
     */
    public GamesPage page(int first, int size) throws InterruptedException {
        if (first < 1 || size < 1) {
            throw new IllegalArgumentException("pages start at game 1 and hold at least one game");
        }
        int from;
        int to;
        OptionalInt total;
        synchronized (this) {
            while (!complete && count < first - 1 + size) {
                wait();
            }
            from = Math.min(first - 1, count);
            to = (int) Math.min((long) first - 1 + size, count);
            total = complete ? OptionalInt.of(count) : OptionalInt.empty();
        }
        return new GamesPage(entries(from, to), first, total);
    }

    /**
     * Every game with a player whose name holds all the words of {@code name} (any case, any
     * accents, in any order), in file order; waits until the whole file has been read, then reads
     * its headers again. The list holds the games' numbers only; an entry is read from the file when
     * it is asked for, so a search that finds every game of a large file fits in memory too.
     */
    public List<GameEntry> search(String name) throws InterruptedException {
        List<String> words = NameFold.words(name);
        int known;
        synchronized (this) {
            while (!complete) {
                wait();
            }
            known = count;
        }
        int[] found = new int[16];
        int n = 0;
        try (PgnWalk walk = PgnWalk.of(new BufferedInputStream(bytes.open(file, 0), 1 << 16))) {
            HeadersBuilder headers = new HeadersBuilder();
            for (Optional<PgnEntry.Header> read = walk.next(headers); read.isPresent()
                    && !Thread.currentThread().isInterrupted(); read = walk.next(headers)) {
                PgnEntry.Header h = read.get();
                if (h.number() > known) {
                    break;
                }
                if (GameEntry.of(h).hasPlayer(words)) {
                    if (n == found.length) {
                        found = Arrays.copyOf(found, n + (n >> 1));
                    }
                    found[n++] = h.number();
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // the file went away or changed: the games found so far
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return new Found(Arrays.copyOf(found, n));
    }

    /** Games of this file by number, each read from the file when it is asked for. */
    private final class Found extends AbstractList<GameEntry> implements RandomAccess {
        private final int[] numbers;

        Found(int[] numbers) {
            this.numbers = numbers;
        }

        @Override
        public GameEntry get(int i) {
            return entries(numbers[i] - 1, numbers[i]).get(0);
        }

        @Override
        public int size() {
            return numbers.length;
        }
    }

    /**
     * The entries of games {@code from + 1} to {@code to}, read from their places in the file. A game
     * whose header cannot be read again (the file changed) is listed with no names; opening it says
     * the file changed.
     */
    private List<GameEntry> entries(int from, int to) {
        List<GameEntry> out = new ArrayList<>(Math.max(0, to - from));
        if (from >= to) {
            return out;
        }
        PgnEntry.Header start;
        synchronized (this) {
            if (to <= kept.size()) {
                return new ArrayList<>(kept.subList(from, to));
            }
            start = header(from, List.of());
        }
        try (PgnWalk walk = PgnWalk.from(new BufferedInputStream(bytes.open(file, start.offset()), 1 << 14),
                start.number(), start.line(), start.column())) {
            HeadersBuilder headers = new HeadersBuilder();
            for (int i = from; i < to; i++) {
                Optional<PgnEntry.Header> read = walk.next(headers);
                if (read.isEmpty()) {
                    break;
                }
                synchronized (this) {
                    out.add(GameEntry.of(header(i, read.get().tags()), tagHashes[i]));
                }
            }
        } catch (IOException | UncheckedIOException e) {
            // the file changed or went away: what is known of the rest is where they start
        }
        synchronized (this) {
            for (int i = from + out.size(); i < to; i++) {
                out.add(GameEntry.of(header(i, List.of()), tagHashes[i]));
            }
        }
        return out;
    }

    /** Game {@code i + 1}'s place in the file with {@code tags}; the caller holds the lock. */
    private PgnEntry.Header header(int i, List<PgnTag> tags) {
        return new PgnEntry.Header(i + 1, tags, offsets[i], lines[i], columns[i]);
    }

    /** Reads game {@code number} from its place in the file: one read, of that game. */
    public GameOpening open(int number) throws InterruptedException {
        PgnEntry.Header start;
        int tagsHash;
        synchronized (this) {
            while (!complete && count < number) {
                wait();
            }
            if (number < 1 || number > count) {
                return new GameOpening.NoSuchGame(number, count, complete);
            }
            start = header(number - 1, List.of());
            tagsHash = tagHashes[number - 1];
        }
        try {
            if (Files.size(file) != size || !Files.getLastModifiedTime(file).equals(modified)) {
                return new GameOpening.FileChanged();
            }
            try (PgnWalk walk = PgnWalk.from(new BufferedInputStream(bytes.open(file, start.offset())), start.number(),
                    start.line(), start.column())) {
                Optional<PgnEntry> read = walk.next(new GameBuilder());
                if (read.isEmpty()) {
                    return new GameOpening.FileChanged();
                }
                if (read.get() instanceof PgnEntry.Read r) {
                    return r.game().tags().hashCode() == tagsHash ? new GameOpening.Opened(r.game())
                            : new GameOpening.FileChanged();
                }
                return new GameOpening.Unreadable((PgnEntry.Problem) read.get());
            }
        } catch (IOException | UncheckedIOException e) {
            return Files.exists(file) ? new GameOpening.Failed(new FileProblem.NotReadable(file))
                    : new GameOpening.Failed(new FileProblem.NotFound(file));
        }
    }

    /** Stops reading the file (the games read so far stay listed). */
    @Override
    public void close() {
        closed = true;
    }
}
