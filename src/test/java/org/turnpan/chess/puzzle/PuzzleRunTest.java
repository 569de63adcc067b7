package org.turnpan.chess.puzzle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/** Judging moves: the line, another mate in as many moves, a wrong move refuted, hint and solution. */
class PuzzleRunTest {
    /** Black's c-pawn moves; White mates on the back rank with either rook (the line says a8). */
    static final Puzzle TWO_MATES = puzzle("7k/6pp/8/2p5/8/8/5PPP/RR4K1 b - - 0 1", "c5c4 a1a8", Theme.MATE_IN_1);
    static final Refuter NONE = p -> Optional.of(p.legalMoves().get(0));

    static Puzzle puzzle(String fen, String moves, Theme... themes) {
        List<Move> line = new ArrayList<>();
        for (String uci : moves.split(" ")) {
            line.add(Move.parseUci(uci).orElseThrow());
        }
        return new Puzzle(1, "X1", Position.fromFen(fen), line, 1500, List.of(themes), "", "");
    }

    static Move m(String uci) {
        return Move.parseUci(uci).orElseThrow();
    }

    @Test
    void theLinesMoveSolves() {
        PuzzleRun.Turn t = PuzzleRun.start(TWO_MATES).attempt(m("a1a8"), NONE);
        PuzzleRun.Right right = assertInstanceOf(PuzzleRun.Right.class, t);
        assertTrue(right.next().finished());
        assertEquals(PuzzleScore.Result.SOLVED, right.next().result());
    }

    @Test
    void anotherMateInAsManyMovesIsAcceptedToo() {
        PuzzleRun.Right right = assertInstanceOf(PuzzleRun.Right.class,
                PuzzleRun.start(TWO_MATES).attempt(m("b1b8"), NONE));
        assertTrue(right.next().finished());
        assertTrue(right.afterMove().isCheckmate());
    }

    @Test
    void aWrongMoveIsNotPlayedAndFailsThePuzzle() {
        PuzzleRun run = PuzzleRun.start(TWO_MATES);
        PuzzleRun.Wrong wrong = assertInstanceOf(PuzzleRun.Wrong.class, run.attempt(m("g1f1"), NONE));
        assertEquals(run.position(), wrong.next().position());
        assertTrue(wrong.next().failed());
        assertFalse(wrong.next().finished());
        // solved afterwards, it still counts as failed
        PuzzleRun.Right right = assertInstanceOf(PuzzleRun.Right.class, wrong.next().attempt(m("a1a8"), NONE));
        assertEquals(PuzzleScore.Result.FAILED, right.next().result());
    }

    @Test
    void theRefutationIsTheOpponentsMateWhenThereIsOne() {
        // White must make luft with g3; taking the pawn with the rook lets Black mate on d1
        Puzzle p = puzzle("3r3k/6pp/8/p7/8/8/5PPP/R5K1 b - - 0 1", "a5a4 g2g3");
        PuzzleRun.Wrong wrong = assertInstanceOf(PuzzleRun.Wrong.class,
                PuzzleRun.start(p).attempt(m("a1a4"), new EngineRefuter()));
        assertEquals(Optional.of(m("d8d1")), wrong.refutation());
    }

    @Test
    void theHintNamesThePieceAndCountsAsHalf() {
        PuzzleRun.HintTurn h = PuzzleRun.start(TWO_MATES).hint().orElseThrow();
        assertEquals(Square.A1, h.from());
        PuzzleRun.Right right = assertInstanceOf(PuzzleRun.Right.class, h.next().attempt(m("a1a8"), NONE));
        assertEquals(PuzzleScore.Result.SOLVED_WITH_HINT, right.next().result());
    }

    @Test
    void theSolutionPlaysTheRestOutAndFails() {
        Puzzle p = puzzle("r3k3/7p/8/1N6/8/8/8/4K3 b - - 0 1", "h7h6 b5c7 e8d7 c7a8");
        PuzzleRun.SolutionTurn s = PuzzleRun.start(p).solution();
        assertEquals(List.of(m("b5c7"), m("e8d7"), m("c7a8")), s.moves().stream().map(PuzzleRun.Played::move).toList());
        assertTrue(s.next().finished());
        assertEquals(PuzzleScore.Result.FAILED, s.next().result());
    }

    @Test
    void aLongerLineGoesOnWithTheStoredReply() {
        Puzzle p = puzzle("r3k3/7p/8/1N6/8/8/8/4K3 b - - 0 1", "h7h6 b5c7 e8d7 c7a8");
        PuzzleRun.Right right = assertInstanceOf(PuzzleRun.Right.class, PuzzleRun.start(p).attempt(m("b5c7"), NONE));
        assertEquals(Optional.of(m("e8d7")), right.reply());
        assertEquals(1, right.next().movesLeft());
        assertFalse(right.next().finished());
        assertInstanceOf(PuzzleRun.Wrong.class, right.next().attempt(m("c7e6"), NONE));
    }
}
