package org.turnpan.chess.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The player's record: Elo changes, streaks, and the file read back, damaged lines left out. */
class PuzzleScoreTest {

    @Test
    void eloAgainstAnEqualPuzzleMovesSixteenEitherWay() {
        PuzzleScore s = PuzzleScore.start();
        assertEquals(16, s.change(1500, PuzzleScore.Result.SOLVED));
        assertEquals(-16, s.change(1500, PuzzleScore.Result.FAILED));
        assertEquals(0, s.change(1500, PuzzleScore.Result.SOLVED_WITH_HINT));
        assertTrue(s.change(2100, PuzzleScore.Result.SOLVED) > 28);
        assertTrue(s.change(900, PuzzleScore.Result.FAILED) < -28);
    }

    @Test
    void streaksGrowWithCleanSolvesAndEndWithAFailure() {
        PuzzleScore s = PuzzleScore.start().after("T0001", 1500, PuzzleScore.Result.SOLVED)
                .after("T0002", 1500, PuzzleScore.Result.SOLVED).after("T0003", 1500, PuzzleScore.Result.SOLVED_WITH_HINT);
        assertEquals(2, s.streak());
        s = s.after("T0004", 1500, PuzzleScore.Result.FAILED);
        assertEquals(0, s.streak());
        assertEquals(2, s.best());
        assertEquals(3, s.solved());
        assertEquals(1, s.failed());
        assertTrue(s.isDone("T0003") && !s.isDone("T0004"));
    }

    @Test
    void theFileReadsBackAndDamagedLinesAreLeftOut() {
        PuzzleScore s = PuzzleScore.start().after("T1042", 1800, PuzzleScore.Result.SOLVED);
        PuzzleScore.Read back = PuzzleScore.parse(s.format());
        assertEquals(s.format(), back.score().format());
        assertTrue(!back.damaged());
        PuzzleScore.Read damaged = PuzzleScore.parse("rating=1600\nsolved=x\ngarbage\ndone=1,2,-5\n\u0000\n");
        assertEquals(1600, damaged.score().rating());
        assertEquals(4, damaged.badLines().size());
        assertEquals(0, damaged.score().solved());
    }

    /**
     * The first set's record files named puzzles by number (file order, which was T0001, T0002...):
     * they read as those ids, so a player's solved puzzles stay solved after the set was rebuilt.
     */
    @Test
    void aRecordOfTheFirstSetNamesPuzzlesByNumberAndReadsAsTheirIds() {
        String old = "# Turnpan Chess puzzle record\nrating=1540\nsolved=3\nfailed=1\nstreak=2\nbest=2\nlast=17\n"
                + "done=3,17,1021\n";
        PuzzleScore.Read read = PuzzleScore.parse(old);
        assertTrue(!read.damaged(), read.badLines().toString());
        assertEquals(java.util.Set.of("T0003", "T0017", "T1021"), read.score().done());
        assertEquals("T0017", read.score().last());
        assertEquals(1540, read.score().rating());
        assertTrue(read.score().format().contains("done=T0003,T0017,T1021\nlast=T0017".replace("\nlast=T0017", ""))
                && read.score().format().contains("last=T0017"), read.score().format());
        assertEquals("", PuzzleScore.parse("last=0\n").score().last());
        assertTrue(PuzzleScore.parse("done=T0001,x y\n").damaged());
    }
}
