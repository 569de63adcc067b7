package org.turnpan.chess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** Automatic draws, decisive endings and the history of a game (cases from the shared draw fixtures). */
class GameTest {

    static Game play(Game game, String moves) {
        for (String uci : moves.trim().split("\\s+")) {
            game = game.play(Move.parseUci(uci).orElseThrow());
        }
        return game;
    }

    static Game from(String fen) {
        return Game.from(Position.fromFen(fen));
    }

    private static Optional<Termination> termination(Game g) {
        return g.outcome().map(Outcome::termination);
    }

    @Test
    void threefoldRepetitionEndsTheGameOnTheThirdOccurrence() {
        Game g = play(Game.newGame(), "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assertFalse(g.isOver(), "the start position has occurred twice only");
        g = play(g, "f6g8");
        assertEquals(Optional.of(Termination.THREEFOLD_REPETITION), termination(g));
        assertEquals(3, g.repetitionCount());
        assertTrue(g.outcome().orElseThrow().isDraw());
    }

    @Test
    void lostCastlingRightsMakeADifferentPosition() {
        Game g = from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        // the placement of the start comes back after plies 4 and 8, but with fewer rights
        g = play(g, "a1b1 a8b8 b1a1 b8a8 a1b1 a8b8 b1a1 b8a8");
        assertFalse(g.isOver(), "same placement three times, but the first had all castling rights");
        assertEquals(2, g.repetitionCount());
        g = play(g, "a1b1 a8b8");
        assertEquals(Optional.of(Termination.THREEFOLD_REPETITION), termination(g));
    }

    @Test
    void aPossibleEnPassantCaptureMakesADifferentPosition() {
        Game g = from("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
        g = play(g, "e2e4");
        assertTrue(g.position().canCaptureEnPassant());
        g = play(g, "e8d8 e1d1 d8e8 d1e1 e8d8 e1d1 d8e8 d1e1");
        assertFalse(g.isOver(), "the position after e4 could take en passant; the later two could not");
        g = play(g, "e8d8");
        assertEquals(Optional.of(Termination.THREEFOLD_REPETITION), termination(g));
    }

    @Test
    void anEnPassantSquareThatCannotBeUsedDoesNotMakeADifferentPosition() {
        // after e4 the d4 pawn may not take en passant: the rook on h4 would then attack the king on a4
        Game g = from("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1");
        g = play(g, "e2e4");
        assertTrue(g.position().enPassantSquare().isPresent());
        assertFalse(g.position().canCaptureEnPassant());
        g = play(g, "a4a5 e1d1 a5a4 d1e1 a4a5 e1d1 a5a4");
        assertFalse(g.isOver());
        g = play(g, "d1e1");
        assertEquals(Optional.of(Termination.THREEFOLD_REPETITION), termination(g));
    }

    @Test
    void fiftyMoveRuleAppliesAutomaticallyOnTheHundredthHalfMove() {
        Game g = from("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119");
        assertFalse(g.isOver());
        g = play(g, "g8g5");
        assertEquals(Optional.of(Termination.FIFTY_MOVES), termination(g));
        assertEquals(Optional.of(Termination.FIFTY_MOVES), termination(from("8/7k/8/6R1/1r3B2/5K2/8/8 b - - 100 119")));
    }

    @Test
    void aCaptureOrPawnMoveResetsTheCount() {
        Game g = play(from("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"), "f4e5");
        assertEquals(100, g.position().halfmoveClock());
        Game reset = play(from("6R1/7k/8/8/1r3B2/5K2/8/8 b - - 99 119"), "b4f4");
        assertFalse(reset.isOver(), "a capture on the hundredth half-move resets the count");
        assertEquals(0, reset.position().halfmoveClock());
    }

    @Test
    void checkmateTakesPrecedenceOverTheFiftyMoveRule() {
        Game g = play(from("k7/8/1K6/8/8/8/8/7R w - - 99 80"), "h1h8");
        assertEquals(100, g.position().halfmoveClock());
        assertEquals(Optional.of(Outcome.win(Side.WHITE, Termination.CHECKMATE)), g.outcome());
        assertEquals(Optional.of(Outcome.win(Side.WHITE, Termination.CHECKMATE)),
                from("k7/8/NKB5/8/8/8/8/8 b - - 105 176").outcome());
        assertEquals(Optional.of(Termination.STALEMATE), termination(from("k7/3N4/1K6/1B6/8/8/8/8 b - - 99 1")));
    }

    @Test
    void checkmateAndStalemate() {
        Game mate = play(Game.newGame(), "f2f3 e7e5 g2g4 d8h4");
        assertEquals(Optional.of(Outcome.win(Side.BLACK, Termination.CHECKMATE)), mate.outcome());
        assertEquals("0-1", mate.outcome().orElseThrow().pgnResult());
        assertEquals(Optional.of(Outcome.draw(Termination.STALEMATE)), from("7K/7P/7k/8/6q1/8/8/8 w - - 0 1").outcome());
    }

    @ParameterizedTest
    @CsvFileSource(resources = "/rules/material.tsv", delimiter = '\t')
    void whoCanStillMate(String fen, boolean whiteCanMate, boolean blackCanMate, boolean drawn) {
        Position p = Position.fromFen(fen);
        assertEquals(whiteCanMate, p.hasMatingMaterial(Side.WHITE), "white");
        assertEquals(blackCanMate, p.hasMatingMaterial(Side.BLACK), "black");
        assertEquals(drawn, p.isInsufficientMaterial());
        assertEquals(drawn, Game.from(p).outcome().equals(Optional.of(Outcome.draw(Termination.INSUFFICIENT_MATERIAL))));
    }

    @Test
    void capturingTheLastPieceDrawsAtOnce() {
        Game g = play(from("8/5k2/8/8/8/8/3K4/5r2 w - - 0 1"), "d2e2 f1f3");
        assertFalse(g.isOver());
        g = play(g, "e2f3");
        assertEquals(Optional.of(Termination.INSUFFICIENT_MATERIAL), termination(g));
    }

    @Test
    void flagFallWinsOnlyWhenTheOtherSideCouldStillMate() {
        Game rook = from("8/4rk2/8/8/8/8/3K4/8 w - - 0 1");
        assertEquals(Optional.of(Outcome.win(Side.BLACK, Termination.TIME_FORFEIT)), rook.flagFall(Side.WHITE).outcome());
        assertEquals(Optional.of(Outcome.draw(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL)),
                rook.flagFall(Side.BLACK).outcome());
        Game knightVsPawn = from("8/5kp1/8/8/8/8/3K1N2/8 b - - 0 1");
        assertEquals(Optional.of(Outcome.win(Side.WHITE, Termination.TIME_FORFEIT)),
                knightVsPawn.flagFall(Side.BLACK).outcome(), "the knight can mate with the pawn's help");
    }

    @Test
    void resignationAndAgreementEndTheGame() {
        Game g = play(Game.newGame(), "e2e4");
        Game resigned = g.resign(Side.BLACK);
        assertEquals(Optional.of(Outcome.win(Side.WHITE, Termination.RESIGNATION)), resigned.outcome());
        assertThrows(IllegalArgumentException.class, () -> resigned.play(Move.parseUci("e7e5").orElseThrow()));
        MoveCheck.Illegal refused = assertInstanceOf(MoveCheck.Illegal.class,
                MoveCheck.check(resigned, Square.E7, Square.E5, null));
        assertEquals(new IllegalMoveReason.GameIsOver(resigned.outcome().orElseThrow()), refused.reason());
        assertEquals(Optional.of(Outcome.draw(Termination.AGREEMENT)), g.agreeDraw().outcome());
        assertEquals(resigned.outcome(), resigned.agreeDraw().outcome(), "a finished game stays finished");
    }

    @Test
    void takebackRemovesTheLastMoveAndAnyOutcome() {
        Game g = play(Game.newGame(), "e2e4 e7e5");
        Game back = g.takeback();
        assertEquals(List.of(Move.parseUci("e2e4").orElseThrow()), back.moves());
        assertEquals(Position.initial().play(Move.parseUci("e2e4").orElseThrow()), back.position());
        Game mate = play(Game.newGame(), "f2f3 e7e5 g2g4 d8h4");
        Game undone = mate.takeback();
        assertFalse(undone.isOver());
        assertEquals(3, undone.plyCount());
        assertTrue(MoveCheck.check(undone, Square.D8, Square.H4, null).isLegal());
        assertEquals(Game.newGame().position(), Game.newGame().takeback().position());
    }

    @Test
    void historyIsKept() {
        Game g = play(Game.newGame(), "e2e4 e7e5 g1f3");
        assertEquals(3, g.plyCount());
        assertEquals(4, g.positions().size());
        assertEquals(Position.initial(), g.startPosition());
        assertEquals(Optional.of(Move.parseUci("g1f3").orElseThrow()), g.lastMove());
        assertEquals(g.positions().get(3), g.position());
    }
}
