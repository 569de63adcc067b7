package org.turnpan.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.rules.Position;

/** move-lines.tsv: several moves on one typed line, each read in the position it meets, stopping at the first refusal. */
class MoveLineTest {

    static Stream<Arguments> table() {
        List<String[]> rows = TestData.tsv("/notation/move-lines.tsv");
        assertFalse(rows.isEmpty(), "move-lines.tsv has no rows");
        return rows.stream().map(r -> Arguments.of(r[0], r[1], r[2], r[3]));
    }

    @ParameterizedTest(name = "[{1}] \"{2}\" -> {3}")
    @MethodSource("table")
    void playsEachMoveInTurnAndStopsAtTheFirstRefusal(String fen, String language, String line, String expected) {
        Position p = TestData.position(fen);
        Locale locale = Locale.forLanguageTag(language);
        List<String> heard = new ArrayList<>();
        MoveLine moves = MoveLine.of(TestData.unescape(line));
        while (!moves.isEmpty()) {
            MoveLine.Next next = moves.next(p);
            MoveText.Parsed parsed = MoveText.read(p, next.text(), locale);
            if (parsed instanceof MoveText.Refused r) {
                heard.add("!" + r.error().getClass().getSimpleName());
                break;
            }
            MoveText.Found found = (MoveText.Found) parsed;
            heard.add(found.move().uci());
            p = p.play(found.move());
            moves = next.rest();
        }
        assertEquals(expected, String.join(" ", heard));
    }

    @Test
    void numbersAndLoneMarksAreNoMoves() {
        assertTrue(MoveLine.of("1. 2... …").isEmpty());
        assertTrue(MoveLine.of("").isEmpty());
        assertEquals(List.of("e4", "e5"), MoveLine.of("1.e4 1…e5").words());
        assertEquals(List.of("O-O", "0-0-0+"), MoveLine.of("12. O-O 0-0-0 +").words());
    }

    /** The one-pass splitter gives the words the pattern {@code [\\s,;]+} gives, on lines of every kind of separator. */
    @Test
    void theLineIsSplitAsThePatternSplitsIt() {
        java.util.Random random = new java.util.Random(21);
        String alphabet = "e4 \t\n\u000B\f\r,;.Nx+";
        for (int n = 0; n < 2_000; n++) {
            StringBuilder line = new StringBuilder();
            for (int i = random.nextInt(30); i > 0; i--) {
                line.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = line.toString();
            List<String> expected = java.util.Arrays.stream(text.split("[\\s,;]+")).filter(w -> !w.isEmpty()).toList();
            assertEquals(expected, List.of(MoveLine.words(text)), () -> "\"" + text + "\"");
        }
    }
}
