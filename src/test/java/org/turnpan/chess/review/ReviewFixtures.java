package org.turnpan.chess.review;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnReader;

/** Games of the test resources (the PGN fixtures are under {@code pgn/fixtures/}). */
final class ReviewFixtures {
    private ReviewFixtures() {
    }

    /** Every entry of a resource file ({@code pgn/fixtures/...}). */
    static List<PgnEntry> entries(String resource) {
        List<PgnEntry> out = new ArrayList<>();
        InputStream in = ReviewFixtures.class.getResourceAsStream("/" + resource);
        if (in == null) {
            throw new IllegalStateException("missing test resource " + resource);
        }
        try (PgnReader r = PgnReader.of(in)) {
            r.forEachRemaining(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** The games of a resource file that read without a problem. */
    static List<PgnGame> games(String resource) {
        return entries(resource).stream().filter(e -> e instanceof PgnEntry.Read).map(e -> ((PgnEntry.Read) e).game())
                .toList();
    }

    /** Game {@code number} (1-based) of a resource file, which must read without a problem. */
    static PgnGame game(String resource, int number) {
        PgnEntry e = entries(resource).get(number - 1);
        if (e instanceof PgnEntry.Read r) {
            return r.game();
        }
        throw new IllegalStateException(resource + " game " + number + " cannot be read: " + e);
    }
}
