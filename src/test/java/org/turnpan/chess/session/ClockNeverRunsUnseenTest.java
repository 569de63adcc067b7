package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.clock.ManualTimeSource;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * A clock never runs unseen (issue 14): a game read from a file, a resumed game and a new game all
 * wait, with no time lost however long the player listens, until the first move made at this
 * keyboard; that move starts the clock (the side then to move runs) and from then on the game is a
 * timed contest with no takebacks. Before it, a takeback works and puts the file's clock times back.
 * Time moves only when the test says so.
 */
class ClockNeverRunsUnseenTest {
    /** 3+2; White had 3:01 after 1. e4, Black 3:06 after 1... e5, White 2:59 after 2. Nf3: Black to move. */
    private static final String TIMED_GAME = """
            [Event "Blitz"]
            [TimeControl "180+2"]

            1. e4 {[%clk 0:03:01]} e5 {[%clk 0:03:06]} 2. Nf3 {[%clk 0:02:59]} *
            """;

    private final Recorder heard = new Recorder();
    private final ManualTimeSource time = new ManualTimeSource();

    private GameSession session(SessionSettings settings, OpponentFactory opponents) {
        GameSession s = new GameSession(settings, new SessionServices(opponents, GameStore.none(), time), heard);
        s.start();
        return s;
    }

    private static Path timedGame(Path dir) throws Exception {
        Path pgn = dir.resolve("blitz.pgn");
        Files.writeString(pgn, TIMED_GAME, StandardCharsets.UTF_8);
        return pgn;
    }

    private void wait(GameSession s, int seconds) {
        time.advanceSeconds(seconds);
        s.lookAtClock();
    }

    @Test
    void aTimedGameOpenedFromAFileLosesNoTimeWhileItIsListenedTo(@TempDir Path dir) throws Exception {
        GameSession s = session(SessionSettings.defaults(), null);
        assertTrue(Opening.open(s, timedGame(dir)));
        assertEquals(Duration.ofSeconds(179), s.clocks().white());
        assertEquals(Duration.ofSeconds(186), s.clocks().black());
        wait(s, 8);
        wait(s, 600);
        assertEquals(Duration.ofSeconds(186), s.clocks().black(), "the issue's 3:06 -> 2:59 in 8 seconds");
        assertEquals(Duration.ofSeconds(179), s.clocks().white());
        assertEquals(Optional.empty(), s.clocks().running());
        assertEquals(0, heard.count("left"), "no warning, no flag");
        s.submit("clock");
        assertEquals(1, heard.count("White has 2 minutes 59 seconds, and Black has 3 minutes 6 seconds. "
                + "The clock starts at your first move."));
    }

    @Test
    void theFirstMoveMadeAfterOpeningStartsTheClock(@TempDir Path dir) throws Exception {
        GameSession s = session(SessionSettings.defaults(), null);
        s.perform(Intent.Open.file(timedGame(dir)));
        wait(s, 30);
        s.submit("Nc6");
        assertEquals(Duration.ofSeconds(186), s.clocks().black(), "the move that starts the clock costs nothing");
        assertEquals(Optional.of(Side.WHITE), s.clocks().running());
        wait(s, 10);
        assertEquals(Duration.ofSeconds(169), s.clocks().white());
        s.submit("Bb5");
        assertEquals(Duration.ofSeconds(171), s.clocks().white(), "then every move presses it, with the increment");
        assertEquals(Optional.of(Side.BLACK), s.clocks().running());
    }

    @Test
    void anOpenedTimedGameIsReviewedWithNoClockRunningAndPlayedOnAfter(@TempDir Path dir) throws Exception {
        GameSession s = session(SessionSettings.defaults(), null);
        s.perform(Intent.Open.file(timedGame(dir)));
        s.submit("review");
        assertEquals(1, heard.count("Reviewing the game"));
        s.submit("start");
        wait(s, 300);
        s.submit("return");
        assertEquals(Duration.ofSeconds(186), s.clocks().black(), "five minutes of review cost nothing");
        s.submit("Nc6");
        wait(s, 4);
        assertEquals(Duration.ofSeconds(175), s.clocks().white(), "the first move after the review starts it");
        s.submit("review");
        assertEquals(1, heard.count("its clock is running"), "now the game is a timed contest");
    }

