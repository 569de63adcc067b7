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
        PuzzleScore s = PuzzleScore.start().after(1, 1500, PuzzleScore.Result.SOLVED)
                .after(2, 1500, PuzzleScore.Result.SOLVED).after(3, 1500, PuzzleScore.Result.SOLVED_WITH_HINT);
        assertEquals(2, s.streak());
        s = s.after(4, 1500, PuzzleScore.Result.FAILED);
        assertEquals(0, s.streak());
        assertEquals(2, s.best());
        assertEquals(3, s.solved());
        assertEquals(1, s.failed());
        assertTrue(s.isDone(3) && !s.isDone(4));
    }

    @Test
    void theFileReadsBackAndDamagedLinesAreLeftOut() {
        PuzzleScore s = PuzzleScore.start().after(7, 1800, PuzzleScore.Result.SOLVED);
        PuzzleScore.Read back = PuzzleScore.parse(s.format());
        assertEquals(s.format(), back.score().format());
        assertTrue(!back.damaged());
        PuzzleScore.Read damaged = PuzzleScore.parse("rating=1600\nsolved=x\ngarbage\ndone=1,2,-5\n\u0000\n");
        assertEquals(1600, damaged.score().rating());
        assertEquals(4, damaged.badLines().size());
        assertEquals(0, damaged.score().solved());
    }
}
