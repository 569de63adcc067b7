package org.turnpan.chess.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.engine.builtin.BuiltinEngine;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * The analysis with the real built-in engine on a fixture game (the Blackburne-Shilling trap, where
 * White's 5. Nxf7 and 6. Rf1 lose much), the same at a fixed depth every time; an answer judged;
 * cancelling; and an engine that never answers, which fails the job instead of hanging it.
 */
class GameAnalyserTest {
    private static final List<Move> TRAP = GameAnalysisTest.moves(Position.initial(),
            "e4", "e5", "Nf3", "Nc6", "Bc4", "Nd4", "Nxe5", "Qg5", "Nxf7", "Qxg2", "Rf1", "Qxe4+", "Be2", "Nf3#");
    private static final MistakeRules RULES = new MistakeRules(Limit.depth(4), Duration.ofSeconds(30), 150, 50);

    private static GameAnalysis analyse() throws Exception {
        try (BuiltinEngine engine = new BuiltinEngine(8); GameAnalyser a = new GameAnalyser(engine, RULES)) {
            return a.analyse(Position.initial(), TRAP, i -> { }).get(2, TimeUnit.MINUTES);
        }
    }

    @Test
    void theTrapsMistakesAreFoundTheSameEveryTime() throws Exception {
        GameAnalysis first = analyse();
        assertEquals(TRAP.size() + 1, first.scores().size());
        List<Mistake> white = first.mistakes(Side.WHITE, RULES);
        List<Integer> plies = white.stream().map(Mistake::ply).toList();
        assertTrue(plies.contains(8), "5. Nxf7 is a mistake: " + white);
        assertTrue(white.stream().allMatch(m -> m.loss() >= 150 && !m.best().equals(m.played())), white.toString());
        // the final position is checkmate: no move, Black's mate
        assertTrue(first.scores().get(TRAP.size()).best().isEmpty());
        assertEquals(white, analyse().mistakes(Side.WHITE, RULES), "a fixed depth gives the same mistakes");
    }

    @Test
    void theEnginesOwnMoveIsAcceptedAndTheGamesMoveIsNot() throws Exception {
        GameAnalysis analysis = analyse();
        Mistake m = analysis.mistakes(Side.WHITE, RULES).stream().filter(x -> x.ply() == 8).findFirst().orElseThrow();
        try (BuiltinEngine engine = new BuiltinEngine(8); GameAnalyser a = new GameAnalyser(engine, RULES)) {
            Judgement best = a.judge(Position.initial(), TRAP.subList(0, 8), m, m.best()).get(1, TimeUnit.MINUTES);
            assertTrue(best.accepted());
            assertEquals(0, best.loss());
            Judgement played = a.judge(Position.initial(), TRAP.subList(0, 8), m, m.played()).get(1, TimeUnit.MINUTES);
            assertFalse(played.accepted(), "the game's own blunder: " + played);
            assertTrue(played.loss() > RULES.margin());
        }
    }

    @Test
    void cancellingEndsTheJob() throws Exception {
        MistakeRules slow = new MistakeRules(Limit.depth(30), Duration.ofMinutes(5), 150, 50);
        try (BuiltinEngine engine = new BuiltinEngine(8); GameAnalyser a = new GameAnalyser(engine, slow)) {
            CompletableFuture<GameAnalysis> job = a.analyse(Position.initial(), TRAP, i -> { });
            Thread.sleep(200);
            a.cancel();
            ExecutionException e = assertThrows(ExecutionException.class, () -> job.get(30, TimeUnit.SECONDS));
            assertInstanceOf(CancellationException.class, e.getCause());
        }
    }

    @Test
    void anEngineThatNeverAnswersFailsTheJobInsteadOfHangingIt() throws Exception {
        Engine mute = new Engine() {
            @Override
            public String name() {
                return "Mute";
            }

            @Override
            public CompletableFuture<SearchResult> search(SearchRequest request) {
                return new CompletableFuture<>();
            }

            @Override
            public void stop() {
            }

            @Override
            public void close() {
            }
        };
        MistakeRules quick = new MistakeRules(Limit.depth(4), Duration.ofMillis(200), 150, 50);
        try (GameAnalyser a = new GameAnalyser(mute, quick)) {
            CompletableFuture<GameAnalysis> job = a.analyse(Position.initial(), TRAP, i -> { });
            ExecutionException e = assertThrows(ExecutionException.class, () -> job.get(30, TimeUnit.SECONDS));
            EngineFailure f = assertInstanceOf(EngineFailure.class, e.getCause());
            assertInstanceOf(EngineProblem.Hung.class, f.problem());
        }
    }
}
