package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every fixture file is read without a crash, with the number of games and problems in expectations.tsv. */
class PgnFixturesTest {

    static Stream<Arguments> expectations() throws IOException {
        try (InputStream in = PgnFixturesTest.class.getResourceAsStream("/pgn/expectations.tsv")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Stream.of(text.split("\n")).filter(l -> !l.startsWith("#") && !l.isBlank())
                    .map(l -> l.split("\t"))
                    .map(r -> Arguments.of(r[0], Integer.parseInt(r[1]), Integer.parseInt(r[2]), Integer.parseInt(r[3])))
                    .toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}: {1} games, {2} problems")
    @MethodSource("expectations")
    void readsEachFixtureAsExpected(String file, int games, int problems, int unsupported) {
        List<PgnEntry> entries = Fixtures.entries(file);
        assertEquals(games, entries.size(), "games");
        assertEquals(problems, entries.stream().filter(e -> e instanceof PgnEntry.Problem).count(), "problems");
        assertEquals(unsupported, entries.stream().filter(e -> e instanceof PgnEntry.Problem p
                && p.problem() instanceof PgnProblem.UnsupportedVariant).count(), "unsupported variants");
        for (int i = 0; i < entries.size(); i++) {
            assertEquals(i + 1, entries.get(i).number(), "games are numbered in file order");
        }
    }

    /** What `pgn check` uses: the same problems at the same places, and a plain mark for each sound game. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("expectations")
    void checkingReaderReportsWhatTheFullReaderReports(String file, int games, int problems, int unsupported) {
        List<PgnEntry> full = Fixtures.entries(file, true);
        List<PgnEntry> checked = Fixtures.entries(file, false);
        assertEquals(full.size(), checked.size(), "games");
        for (int i = 0; i < full.size(); i++) {
            PgnEntry expected = full.get(i) instanceof PgnEntry.Read r ? new PgnEntry.Checked(r.number()) : full.get(i);
            assertEquals(expected, checked.get(i), "game " + (i + 1));
        }
    }
}
