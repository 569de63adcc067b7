package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.Leaks;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.EvaluationPhraser;

/** The UCI client against a scripted fake engine: the normal path and every fault. */
class UciEngineTest {
    @TempDir
    Path dir;

    /** Writes an executable launcher that runs {@link FakeUciEngine} with the named script. */
    private String fake(String scriptName) throws IOException {
        return FakeEngines.launcher(dir, scriptName).toString();
    }

    private static Engine started(EngineStart start) {
        return assertInstanceOf(EngineStart.Started.class, start).engine();
    }

    private static EngineProblem failure(CompletableFuture<SearchResult> future) throws InterruptedException {
        try {
            future.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            return EngineFailure.problemOf(e).orElseThrow(() -> new AssertionError("not an engine failure", e));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the search never ended", e);
        }
        throw new AssertionError("the search succeeded but should have failed");
    }

    @Test
    void handshakeSetsOfferedOptionsOnlyAndReadsTheSearch() throws Exception {
        String path = fake("handshake");
        try (Engine engine = started(UciEngine.start(path, Map.of("Skill Level", "3", "Threads", "2")))) {
            assertEquals("Scripted Fake 1.0", engine.name());
            Game game = Game.newGame();
            SearchResult r = engine.search(SearchRequest.of(game, Limit.millis(100))).get(30, TimeUnit.SECONDS);
            assertEquals("e2e4", r.bestMove().uci());
            assertEquals(Score.centipawns(-42), r.score());
            assertEquals(7, r.depth());
            assertEquals(12345, r.nodes());
            assertEquals(List.of("e2e4", "e7e5", "g1f3"), r.pv().stream().map(Move::uci).toList());
        }
        List<String> received = Files.readAllLines(dir.resolve("received.log"));
        assertTrue(received.contains("setoption name Skill Level value 3"), received.toString());
        assertTrue(received.stream().noneMatch(l -> l.contains("Threads")), "Threads is not offered: " + received);
        assertTrue(received.contains("position startpos"), received.toString());
        assertTrue(received.contains("go movetime 100"), received.toString());
    }

    @Test
    void aMissingProgramIsReported() {
        EngineStart start = UciEngine.start(dir.resolve("no-such-engine").toString(), Map.of());
        EngineProblem p = assertInstanceOf(EngineStart.Failed.class, start).problem();
        assertInstanceOf(EngineProblem.NotFound.class, p);
    }

    @Test
    void aFileThatIsNotAProgramIsReported() throws IOException {
        Path text = Files.writeString(dir.resolve("readme.txt"), "not an engine");
        EngineStart start = UciEngine.start(text.toString(), Map.of());
        assertInstanceOf(EngineProblem.NotExecutable.class, assertInstanceOf(EngineStart.Failed.class, start).problem());
    }

    @Test
    void anEngineThatNeverSaysUciokIsClosedAfterTheTimeout() throws IOException {
        long t0 = System.nanoTime();
        EngineStart start = UciEngine.start(fake("silent"), Map.of(), Duration.ofSeconds(2));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        EngineProblem p = assertInstanceOf(EngineStart.Failed.class, start).problem();
        assertInstanceOf(EngineProblem.NoHandshake.class, p);
        assertTrue(ms < 10_000, "gave up after " + ms + " ms");
    }

    @Test
    void aCrashMidGameKeepsTheGameAndIsReported() throws Exception {
        try (Engine engine = started(UciEngine.start(fake("crash"), Map.of()))) {
            Game game = Game.newGame();
            SearchResult first = engine.search(SearchRequest.of(game, Limit.millis(50))).get(30, TimeUnit.SECONDS);
            game = game.play(first.bestMove()).play(Move.parseUci("e7e5").orElseThrow());
            EngineProblem p = failure(engine.search(SearchRequest.of(game, Limit.millis(50))));
            assertInstanceOf(EngineProblem.Crashed.class, p);
            assertEquals(2, game.plyCount(), "the game is untouched by the crash");
            assertInstanceOf(EngineProblem.Crashed.class, failure(engine.search(SearchRequest.of(game, Limit.millis(50)))));
        }
    }

    @Test
    void anIllegalBestMoveIsRefused() throws Exception {
        try (Engine engine = started(UciEngine.start(fake("illegal"), Map.of()))) {
            EngineProblem p = failure(engine.search(SearchRequest.of(Position.initial(), Limit.millis(50))));
            EngineProblem.IllegalMove illegal = assertInstanceOf(EngineProblem.IllegalMove.class, p);
            assertEquals("e2e5", illegal.move());
        }
    }

    /** Silent after go, or flooding info lines after go without a move: stopped, then killed, on time. */
    @ParameterizedTest
    @ValueSource(strings = {"hang", "search-flood"})
    void aHungEngineIsStoppedThenKilledAfterItsBudget(String script) throws Exception {
        try (Engine engine = started(UciEngine.start(fake(script), Map.of()))) {
            long t0 = System.nanoTime();
            EngineProblem p = failure(engine.search(SearchRequest.of(Position.initial(), Limit.millis(100))));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertInstanceOf(EngineProblem.Hung.class, p);
            long budget = 100 + 2 * UciEngine.GRACE.toMillis();
            assertTrue(ms >= budget - 50 && ms < budget + 5_000, "gave up after " + ms + " ms");
        }
        Leaks.assertNoneLeft();
    }

