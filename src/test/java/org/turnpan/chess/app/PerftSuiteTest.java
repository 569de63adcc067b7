package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The perft reference counts in {@code src/test/resources/perft} (cross-checked with Stockfish).
 * The default run checks every count up to a small node budget (2 million, 20,000 for the random
 * suite); the {@code slow} tag (CI, {@code mvn -Pslow}) every count up to 100 million nodes (200,000
 * for the random suite: 1.5 billion nodes in all, about 30 s of one core); the {@code deep} tag
 * ({@code mvn -Pdeep}, by hand: docs/build.md) every count however deep (23.4 billion nodes).
 */
class PerftSuiteTest {

    static PerftSuite load(String name) throws IOException {
        try (InputStream in = PerftSuiteTest.class.getResourceAsStream("/perft/" + name)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return PerftSuite.parse(List.of(text.split("\r?\n")));
        }
    }

    private static PerftSuite.Tally run(String name, long maxNodes) throws IOException {
        StringWriter mismatches = new StringWriter();
        PerftSuite.Tally tally = PerftCommand.check(load(name), maxNodes, new PrintWriter(mismatches));
        assertEquals("", mismatches.toString(), name);
        assertEquals(0, tally.failed(), name);
        return tally;
    }

    @ParameterizedTest
    @CsvSource({
        "cpw-perft-results.epd,     2000000, 26",
        "perftsuite.epd,            2000000, 690",
        "python-chess-tricky.perft, 2000000, 67",
        "scalachess-tricky.perft,   2000000, 66",
        "python-chess-random.perft, 20000,   17964",
    })
    void everyCountWithinTheBudgetMatches(String file, long budget, int expectedChecks) throws IOException {
        PerftSuite.Tally tally = run(file, budget);
        assertEquals(expectedChecks, tally.passed(), file + " checks run");
    }

    /** The Chess960 entries (X-FEN and Shredder-FEN) are counted, not skipped: all pass within the budget. */
    @ParameterizedTest
    @CsvSource({
        "scalachess-tricky.perft,   2000000, 24",
        "python-chess-tricky.perft, 2000000, 25",
    })
    void chess960EntriesAreCheckedWithinTheBudget(String file, long budget, int expected) throws IOException {
        PerftSuite.Tally tally = run(file, budget);
        assertEquals(expected, tally.chess960(), file + " Chess960 checks run");
    }

    /** Every Chess960 count of the suites, however deep (xfen-00 depth 7: 4.6 billion leaves). */
    @Tag("deep")
    @ParameterizedTest
    @CsvSource({"scalachess-tricky.perft", "python-chess-tricky.perft"})
    void everyChess960Count(String file) throws IOException {
        PerftSuite all = load(file);
        PerftSuite only960 = new PerftSuite(all.entries().stream().filter(PerftSuite.Entry::isChess960).toList());
        StringWriter mismatches = new StringWriter();
        PerftSuite.Tally tally = PerftCommand.check(only960, Long.MAX_VALUE - 1, new PrintWriter(mismatches));
        assertEquals("", mismatches.toString(), file);
        assertEquals(0, tally.failed());
        assertEquals(0, tally.overBudget());
        assertTrue(tally.chess960() > 0);
    }

    @Test
    void unrelatedCheckWithAFreshDoubleStepHasTheRulesCorrectCounts() throws IOException {
        PerftSuite.Entry entry = load("python-chess-tricky.perft").entries().stream()
                .filter(e -> e.id().equals("ep-unrelated-check")).findFirst().orElseThrow();
        List<Long> counts = entry.counts().stream().map(PerftSuite.Expected::nodes).toList();
        assertEquals(List.of(2L, 92L, 2528L), counts);
        assertEquals(counts, List.of(1, 2, 3).stream().map(d -> entry.position().orElseThrow().perft(d)).toList());
    }

    @Test
    void readsBothFormats() {
        PerftSuite suite = PerftSuite.parse(List.of(
                "# comment",
                "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;id \"rook\"",
                "id start",
                "epd rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                "perft 1 20",
                "perft 2 400"));
        assertEquals(List.of(
                new PerftSuite.Entry("rook", "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
                        List.of(new PerftSuite.Expected(1, 15), new PerftSuite.Expected(2, 66))),
                new PerftSuite.Entry("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                        List.of(new PerftSuite.Expected(1, 20), new PerftSuite.Expected(2, 400)))),
                suite.entries());
    }

    /**
     * Every count up to 100 million nodes (the random suite's up to 200,000), with how many that
     * is, so a count dropped from a suite or a budget lowered by mistake fails: 1.5 billion nodes.
     */
    @Tag("slow")
    @ParameterizedTest
    @CsvSource({
        "cpw-perft-results.epd,     100000000, 34",
        "perftsuite.epd,            100000000, 742",
        "python-chess-tricky.perft, 100000000, 67",
        "scalachess-tricky.perft,   100000000, 78",
        "python-chess-random.perft, 200000,    23158",
    })
    void everyCountUpToAHundredMillionNodes(String file, long budget, int expectedChecks) throws IOException {
        assertEquals(expectedChecks, run(file, budget).passed(), file + " checks run");
    }

    /** Every count of every suite (23.4 billion nodes): by hand, {@code mvn -Pdeep test}. */
    @Tag("deep")
    @ParameterizedTest
    @CsvSource({
        "cpw-perft-results.epd,     100000000000",
        "perftsuite.epd,            100000000000",
        "python-chess-tricky.perft, 1000000000",
        "scalachess-tricky.perft,   1000000000",
        "python-chess-random.perft, 10000000",
    })
    void fullSuites(String file, long budget) throws IOException {
        run(file, budget);
    }
}
