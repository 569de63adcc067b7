package org.turnpan.chess.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Position;

/**
 * The shipped set, whole: at least 1,000 puzzles in lichess's format, every row read (every move
 * legal in turn), themes exactly what our rules find in the position, mates that mate.
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
            assertTrue(rating >= 600 && rating <= 2600, line);
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

    @Test
    void theSetHasEveryKindOfPuzzleTheIssueNames() {
        PuzzleSet set = PuzzleSet.standard();
        for (Theme t : List.of(Theme.MATE_IN_1, Theme.MATE_IN_2, Theme.MATE_IN_3, Theme.FORK, Theme.PIN,
                Theme.DISCOVERED_ATTACK, Theme.BACK_RANK_MATE, Theme.PROMOTION)) {
            assertTrue(set.count(t) > 0, "no puzzle with " + t);
        }
    }
}