    @Test
    void stopEndsAnInfiniteSearchWithTheEnginesMove() throws Exception {
        try (Engine engine = started(UciEngine.start(fake("stop"), Map.of()))) {
            CompletableFuture<SearchResult> f = engine.search(SearchRequest.of(Position.initial(), new Limit.Infinite()));
            Thread.sleep(300);
            engine.stop();
            SearchResult r = f.get(10, TimeUnit.SECONDS);
            assertEquals("g1f3", r.bestMove().uci());
            assertEquals(Score.mateIn(3), r.score());
        }
    }

    @Test
    void aMateScoreIsKeptFromTheSideToMove() throws Exception {
        try (Engine engine = started(UciEngine.start(fake("mate"), Map.of()))) {
            Game game = Game.newGame().play(Move.parseUci("f2f3").orElseThrow()).play(Move.parseUci("e7e5").orElseThrow());
            SearchResult r = engine.search(SearchRequest.of(game, Limit.depth(5))).get(30, TimeUnit.SECONDS);
            assertEquals(Score.mateIn(-2), r.score());
            assertEquals(List.of("g2g4", "d8h4"), r.pv().stream().map(Move::uci).toList());
        }
    }

    @Test
    void aLineWithoutEndDuringASearchClosesTheEngineWithASentence() throws Exception {
        try (Engine engine = started(UciEngine.start(fake("endless"), Map.of()))) {
            long t0 = System.nanoTime();
            EngineProblem p = failure(engine.search(SearchRequest.of(Position.initial(), Limit.millis(60_000))));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(new EngineProblem.LineTooLong(engine.name(), 64), p);
            assertTrue(ms < 10_000, "took " + ms + " ms: the engine is dropped as soon as the line is too long");
            Leaks.assertNoneLeft();
            assertEquals(p, failure(engine.search(SearchRequest.of(Position.initial(), Limit.millis(50)))),
                    "the next search says the same");
        }
    }

    @Test
    void aLineWithoutEndBetweenSearchesIsSaidAtTheNextSearch() throws Exception {
        try (Engine engine = started(UciEngine.start(fake("idle-endless"), Map.of()))) {
            Leaks.assertNoneLeft();
            EngineProblem p = failure(engine.search(SearchRequest.of(Position.initial(), Limit.millis(50))));
            assertInstanceOf(EngineProblem.LineTooLong.class, p);
        }
    }

    @Test
    void aFloodOfOptionsDoesNotStretchTheHandshake() throws IOException {
        long t0 = System.nanoTime();
        EngineStart start = UciEngine.start(fake("handshake-flood"), Map.of(), Duration.ofSeconds(2));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertInstanceOf(EngineProblem.NoHandshake.class, assertInstanceOf(EngineStart.Failed.class, start).problem());
        assertTrue(ms < 10_000, "gave up after " + ms + " ms");
        Leaks.assertNoneLeft();
    }

    @Test
    void aLineWithoutEndInTheHandshakeIsRefusedWithThePath() throws IOException {
        String path = fake("handshake-endless");
        EngineStart start = UciEngine.start(path, Map.of(), Duration.ofSeconds(30));
        assertEquals(new EngineProblem.LineTooLong(path, 64), assertInstanceOf(EngineStart.Failed.class, start).problem());
        Leaks.assertNoneLeft();
    }

    @Test
    void controlSequencesFromAnEngineNeverReachASentence() throws Exception {
        try (Engine engine = started(UciEngine.start(fake("escapes"), Map.of()))) {
            assertEquals("Hidden Engine 2", engine.name());
            EngineProblem p = failure(engine.search(SearchRequest.of(Position.initial(), Limit.millis(50))));
            // a misbehaving engine, not "an illegal move, e2e5": the player would hear a move the engine did not write
            EngineProblem.GarbledMove garbled = assertInstanceOf(EngineProblem.GarbledMove.class, p);
            assertTrue(garbled.move().chars().noneMatch(c -> c < 0x20 || c == 0x7f), "cleaned: " + garbled.move());
            for (Locale l : Catalogue.LANGUAGES) {
                String said = Catalogue.forLocale(l).render(EvaluationPhraser.problem(p));
                assertTrue(said.contains(garbled.move()) && said.chars().noneMatch(c -> c < 0x20 || c == 0x7f), l + ": " + said);
                assertTrue(!said.equals(Catalogue.forLocale(l).render(EvaluationPhraser.problem(
                        new EngineProblem.IllegalMove(garbled.name(), garbled.move())))), l + ": " + said);
            }
        }
        Leaks.assertNoneLeft();
    }

    @Test
    void commandsFollowTheProtocol() {
        Game game = Game.newGame().play(Move.parseUci("e2e4").orElseThrow());
        assertEquals("position startpos moves e2e4", UciEngine.positionCommand(SearchRequest.of(game, Limit.depth(3))));
        Position fen = Position.fromFen("8/8/3k4/3p4/3P4/4K3/8/8 w - - 0 50");
        assertEquals("position fen 8/8/3k4/3p4/3P4/4K3/8/8 w - - 0 50",
                UciEngine.positionCommand(SearchRequest.of(fen, Limit.depth(3))));
        assertEquals("go wtime 60000 btime 55000 winc 2000 binc 2000", UciEngine.goCommand(
                Limit.GameClock.of(Duration.ofSeconds(60), Duration.ofSeconds(55), Duration.ofSeconds(2))));
        assertEquals("go depth 9", UciEngine.goCommand(Limit.depth(9)));
        assertEquals("go nodes 5000", UciEngine.goCommand(Limit.nodes(5000)));
    }
}
