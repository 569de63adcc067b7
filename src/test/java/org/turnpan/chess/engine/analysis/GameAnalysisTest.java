package org.turnpan.chess.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/** The mistake rule on scores given by hand: the drop, the cap, mates, the engine's own move. */
class GameAnalysisTest {
    private static final MistakeRules RULES = MistakeRules.DEFAULT;

    @Test
    void centipawnsAreCappedAndMatesLieBeyondSoonerLarger() {
        assertEquals(1000, MistakeRules.value(Score.centipawns(1800)));
        assertEquals(-1000, MistakeRules.value(Score.centipawns(-5000)));
        assertTrue(MistakeRules.value(Score.mateIn(1)) > MistakeRules.value(Score.mateIn(3)));
        assertTrue(MistakeRules.value(Score.mateIn(30)) > MistakeRules.value(Score.centipawns(99_999)));
        assertTrue(MistakeRules.value(Score.mateIn(-2)) < MistakeRules.value(Score.mateIn(-5)));
        assertTrue(MistakeRules.value(Score.mateIn(0)) < MistakeRules.value(Score.mateIn(-1)));
    }

    @Test
    void theDropIsForTheMover() {
        assertEquals(300, GameAnalysis.drop(Side.WHITE, Score.centipawns(100), Score.centipawns(-200)));
        assertEquals(0, GameAnalysis.drop(Side.BLACK, Score.centipawns(100), Score.centipawns(-200)));
        assertEquals(300, GameAnalysis.drop(Side.BLACK, Score.centipawns(-100), Score.centipawns(200)));
        // still won: eighteen pawns up to twelve pawns up is no loss (both past the cap)
        assertEquals(0, GameAnalysis.drop(Side.WHITE, Score.centipawns(1800), Score.centipawns(1200)));
        // walking into a mate from a level position
        assertTrue(GameAnalysis.drop(Side.WHITE, Score.centipawns(0), Score.mateIn(-3)) >= 1000);
        // missing a mate in 2 while the rest is merely a pawn up
        assertTrue(GameAnalysis.drop(Side.WHITE, Score.mateIn(2), Score.centipawns(100)) >= RULES.threshold());
    }

    @Test
    void mistakesAreTheMoversDropsPastTheThresholdAndNeverTheEnginesMove() {
        Position start = Position.initial();
        List<Move> moves = moves(start, "e4", "e5", "Qh5", "Ke7", "Qxe5#");
        Move e4 = moves.get(0);
        Move nf3 = move(start, "Nf3");
        List<PositionScore> scores = List.of(
                new PositionScore(Optional.of(nf3), Score.centipawns(30)),
                // e4 is not the engine's move but loses nothing: no mistake
                new PositionScore(Optional.of(moves.get(1)), Score.centipawns(25)),
                new PositionScore(Optional.of(moves.get(2)), Score.centipawns(20)),
                // Qh5 is the engine's move here, whatever the drop after it says
                new PositionScore(Optional.of(moves.get(4)), Score.centipawns(-200)),
                // Ke7 walks into mate: Black's mistake
                new PositionScore(Optional.of(moves.get(4)), Score.mateIn(1)),
                new PositionScore(Optional.empty(), Score.mateIn(1)));
        GameAnalysis a = new GameAnalysis(start, moves, scores);
        assertEquals(List.of(), a.mistakes(Side.WHITE, RULES), "no White mistake: " + e4);
        List<Mistake> black = a.mistakes(Side.BLACK, RULES);
        assertEquals(1, black.size());
        Mistake m = black.get(0);
        assertEquals(3, m.ply());
        assertEquals(2, m.moveNumber());
        assertEquals(moves.get(3), m.played());
        assertTrue(m.loss() >= 1000, "a mate against the mover: " + m.loss());
    }

    @Test
    void coversOnlyTheSameMovesFromTheSameStart() {
        Position start = Position.initial();
        List<Move> moves = moves(start, "e4");
        GameAnalysis a = new GameAnalysis(start, moves, List.of(
                new PositionScore(Optional.of(moves.get(0)), Score.centipawns(30)),
                new PositionScore(Optional.empty(), Score.centipawns(30))));
        assertTrue(a.covers(start, moves));
        assertTrue(!a.covers(start, List.of()));
    }

    private static Move move(Position p, String san) {
        return ((MoveText.Found) MoveText.read(p, san, java.util.Locale.ENGLISH)).move();
    }

    static List<Move> moves(Position start, String... san) {
        List<Move> out = new ArrayList<>();
        Position p = start;
        for (String s : san) {
            Move m = move(p, s);
            out.add(m);
            p = p.play(m);
        }
        return out;
    }
}