    @Test
    void takebackWorksOnAnOpenedTimedGameUntilItsClockStarts(@TempDir Path dir) throws Exception {
        GameSession s = session(SessionSettings.defaults(), null);
        s.perform(Intent.Open.file(timedGame(dir)));
        wait(s, 8);
        s.submit("takeback");
        assertEquals(2, s.game().plyCount(), "2. Nf3 is taken back");
        assertEquals(1, heard.count("taken back"));
        assertEquals(Duration.ofSeconds(181), s.clocks().white(), "White's time after 1. e4 again");
        assertEquals(Duration.ofSeconds(186), s.clocks().black());
        wait(s, 20);
        assertEquals(Duration.ofSeconds(181), s.clocks().white(), "still waiting after the takeback");
        s.submit("d4");
        wait(s, 5);
        assertEquals(Duration.ofSeconds(181), s.clocks().white());
        assertEquals(Duration.ofSeconds(181), s.clocks().black(), "Black's clock runs after White's move here");
        s.submit("takeback");
        assertEquals(3, s.game().plyCount(), "once the clock runs the game is a timed contest");
        assertEquals(1, heard.count("Moves cannot be taken back once a timed game's clock is running."));
    }

    @Test
    void aNewTimedGameLosesNoTimeBeforeWhitesFirstMove() {
        GameSession s = session(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2)), null);
        wait(s, 45);
        assertEquals(Duration.ofSeconds(180), s.clocks().white(), "the opening sentences cost nothing");
        assertEquals(Optional.empty(), s.clocks().running());
        s.submit("e4");
        assertEquals(Duration.ofSeconds(180), s.clocks().white());
        assertEquals(Optional.of(Side.BLACK), s.clocks().running());
        wait(s, 12);
        assertEquals(Duration.ofSeconds(168), s.clocks().black());
    }

    @Test
    void anEnginePlayingWhiteMovesWithNoClockRunningAndTheFirstMoveHereStartsIt() throws Exception {
        GameSession s = session(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2))
                .withPlayers(Player.builtin(1), Player.HUMAN), FakeOpponent.factory(false));
        assertTrue(s.awaitOpponents(Duration.ofSeconds(10)));
        assertEquals(1, s.game().plyCount(), "the engine made White's first move");
        wait(s, 40);
        assertEquals(Duration.ofSeconds(180), s.clocks().white());
        assertEquals(Duration.ofSeconds(180), s.clocks().black(), "the player heard the greeting and the move for free");
        assertEquals(Optional.empty(), s.clocks().running());
        s.submit(s.position().legalMoves().get(0).toString());
        assertTrue(s.awaitOpponents(Duration.ofSeconds(10)));
        assertEquals(3, s.game().plyCount());
        assertEquals(Duration.ofSeconds(180), s.clocks().black(), "the first move here starts the clock");
        assertEquals(Optional.of(Side.BLACK), s.clocks().running(), "White's reply pressed it: Black's time runs");
        wait(s, 7);
        assertEquals(Duration.ofSeconds(173), s.clocks().black());
    }

    @Test
    void aResumedTimedGameWaitsForItsFirstMoveToo() {
        GameStore store = new MemoryStore();
        GameSession first = new GameSession(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2)),
                new SessionServices(null, store, time), heard);
        first.start();
        first.submit("e4");
        time.advanceSeconds(20);
        first.submit("e5");
        first.close();
        GameSession second = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, time), heard);
        second.start();
        second.submit("resume");
        wait(second, 90);
        assertEquals(Duration.ofSeconds(180), second.clocks().white());
        assertEquals(Duration.ofSeconds(162), second.clocks().black());
        second.submit("Nf3");
        wait(second, 2);
        assertEquals(Duration.ofSeconds(160), second.clocks().black());
    }
}
