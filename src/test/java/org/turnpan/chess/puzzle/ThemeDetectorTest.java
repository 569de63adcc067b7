package org.turnpan.chess.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/** Each motif our rules tag, in a position made for it: the whole set of themes found, exactly. */
class ThemeDetectorTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            back-rank mate, and a second rook that mates too | 7k/6pp/8/2p5/8/8/5PPP/RR4K1 b - - 0 1 | c5c4 a1a8 | MATE MATE_IN_1 BACK_RANK_MATE ONE_MOVE
            smothered mate                  | 6rk/p5pp/8/6N1/8/8/8/6K1 b - - 0 1   | a7a6 g5f7           | MATE MATE_IN_1 SMOTHERED_MATE ONE_MOVE
            knight fork of king and rook    | r3k3/7p/8/1N6/8/8/8/4K3 b - - 0 1    | h7h6 b5c7 e8d7 c7a8 | FORK SHORT
            promotion                       | 7k/P7/8/8/8/8/K6p/8 b - - 0 1        | h2h1q a7a8q         | PROMOTION ONE_MOVE
            the pinned knight taken         | 4k3/7p/2n5/1B6/3P4/8/8/4K3 b - - 0 1 | h7h6 d4d5 h6h5 d5c6 | PIN SHORT
            skewer of king and queen        | 7q/8/8/8/3k4/8/8/K3B3 b - - 0 1      | h8g7 e1c3 d4e4 c3g7 | SKEWER SHORT
            discovered attack on the queen  | 3q4/8/k7/8/4N3/8/8/4R1K1 b - - 0 1   | d8e8 e4c5 a6a7 e1e8 | DISCOVERED_ATTACK SHORT
            """)
    void findsTheMotif(String name, String fen, String moves, String themes) {
        Position before = Position.fromFen(fen.strip());
        List<Move> line = new ArrayList<>();
        for (String uci : moves.strip().split(" ")) {
            line.add(Move.parseUci(uci).orElseThrow());
        }
        Position start = before.play(line.get(0));
        Set<Theme> expected = EnumSet.noneOf(Theme.class);
        for (String t : themes.strip().split(" ")) {
            expected.add(Theme.valueOf(t));
        }
        assertEquals(expected, ThemeDetector.themes(start, line.subList(1, line.size())), name);
    }
}
