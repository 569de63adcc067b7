package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/** Every prepared position of the quiz is a legal position that a game can go on from. */
class QuizPositionsTest {

    @Test
    void everyPreparedPositionIsLegalAndPlayable() {
        List<Position> all = QuizPositions.standard().positions();
        assertTrue(all.size() >= 6, "a handful of positions to choose from: " + all.size());
        for (Position p : all) {
            for (Side s : Side.values()) {
                assertEquals(1, p.count(Piece.of(s, PieceType.KING)), p.toFen());
            }
            assertFalse(p.isAttackedBy(p.kingSquare(p.sideToMove().opposite()), p.sideToMove()),
                    "the side that just moved is not in check: " + p.toFen());
            assertTrue(p.hasLegalMove(), "the quiz position is not over: " + p.toFen());
        }
    }

    @Test
    void positionsAreNumberedFromOne() {
        QuizPositions q = QuizPositions.standard();
        assertEquals(q.positions().get(0), q.byNumber(1).orElseThrow());
        assertTrue(q.byNumber(0).isEmpty());
        assertTrue(q.byNumber(q.positions().size() + 1).isEmpty());
    }

    @Test
    void aBrokenRowOrAnEmptyFileIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> QuizPositions.parse("8/8/8 w - - 0 1\tbroken\n"));
        assertThrows(IllegalArgumentException.class, () -> QuizPositions.parse("# nothing\n"));
    }
}
