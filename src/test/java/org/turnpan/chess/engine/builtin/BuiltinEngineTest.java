package org.turnpan.chess.engine.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Match;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

class BuiltinEngineTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private static SearchResult search(BuiltinEngine engine, Position p, Limit limit) throws Exception {
        return engine.search(SearchRequest.of(p, limit)).get(60, TimeUnit.SECONDS);
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvFileSource(resources = "/engine/builtin/tactics.tsv", delimiter = '\t', numLinesToSkip = 1)
    void findsMatesAndWinsMaterial(String fen, int depth, String best, String score) throws Exception {
        try (BuiltinEngine engine = new BuiltinEngine(8, new Random(1))) {
            SearchResult r = search(engine, Position.fromFen(fen), Limit.depth(depth));
            assertTrue(List.of(best.split("\\|")).contains(r.bestMove().uci()), "played " + r.bestMove().uci());
            assertEquals(r.bestMove(), r.pv().get(0), "the line starts with the move");
            if (score.startsWith("mate ")) {
                assertEquals(Score.mateIn(Integer.parseInt(score.substring(5))), r.score());
            } else {
                int min = Integer.parseInt(score.substring(3));
                assertFalse(r.score().mate());
                assertTrue(r.score().value() > min, "score " + r.score());
            }
        }
    }

    @Test
    void everyLevelTakesAMateInOne() throws Exception {
        Position p = Position.fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        for (int level = 1; level <= 8; level++) {
            try (BuiltinEngine engine = new BuiltinEngine(level, new Random(level))) {
                assertEquals("d1d8", search(engine, p, Limit.millis(500)).bestMove().uci(), "level " + level);
            }
        }
    }

    @Test
    void noLevelLeavesItsQueenToAPawn() throws Exception {
        // the white queen on d4 is attacked by the pawn on e5
        Position p = Position.fromFen("rnbqkbnr/ppp2ppp/8/3pp3/3Q4/8/PPPPPPPP/RNB1KBNR w KQkq - 0 3");
        for (int level = 1; level <= 8; level++) {
            for (int seed = 0; seed < 4; seed++) {
                try (BuiltinEngine engine = new BuiltinEngine(level, new Random(seed))) {
                    Move m = search(engine, p, Limit.millis(300)).bestMove();
                    Position after = p.play(m);
                    List<Square> queens = after.squaresOf(Piece.of(Side.WHITE, PieceType.QUEEN));
                    assertEquals(1, queens.size());
                    boolean pawnAttacks = after.attackers(queens.get(0), Side.BLACK).stream()
                            .anyMatch(s -> after.pieceAt(s).orElseThrow().type() == PieceType.PAWN);
                    assertFalse(pawnAttacks, "level " + level + " played " + m.uci());
                }
            }
        }
    }

    @Test
    void usesTheGameHistoryToSeekARepetitionWhenLost() throws Exception {
        // Black has a lone king against king and queen: repeating the position is its best result.
        Game game = Game.from(Position.fromFen("6k1/8/8/8/8/8/8/1Q4K1 b - - 0 1"));
        for (String m : "g8h8 g1h1 h8g8 h1g1 g8h8 g1h1".split(" ")) {
            game = game.play(Move.parseUci(m).orElseThrow());
        }
        try (BuiltinEngine engine = new BuiltinEngine(8, new Random(1))) {
            SearchResult r = engine.search(SearchRequest.of(game, Limit.depth(6))).get(60, TimeUnit.SECONDS);
            assertEquals("h8g8", r.bestMove().uci(), "back to a position seen before");
            assertEquals(Score.centipawns(0), r.score(), "a draw by repetition is within reach: " + r.pv());
            SearchResult fresh = search(engine, game.position(), Limit.depth(6));
            assertTrue(fresh.score().ordinal() < -300, "without the history Black is lost: " + fresh.score());
        }
    }

    @Test
    void searchReturnsAtOnceAndStopEndsItQuickly() throws Exception {
        try (BuiltinEngine engine = new BuiltinEngine(8, new Random(1))) {
            long t0 = System.nanoTime();
            CompletableFuture<SearchResult> f = engine.search(SearchRequest.of(Position.fromFen(KIWIPETE),
                    new Limit.Infinite()));
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 200, "search() blocked the caller");
            Thread.sleep(300);
            assertFalse(f.isDone());
            long s0 = System.nanoTime();
            engine.stop();
            SearchResult r = f.get(5, TimeUnit.SECONDS);
            long stopMs = (System.nanoTime() - s0) / 1_000_000;
            assertTrue(stopMs < 250, "stop took " + stopMs + " ms");
            assertTrue(Position.fromFen(KIWIPETE).isLegal(r.bestMove()));
        }
    }

    @Test
    void playsWithinItsShareOfTheGameClock() throws Exception {
        Limit clock = Limit.GameClock.of(Duration.ofSeconds(3), Duration.ofSeconds(3), Duration.ZERO);
        try (BuiltinEngine engine = new BuiltinEngine(8, new Random(1))) {
            long t0 = System.nanoTime();
            search(engine, Position.fromFen(KIWIPETE), clock);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(ms < 1_700, "used " + ms + " ms of 3000");
        }
    }

    @Test
    void aPositionWithoutMovesIsAProblemNotACrash() throws Exception {
        Position mated = Position.fromFen("3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1");
        try (BuiltinEngine engine = new BuiltinEngine(4)) {
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
                    () -> engine.search(SearchRequest.of(mated, Limit.depth(3))).get(10, TimeUnit.SECONDS));
            assertInstanceOf(EngineProblem.NoMove.class, EngineFailure.problemOf(e).orElseThrow());
        }
    }

    @Test
    void theTopLevelBeatsTheBottomLevel() {
        try (BuiltinEngine strong = new BuiltinEngine(8, new Random(1));
             BuiltinEngine weak = new BuiltinEngine(1, new Random(2))) {
            Match.Tally t = new Match(Limit.millis(40), 200).series(strong, weak,
                    List.of(List.of(Move.parseUci("e2e4").orElseThrow())), 2, r -> { });
            assertTrue(t.points() >= 1.5, "level 8 scored " + t.points() + " of 2");
        }
    }
}
