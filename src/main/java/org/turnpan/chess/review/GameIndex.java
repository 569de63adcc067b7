package org.turnpan.chess.review;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnReader;

/**
 * The list of the games of a PGN file, read as it streams: a reader of headers
 * ({@link PgnReader#headers}) runs on its own thread and adds each game's {@link GameEntry} as soon
 * as it is read, so the first page is there after the first games, whatever the file's size, and
 * the total is known when the reading ends ({@link #counted()}). Only what the list says and where
 * each game starts are kept (no moves, no comments); {@link #open(int)} reads one game from its
 * byte offset without reading the file from the start.
 *
 * <p>Thread-safe. {@link #close()} stops the reading.
 */
public final class GameIndex implements AutoCloseable {
    private final Path file;
    private final long size;
    private final FileTime modified;
    private final List<GameEntry> entries = new ArrayList<>();
    private final CompletableFuture<Integer> counted = new CompletableFuture<>();
    private final Thread reader;
    private final Callable<InputStream> source;
    private boolean complete;
    private FileProblem readProblem;
    private volatile boolean closed;

    private GameIndex(Path file, BasicFileAttributes attributes, Callable<InputStream> source) {
        this.file = file;
        this.size = attributes.size();
        this.modified = attributes.lastModifiedTime();
        this.source = source;
        this.reader = new Thread(this::readAll, "game-list " + file.getFileName());
        reader.setDaemon(true);
    }

    /** The result of {@link #open(Path)}: the list being read, or why the file cannot be listed. */
    public sealed interface Listing {
        record Listed(GameIndex index) implements Listing {
        }

        record Failed(FileProblem problem) implements Listing {
        }
    }

    /** Starts listing the games of {@code file}; returns at once. */
    public static Listing open(Path file) {
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
        GameIndex index = new GameIndex(file, attributes, () -> Files.newInputStream(file));
        index.reader.start();
        return new Listing.Listed(index);
    }

    /** For tests: a list of {@code file} read from {@code bytes} (the same text, given as slowly as the test likes). */
    static GameIndex listing(Path file, InputStream bytes) throws IOException {
        GameIndex index = new GameIndex(file, Files.readAttributes(file, BasicFileAttributes.class), () -> bytes);
        index.reader.start();
        return index;
    }

    public Path file() {
        return file;
    }

    private void readAll() {
        try (InputStream in = new BufferedInputStream(source.call(), 1 << 16);
             PgnReader headers = PgnReader.headers(in)) {
            while (!closed && headers.hasNext()) {
                GameEntry entry = GameEntry.of((PgnEntry.Header) headers.next());
                synchronized (this) {
                    entries.add(entry);
                    notifyAll();
                }
            }
        } catch (Exception e) {
            // an input/output error, or bytes the reader cannot take: the games before it stay listed
            synchronized (this) {
                readProblem = new FileProblem.NotReadable(file);
            }
        } finally {
            int total;
            synchronized (this) {
                complete = true;
                total = entries.size();
                notifyAll();
            }
            counted.complete(total);
        }
    }

    /** Completes with the number of games when the whole file has been read. */
    public CompletableFuture<Integer> counted() {
        return counted;
    }

    /** The number of games when the whole file has been read. */
    public synchronized OptionalInt total() {
        return complete ? OptionalInt.of(entries.size()) : OptionalInt.empty();
    }

    /** Games read so far. */
    public synchronized int countSoFar() {
        return entries.size();
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
        synchronized (this) {
            while (!complete && entries.size() < first - 1 + size) {
                wait();
            }
            int from = Math.min(first - 1, entries.size());
            int to = Math.min(first - 1 + size, entries.size());
            return new GamesPage(new ArrayList<>(entries.subList(from, to)), first,
                    complete ? OptionalInt.of(entries.size()) : OptionalInt.empty());
        }
    }

    /**
     * Every game with a player whose name holds all the words of {@code name} (any case, any
     * accents, in any order), in file order; waits until the whole file has been read.
     */
    public List<GameEntry> search(String name) throws InterruptedException {
        List<String> words = NameFold.words(name);
        List<GameEntry> all;
        synchronized (this) {
            while (!complete) {
                wait();
            }
            all = new ArrayList<>(entries);
        }
        return all.stream().filter(e -> e.hasPlayer(words)).toList();
    }

    /** The entry of game {@code number}, waiting until it is read; empty when the file has fewer games. */
    public Optional<GameEntry> entry(int number) throws InterruptedException {
        synchronized (this) {
            while (!complete && entries.size() < number) {
                wait();
            }
            return number >= 1 && number <= entries.size() ? Optional.of(entries.get(number - 1)) : Optional.empty();
        }
    }

    /** Reads game {@code number} from its place in the file. */
    public GameOpening open(int number) throws InterruptedException {
        Optional<GameEntry> found = entry(number);
        if (found.isEmpty()) {
            synchronized (this) {
                return new GameOpening.NoSuchGame(number, entries.size(), complete);
            }
        }
        GameEntry entry = found.get();
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            if (channel.size() != size || !Files.getLastModifiedTime(file).equals(modified)) {
                return new GameOpening.FileChanged();
            }
            channel.position(entry.offset());
            try (PgnReader games = PgnReader.startingAt(new BufferedInputStream(Channels.newInputStream(channel)),
                    entry.start())) {
                if (!games.hasNext()) {
                    return new GameOpening.FileChanged();
                }
                PgnEntry read = games.next();
                if (read instanceof PgnEntry.Read r) {
                    return r.game().tags().hashCode() == entry.tagsHash() ? new GameOpening.Opened(entry, r.game())
                            : new GameOpening.FileChanged();
                }
                return new GameOpening.Unreadable(entry, (PgnEntry.Problem) read);
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
