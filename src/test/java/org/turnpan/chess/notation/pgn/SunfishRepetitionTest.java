package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Termination;

/**
 * The 713 engine games of sunfish-3fold.pgn replayed through the rules: each ends by itself exactly
 * at its last move, by threefold repetition or the fifty-move rule as its last comment says (the
 * one fifty-move game also completes a threefold repetition on that move; the rules may name either).
 */
class SunfishRepetitionTest {

    @Test
    void everyGameEndsWhereItsLastCommentSays() {
        List<PgnEntry> entries = Fixtures.entries("sunfish-3fold.pgn");
        assertEquals(713, entries.size());
        int repetitions = 0;
        int fifty = 0;
        for (PgnEntry e : entries) {
            PgnGame pgn = ((PgnEntry.Read) e).game();
            List<PgnMove> moves = pgn.mainline().moves();
            PgnMove last = moves.get(moves.size() - 1);
            String comment = last.comments().get(last.comments().size() - 1);
            Termination expected = comment.contains("3-fold repetition") ? Termination.THREEFOLD_REPETITION
                    : comment.contains("fifty moves rule") ? Termination.FIFTY_MOVES : null;
            Game g = Game.from(pgn.start());
            for (int i = 0; i < moves.size(); i++) {
                assertFalse(g.isOver(), "game " + e.number() + " ended early, before move " + (i + 1));
                g = g.play(moves.get(i).move());
            }
            assertTrue(g.isOver(), "game " + e.number() + " did not end at its last move");
            boolean saidRuleHolds = expected == Termination.THREEFOLD_REPETITION ? g.repetitionCount() >= 3
                    : g.position().halfmoveClock() >= 100;
            assertTrue(saidRuleHolds, "game " + e.number() + ": " + expected + " does not hold at the last move");
            Termination actual = g.outcome().orElseThrow().termination();
            // game 317 reaches its 100th quiet half-move with a third repetition: both rules apply at once
            assertTrue(actual == expected || (actual == Termination.THREEFOLD_REPETITION
                    && g.position().halfmoveClock() >= 100), "game " + e.number() + " ended by " + actual);
            assertEquals(g.moves(), pgn.toGame().moves());
            if (expected == Termination.THREEFOLD_REPETITION) {
                repetitions++;
            } else {
                fifty++;
            }
        }
        assertEquals(712, repetitions);
        assertEquals(1, fifty);
    }
}
