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

/**
 * Each rule of {@link ThemeDetector} from a table: a position made for the motif (true), and one
 * that looks like it but is not (false), each with the whole set of themes found, exactly. The FEN
 * is before the opponent's move; the moves are the opponent's, then the solution.
 */
class ThemeDetectorTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            back-rank mate, and a second rook that mates too | 7k/6pp/8/2p5/8/8/5PPP/RR4K1 b - - 0 1 | c5c4 a1a8 | MATE MATE_IN_1 BACK_RANK_MATE ONE_MOVE
            not back rank: no own piece hems the king in     | 6k1/8/8/8/8/8/1R6/R5K1 b - - 0 1   | g8h8 b2b7 h8g8 a1a8 | MATE MATE_IN_2 SHORT
            not back rank: the checker is off the home rank  | 5rk1/p4pp1/8/8/8/3B4/8/6KQ b - - 0 1 | a7a6 h1h7 | MATE MATE_IN_1 ONE_MOVE
            smothered mate                  | 6rk/p5pp/8/6N1/8/8/8/6K1 b - - 0 1   | a7a6 g5f7           | MATE MATE_IN_1 SMOTHERED_MATE ONE_MOVE
            not smothered: a flight square is only attacked | 6rk/p5p1/8/6N1/8/3B4/8/6K1 b - - 0 1 | a7a6 g5f7 | MATE MATE_IN_1 ONE_MOVE
            mate in three, a rook ladder    | 8/8/6k1/1R6/7p/8/8/R6K b - - 0 1     | h4h3 a1a6 g6g7 b5b7 g7g8 a6a8 | MATE MATE_IN_3 LONG
            a line that does not end in mate | 6k1/8/8/8/8/8/1R6/R5K1 b - - 0 1    | g8h8 b2b7 h8g8 a1a7 | SHORT
            knight fork of king and rook    | r3k3/7p/8/1N6/8/8/8/4K3 b - - 0 1    | h7h6 b5c7 e8d7 c7a8 | FORK SHORT
            not a fork: the second piece is a defended pawn | 4k3/5p1p/4p3/1N6/8/8/8/4K3 b - - 0 1 | h7h6 b5c7 e8d7 c7e6 | SHORT
            not a fork: the taker comes from elsewhere | r3k3/7p/8/1N6/8/8/8/R3K3 b - - 0 1 | h7h6 b5c7 e8d7 a1a8 | SHORT
            promotion                       | 7k/P7/8/8/8/8/K6p/8 b - - 0 1        | h2h1q a7a8q         | PROMOTION ONE_MOVE
            not a promotion: a pawn to the seventh | 7k/8/P7/8/8/8/K6p/8 b - - 0 1   | h2h1q a6a7          | ONE_MOVE
            the pinned knight taken         | 4k3/7p/2n5/1B6/3P4/8/8/4K3 b - - 0 1 | h7h6 d4d5 h6h5 d5c6 | PIN SHORT
            the bishop lands pinning the knight, then takes it | 4k3/7p/2n5/8/8/8/8/4KB2 b - - 0 1 | h7h6 f1b5 h6h5 b5c6 | PIN SHORT
            a pawn attacks the pinned knight, the pinner takes it | 4k3/7p/2n5/1B6/3P4/8/8/4K3 b - - 0 1 | h7h6 d4d5 h6h5 b5c6 | PIN SHORT
            not a pin: no slider behind the knight | 4k3/7p/2n5/8/3P4/8/8/4K3 b - - 0 1 | h7h6 d4d5 h6h5 d5c6 | SHORT
            not a pin: the pinner takes it itself | 4k3/7p/2n5/1B6/8/8/8/4K3 b - - 0 1 | h7h6 b5c6 e8e7 c6b5 | SHORT
            skewer of king and queen        | 7q/8/8/8/3k4/8/8/K3B3 b - - 0 1      | h8g7 e1c3 d4e4 c3g7 | SKEWER SHORT
            skewer of king and rook on a rank | 8/8/7r/4k3/8/8/8/R3K3 b - - 0 1    | h6h5 a1a5 e5e4 a5h5 | SKEWER SHORT
            not a skewer: a knight in front of a queen is pinned | 7k/8/5q2/8/3n4/8/8/2B4K b - - 0 1 | h8g8 c1b2 d4e6 b2f6 | SHORT
            not a skewer: a defended rook steps in to block | 4Q3/6r1/5p1k/4pK1p/7P/5P2/8/8 b - - 2 56 | e5e4 e8h8 g7h7 h8f6 | MATE MATE_IN_2 SHORT
            not a skewer: the king steps aside and the slider takes elsewhere | 8/8/7r/4k3/8/8/8/R3K2n b - - 0 1 | h6h5 a1a5 e5e4 a5a1 | SHORT
            discovered attack on the queen  | 3q4/8/k7/8/4N3/8/8/4R1K1 b - - 0 1   | d8e8 e4c5 a6a7 e1e8 | DISCOVERED_ATTACK SHORT
            discovered double check         | 4k3/p7/8/8/4N3/8/8/4R1K1 b - - 0 1   | a7a6 e4f6           | DOUBLE_CHECK DISCOVERED_ATTACK ONE_MOVE
            not discovered: the line opens onto a defended pawn | 8/3p4/k3p3/8/4N3/8/8/4R1K1 b - - 0 1 | a6a5 e4c5 a5b4 c5d7 | SHORT
            """)
    void findsTheMotifOnlyWhereItIs(String name, String fen, String moves, String themes) {
        Position before = Position.fromFen(fen.strip());
        List<Move> line = new ArrayList<>();
        Position p = before;
        for (String uci : moves.strip().split(" ")) {
            Move m = Move.parseUci(uci).orElseThrow();
            assertEquals(true, p.isLegal(m), name + ": " + uci + " is not legal");
            line.add(m);
            p = p.play(m);
        }
        Position start = before.play(line.get(0));
        Set<Theme> expected = EnumSet.noneOf(Theme.class);
        for (String t : themes.strip().split(" ")) {
            expected.add(Theme.valueOf(t));
        }
        assertEquals(expected, ThemeDetector.themes(start, line.subList(1, line.size())), name);
    }
}
