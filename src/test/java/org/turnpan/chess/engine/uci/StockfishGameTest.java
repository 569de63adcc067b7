package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Match;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.engine.builtin.BuiltinEngine;
import org.turnpan.chess.rules.Position;

/** A short real game against Stockfish where it is installed (CI installs it). */
class StockfishGameTest {
    private static final String STOCKFISH = "/usr/games/stockfish";

    @BeforeEach
    void needsStockfish() {
        Assertions.assertTrue(Files.isExecutable(Path.of(STOCKFISH)), "Stockfish is not installed at " + STOCKFISH);
    }

    @Test
    void aShortGameAgainstStockfishStaysLegal() {
        EngineStart start = UciEngine.start(STOCKFISH, Map.of("Skill Level", "0", "Threads", "1", "Hash", "16"));
        try (Engine sf = assertInstanceOf(EngineStart.Started.class, start).engine();
             BuiltinEngine ours = new BuiltinEngine(3, new Random(7))) {
            assertTrue(sf.name().startsWith("Stockfish"), sf.name());
            Match.GameRecord r = new Match(Limit.millis(30), 40).play(ours, sf, List.of());
            assertTrue(r.failed().isEmpty(), "an engine failed: " + r.problem());
            assertTrue(r.game().plyCount() >= 20 || r.game().isOver(), "the game stopped early at ply "
                    + r.game().plyCount());
        }
    }

    @Test
    void stockfishFindsAMateInOne() throws Exception {
        EngineStart start = UciEngine.start(STOCKFISH, Map.of("Threads", "1"));
        try (Engine sf = assertInstanceOf(EngineStart.Started.class, start).engine()) {
            Position p = Position.fromFen("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
            SearchResult r = sf.search(SearchRequest.of(p, Limit.depth(6))).get(30, TimeUnit.SECONDS);
            assertEquals("d1d8", r.bestMove().uci());
            assertEquals(Score.mateIn(1), r.score());
        }
    }
}
