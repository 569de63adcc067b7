package org.turnpan.chess.notation.pgn;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The games of a PGN text one at a time, in constant memory, each as one visitor makes it: a
 * {@link PgnWalk} and the visitor it reports every game to. {@link #of} builds whole games
 * ({@link GameBuilder}), {@link #checking} checks them ({@link GameChecker}), {@link #headers} lists
 * them ({@link HeadersBuilder}); each gives the game number, line, column and reason of a game that
 * cannot be read, and the games after it.
 */
public final class PgnReader implements Iterator<PgnEntry>, Closeable {
    private final PgnWalk walk;
    private final PgnVisitor<? extends PgnEntry> visitor;
    private PgnEntry next;
    private boolean finished;

    private PgnReader(PgnWalk walk, PgnVisitor<? extends PgnEntry> visitor) {
        this.walk = walk;
        this.visitor = visitor;
    }

    /** The whole games of a text. */
    public PgnReader(Reader source) {
        this(PgnWalk.of(source), new GameBuilder());
    }

    /**
     * The whole games of PGN bytes: UTF-8, with any byte that is not UTF-8 (an old Latin-1 file,
     * where ½ is one byte) read as its Latin-1 character, as the session's file loading does.
     */
    public static PgnReader of(InputStream bytes) {
        return new PgnReader(PgnWalk.of(bytes), new GameBuilder());
    }

    /**
     * The games of PGN bytes checked as {@link #of} reads them, with the same problems at the same
     * places, but nothing of a sound game kept: its entry is {@link PgnEntry.Checked}.
     */
    public static PgnReader checking(InputStream bytes) {
        return new PgnReader(PgnWalk.of(bytes), new GameChecker());
    }

    /**
     * The games of PGN bytes listed without their moves: each is a {@link PgnEntry.Header} with all
     * its tags and its byte offset, numbered as {@link #of} numbers them.
     */
    public static PgnReader headers(InputStream bytes) {
        return new PgnReader(PgnWalk.of(bytes), new HeadersBuilder());
    }

    /**
     * The headers of games over bytes that start at {@code header}'s offset (a file opened and moved
     * there): the first is that game's, numbered as in the whole file; the offsets count from there.
     */
    public static PgnReader headersStartingAt(InputStream bytesFromOffset, PgnEntry.Header header) {
        return new PgnReader(from(bytesFromOffset, header), new HeadersBuilder());
    }

    /**
     * Whole games over bytes that start at {@code header}'s offset (a file opened and moved there):
     * the first is that game, with the number, and problems with the line and column, it has in the
     * whole file.
     */
    public static PgnReader startingAt(InputStream bytesFromOffset, PgnEntry.Header header) {
        return new PgnReader(from(bytesFromOffset, header), new GameBuilder());
    }

    private static PgnWalk from(InputStream bytes, PgnEntry.Header header) {
        return PgnWalk.from(bytes, header.number(), header.line(), header.column());
    }

    @Override
    public boolean hasNext() {
        if (next == null && !finished) {
            Optional<? extends PgnEntry> read = walk.next(visitor);
            next = read.orElse(null);
            finished = read.isEmpty();
        }
        return next != null;
    }

    @Override
    public PgnEntry next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        PgnEntry e = next;
        next = null;
        return e;
    }

    @Override
    public void close() throws IOException {
        walk.close();
    }
}
