package org.turnpan.chess.notation.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** Reading PGN test resources. */
final class Fixtures {
    private Fixtures() {
    }

    static List<PgnEntry> entries(String resource) {
        return entries(resource, true);
    }

    /** The entries of a fixture from the reader that keeps games, or from the one that only checks. */
    static List<PgnEntry> entries(String resource, boolean keep) {
        List<PgnEntry> out = new ArrayList<>();
        InputStream in = Fixtures.class.getResourceAsStream("/pgn/fixtures/" + resource);
        if (in == null) {
            throw new IllegalStateException("missing fixture " + resource);
        }
        try (PgnReader r = keep ? PgnReader.of(in) : new PgnReader(PgnWalk.of(in), new GameChecker())) {
            r.forEachRemaining(out::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    static List<PgnEntry> parse(String text) {
        List<PgnEntry> out = new ArrayList<>();
        new PgnReader(new StringReader(text)).forEachRemaining(out::add);
        return out;
    }

    static List<PgnGame> games(List<PgnEntry> entries) {
        return entries.stream().filter(e -> e instanceof PgnEntry.Read).map(e -> ((PgnEntry.Read) e).game()).toList();
    }
}
