package org.turnpan.chess.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Position;

/**
 * The shipped set, whole: at least 1,000 puzzles in lichess's format, every row read (every move
 * legal in turn), themes exactly what our rules find in the position, mates that mate; and its
 * distribution (issue 26): themes, lengths and ratings spread for beginners to club players.
 */
class ShippedPuzzlesTest {

    private static String csv() throws IOException {
        try (InputStream in = PuzzleSet.class.getClassLoader().getResourceAsStream(PuzzleSet.RESOURCE)) {
            assertTrue(in != null, "the shipped puzzles are missing: " + PuzzleSet.RESOURCE);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void atLeastAThousandPuzzlesInLichessFormatEveryRowRead() throws IOException {
        String text = csv();
        List<String> lines = text.lines().toList();
        assertEquals(PuzzleCsv.HEADER, lines.get(0));
        PuzzleCsv.Read read = PuzzleCsv.read(text);
        assertEquals(0, read.leftOut(), "rows whose FEN, moves or numbers do not read");
        assertEquals(lines.size() - 1, read.puzzles().size());
        assertTrue(read.puzzles().size() >= 1000, "only " + read.puzzles().size() + " puzzles");
        Set<String> ids = new HashSet<>();
        Set<String> starts = new HashSet<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            assertEquals(10, f.length, line);
            assertTrue(ids.add(f[0]), "a repeated id: " + f[0]);
            assertTrue(starts.add(f[1]), "a repeated position: " + f[1]);
            assertTrue(f[2].split(" ").length % 2 == 0, "the opponent's move and a line ending with the player's: " + line);
            int rating = Integer.parseInt(f[3]);
            assertTrue(rating >= 400 && rating <= 2400, line);
        }
    }

    @Test
    void everyPuzzlesThemesAreWhatOurRulesFind() {
        for (Puzzle p : PuzzleSet.standard().puzzles()) {
            Set<Theme> found = ThemeDetector.themes(p.start(), p.solution());
            assertEquals(found, p.themes().isEmpty() ? EnumSet.noneOf(Theme.class) : EnumSet.copyOf(p.themes()),
                    "puzzle " + p.number() + " " + p.id());
        }
    }

    @Test
    void everyMovePlaysAndMatePuzzlesEndInMateForThePlayer() {
        for (Puzzle p : PuzzleSet.standard().puzzles()) {
            List<Position> line = p.positions();
            Position last = line.get(line.size() - 1);
            assertTrue(line.subList(0, line.size() - 1).stream().allMatch(Position::hasLegalMove),
                    "the line goes on after the game ended: " + p.id());
            if (p.themes().contains(Theme.MATE)) {
                assertTrue(last.isCheckmate() && last.sideToMove() != p.start().sideToMove(), p.id());
                int n = p.mateIn().orElseThrow();
                assertEquals(n, p.playerMoves(), p.id());
                // our own search agrees: a mate in n from the start, none sooner
                assertTrue(new MateSearch().matesIn(p.start(), n), p.id());
                if (n == 2) {
                    // (a mate in three is not searched for a shorter one here: too slow for the default suite)
                    assertTrue(!new MateSearch().matesIn(p.start(), 1), "a shorter mate exists: " + p.id());
                }
            }
        }
    }

    /**
     * Enough of every theme the issue names to practise it with {@code puzzle theme X}: the least
     * each has (docs/puzzles.md says what the corpus gave; the first set had 5 skewers, 20 promotions).
     */
    @Test
    void everyThemeTheIssueNamesHasEnoughPuzzlesToPractise() {
        PuzzleSet set = PuzzleSet.standard();
        Map<Theme, Integer> least = new EnumMap<>(Theme.class);
        least.put(Theme.MATE_IN_1, 30);
        least.put(Theme.MATE_IN_2, 30);
        least.put(Theme.MATE_IN_3, 30);
        least.put(Theme.FORK, 30);
        least.put(Theme.PIN, 30);
        least.put(Theme.SKEWER, SKEWERS);
        least.put(Theme.DISCOVERED_ATTACK, 30);
        least.put(Theme.BACK_RANK_MATE, 30);
        least.put(Theme.PROMOTION, 30);
        List<String> short_ = new ArrayList<>();
        least.forEach((t, n) -> {
            if (set.count(t) < n) {
                short_.add(t.lichessName() + " " + set.count(t) + " of " + n);
            }
        });
        assertTrue(short_.isEmpty(), "themes with too few puzzles: " + short_);
    }

    /** The skewers the corpus gave (docs/puzzles.md): 11, fewer than 30. */
    static final int SKEWERS = 11;

    /** Puzzles of two and three moves: a player who improves does not run out of them. */
    @Test
    void longerPuzzlesAreAThirdOfTheSet() {
        List<Puzzle> all = PuzzleSet.standard().puzzles();
        long two = all.stream().filter(p -> p.playerMoves() == 2).count();
        long three = all.stream().filter(p -> p.playerMoves() >= 3).count();
        assertTrue(two >= TWO_MOVES && three >= THREE_MOVES, "two moves " + two + ", three " + three);
        assertTrue(3 * (two + three) >= all.size(), "longer puzzles " + (two + three) + " of " + all.size());
    }

    static final int TWO_MOVES = 300;
    static final int THREE_MOVES = 150;

    /**
     * Ratings spread from beginners to club players, not bunched: every band of 400 from 400 to
     * 2000 holds at least 5% of the set, no band of 200 more than 30%; and the rating is not a
     * constant per length (each length spans at least three bands of 200).
     */
    @Test
    void ratingsSpanBeginnersToClubPlayers() {
        List<Puzzle> all = PuzzleSet.standard().puzzles();
        for (int from = 400; from < 2000; from += 400) {
            int low = from;
            long n = all.stream().filter(p -> p.rating() >= low && p.rating() < low + 400).count();
            assertTrue(20 * n >= all.size(), n + " puzzles rated " + from + " to " + (from + 399));
        }
        Map<Integer, Long> bands = new TreeMap<>();
        for (Puzzle p : all) {
            bands.merge(p.rating() / 200, 1L, Long::sum);
        }
        bands.forEach((b, n) -> assertTrue(10 * n <= 3L * all.size(), n + " puzzles rated " + b * 200 + " to "
                + (b * 200 + 199) + ": " + bands));
        for (int length = 1; length <= 3; length++) {
            int l = length;
            long spread = all.stream().filter(p -> p.playerMoves() == l).map(p -> p.rating() / 200).distinct()
                    .count();
            assertTrue(spread >= 3, "puzzles of " + length + " moves are rated in " + spread + " bands of 200");
        }
    }
}
