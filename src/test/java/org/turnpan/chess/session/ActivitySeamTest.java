package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.intent.ReviewStep;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;

/**
 * The seam between the game and an activity that takes the board over (a review here): the board
 * in view, where moves go, the commands refused, how it ends, and when it may not start.
 */
class ActivitySeamTest {
    private final Recorder heard = new Recorder();

    private GameSession session(SessionSettings settings) {
        GameSession s = new GameSession(settings, new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L),
                heard);
        s.start();
        return s;
    }

    private List<String> after(Runnable r) {
        heard.clear();
        r.run();
        return heard.lines();
    }

    @Test
    void aReviewShowsAnEarlierBoardAndNeverChangesTheGame() {
        GameSession s = session(SessionSettings.defaults());
        s.submit("e4 e5 Nf3 Nc6");
        Game game = s.game();
        assertEquals(List.of("Reviewing the game. 2, White: knight to f3."), after(() -> s.submit("back")));
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                Fen.write(s.boardInView().game().position()));
        assertSame(game, s.game(), "the game is not touched");
        assertEquals(List.of("g1, empty, dark square"), after(() -> s.submit("square g1")),
                "questions read the reviewed board");
        assertEquals(List.of("This is a review; no move is played here. To play on from this position, type play from "
                + "here; to go back to the game, type return or press Escape."), after(() -> s.submit("Nc6")));
        assertEquals(List.of("During a review the game is not on the board. Type return, or press Escape, to go back "
                + "to it first."), after(() -> s.submit("resign")));
        assertEquals(List.of("The review is closed. Back to the game. White to move."),
                after(() -> s.perform(new BoardAction.Cancel())));
        assertSame(game, s.game());
        assertEquals(game.position(), s.boardInView().game().position());
        assertEquals(List.of("You are in the game already."), after(() -> s.submit("return")));
    }

    @Test
    void aBoardMoveInAReviewIsRefusedLikeATypedOne() {
        GameSession s = session(SessionSettings.defaults());
        s.submit("e4 e5");
        s.submit("start");
        heard.clear();
        s.perform(new BoardAction.ToSquare(Square.E2));
        heard.clear();
        s.perform(new BoardAction.Activate());
        assertEquals(1, heard.count("This is a review; no move is played here."));
        assertEquals(Announcement.Kind.REFUSAL, heard.announcements().get(0).kind());
        assertEquals(2, s.game().plyCount());
    }

    @Test
    void aTimedGameInProgressIsNotLeftWhileItsClockRuns() {
        GameSession s = session(SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(5, 0)));
        s.submit("e4 e5");
        String why = "This game is timed and its clock is running; a review or a lesson would spend your time. "
                + "Finish or resign the game first, or start a game without a clock.";
        assertEquals(List.of(why), after(() -> s.submit("review")));
        assertEquals(List.of(why), after(() -> s.perform(new BoardAction.Review(ReviewStep.BACK))));
        s.perform(new Intent.Resign());
        s.answer(true);
        assertEquals(List.of("Reviewing the game. 1, White: pawn to e4. White has 5 minutes left."), after(() -> s.submit("back")));
    }

    @Test
    void nothingToReviewBeforeTheFirstMove() {
        GameSession s = session(SessionSettings.defaults());
        assertEquals(List.of("There are no moves to review yet."), after(() -> s.submit("review")));
    }

    @Test
    void aNewLanguageSpeaksInTheSameReviewAndANewGameEndsIt() {
        GameSession s = session(SessionSettings.defaults());
        s.submit("e4 e5");
        s.submit("review");
        s.settingsControl().changeLanguage(Locale.ITALIAN);
        s.submit("indietro");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
                Fen.write(s.boardInView().game().position()));
        s.perform(new Intent.NewGame(s.settings().white(), s.settings().black(), s.settings().timeControl()));
        s.answer(true);
        assertEquals(0, s.game().plyCount());
        assertEquals(Game.newGame().position(), s.boardInView().game().position(), "a new game takes the board back");
    }

    @Test
    void aFinishedGameFromAFileIsReviewedAndLeavesTheNextGamesClockAlone() {
        GameSession s = session(SessionSettings.defaults());
        java.nio.file.Path blitz = java.nio.file.Path.of("src/test/resources/pgn/fixtures/notnil-fixtures/0005.pgn");
        assertTrue(Opening.open(s, blitz));
        assertEquals(0, s.boardInView().game().plyCount(), "a finished game lands at its start");
        assertEquals(41, s.game().plyCount());
        assertEquals(TimeControl.untimed(), s.settings().timeControl(), "its 300+3 is the game's, not the next game's");
        s.submit("new");
        assertEquals(List.of("White plays pawn to e4."), after(() -> s.submit("e4")));
        assertEquals(List.of("Reviewing the game. Start of the game."), after(() -> s.submit("back")),
                "the new game is untimed, so it can be reviewed");
    }
}
