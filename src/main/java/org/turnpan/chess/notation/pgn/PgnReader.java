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
 * ({@link GameBuilder}); with a {@link GameChecker} the games are checked, with a
 * {@link HeadersBuilder} listed. The game number, line, column and reason of a game that cannot be
 * read come as a {@link PgnEntry.Problem}, and the games after it still come.
 */
public final class PgnReader implements Iterator<PgnEntry>, Closeable {
    private final PgnWalk walk;
    private final PgnVisitor<? extends PgnEntry> visitor;
    private PgnEntry next;
    private boolean finished;

    /** The games of {@code walk}, each as {@code visitor} makes it. */
    public PgnReader(PgnWalk walk, PgnVisitor<? extends PgnEntry> visitor) {
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
