package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.engine.uci.FakeEngines;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Hints and evaluations are about the board in view: in a review, the reviewed position, from the
 * built-in engine or the UCI engine the player set with {@code analyser}.
 */
class ReviewAdviceTest {
    private final Recorder heard = new Recorder();

    private GameSession scholarsMate() {
        GameSession s = new GameSession(SessionSettings.defaults(),
                new SessionServices(OpponentFactory.engines(), GameStore.none(), () -> 0L), heard);
        s.start();
        s.submit("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7");
        return s;
    }

    private List<String> answer(GameSession s, String line) throws InterruptedException {
        heard.clear();
        s.submit(line);
        assertTrue(s.awaitOpponents(Duration.ofSeconds(30)), "the answer came");
        return heard.lines();
    }

    @Test
    void theReviewedPositionIsEvaluatedNotTheGamesEnd() throws InterruptedException {
        GameSession s = scholarsMate();
        assertTrue(s.game().isOver());
        assertEquals(List.of("The game is over. Checkmate. White wins."), answer(s, "evaluate"));
        s.submit("back");
        List<String> said = answer(s, "evaluate");
        assertEquals(1, said.size(), said.toString());
        assertTrue(said.get(0).startsWith("White mates in one."), said.get(0));
        assertTrue(said.get(0).contains("queen takes pawn on f7"), said.get(0));
        s.close();
    }

    @Test
    void anAnalyserThatCannotStartIsSaidAndTheBuiltInStays() throws InterruptedException {
        GameSession s = scholarsMate();
        assertEquals(List.of("There is no engine at /nonexistent/engine."), answer(s, "analyser uci:/nonexistent/engine"));
        assertEquals(List.of("Hints and evaluations now come from the built-in engine at level 8."),
                answer(s, "analyser builtin"));
        s.submit("back");
        List<String> hint = answer(s, "hint");
        assertTrue(hint.get(0).startsWith("The engine suggests queen takes pawn on f7, checkmate."), hint.toString());
        s.close();
    }

    @Test
    void aUciAnalyserEvaluatesTheReviewedPosition() throws InterruptedException {
        Assertions.assertTrue(Files.isExecutable(Path.of("/usr/games/stockfish")), "Stockfish is not installed at /usr/games/stockfish");
        GameSession s = scholarsMate();
        List<String> set = answer(s, "analyser uci:/usr/games/stockfish");
        assertTrue(set.get(0).startsWith("Hints and evaluations now come from the engine Stockfish"), set.toString());
        s.submit("back");
        List<String> said = answer(s, "evaluate");
        assertTrue(said.get(0).startsWith("White mates in one."), said.toString());
        s.close();
    }

    @Test
    void anAnalyserThatMisbehavesIsNotCalledAnOpponent(@TempDir Path dir) throws Exception {
        GameSession s = scholarsMate();
        Path fake = FakeEngines.launcher(dir, "illegal");
        List<String> set = answer(s, "analyser uci:" + fake);
        assertTrue(set.get(0).startsWith("Hints and evaluations now come from the engine"), set.toString());
        s.submit("back");
        List<String> said = answer(s, "hint");
        assertEquals(List.of("The engine giving hints stopped working; it will be started again next time."), said);
        assertFalse(said.get(0).contains("opponent"), said.toString());
        s.close();
    }
}
