package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.learn.LessonCatalogue;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.Learning;
import org.turnpan.chess.session.activity.Reviewing;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.GuideRequest;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.intent.LearnRequest;
import org.turnpan.chess.session.intent.ReviewStep;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Lessons, the quiz and the review share the activity seam: each explicit start ({@code review},
 * {@code learn N}, {@code quiz}) takes the board from whatever holds it and says what it left (a
 * review waits for a lesson or the quiz to end; {@link LessonInterruptsReviewTest}); the
 * review's steps, keys and questions never close a lesson or the quiz behind the player's back;
 * {@code stop}, {@code return}, {@code leave} and Escape go back to the game from each; a timed
 * game that is going on lends the board to none of them. The game is never changed.
 */
class LessonAndReviewTest {
    private static final String NOT_ON_THE_BOARD = "This cannot be done during a lesson or the quiz. "
            + "First type stop, or press Escape, to go back to where you were.";
    private final Recorder heard = new Recorder();

    private GameSession session(SessionSettings settings) {
        GameSession s = new GameSession(settings, new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L)
                .withQuizSeed(7), heard);
        s.start();
        return s;
    }

    /** A game of two moves each, untimed. */
    private GameSession played() {
        GameSession s = session(SessionSettings.defaults());
        s.submit("e4 e5 Nf3 Nc6");
        return s;
    }

    private String said(Runnable r) {
        heard.clear();
        r.run();
        return String.join(" | ", heard.lines());
    }

    private static Activity activity(GameSession s) {
        return s.activity();
    }

    @Test
    void aLessonStartedDuringAReviewKeepsItAndSaysSo() {
        GameSession s = played();
        Game game = s.game();
        s.submit("back");
        assertInstanceOf(Reviewing.class, activity(s));
        String started = said(() -> s.submit("learn 6"));
        assertTrue(started.startsWith("The review keeps its place; stop brings you back to it. Lesson 6 of 14. The knight."),
                started);
        assertInstanceOf(Learning.class, activity(s));
        assertEquals(LessonCatalogue.standard().byNumber(6).orElseThrow().steps().get(0).position(),
                s.boardInView().game().position());
        assertEquals("The lesson is stopped. Back to the review, at 2, White: knight to f3.", said(() -> s.submit("stop")),
                "stop goes back to the review where it was (LessonInterruptsReviewTest)");
        assertSame(game, s.game());
    }

    @Test
    void aReviewStartedDuringALessonClosesItAndSaysSo() {
        GameSession s = played();
        s.submit("learn 6");
        String started = said(() -> s.submit("review"));
        assertTrue(started.startsWith("The lesson is stopped. "), started);
        assertInstanceOf(Reviewing.class, activity(s));
        assertEquals(List.of(), s.boardInView().highlighted(), "no lesson's highlight is left on the review's board");
        assertEquals("The review is closed. Back to the game. White to move.",
                said(() -> s.perform(new BoardAction.Cancel())));
    }

    @Test
    void aQuizDuringAReviewAndAReviewDuringAQuizSaySoToo() {
        GameSession s = played();
        s.submit("review");
        String quiz = said(() -> s.submit("quiz 3"));
        assertTrue(quiz.startsWith("The review keeps its place; stop brings you back to it. A quiz about prepared "
                + "position 3 of 8"), quiz);
        String review = said(() -> s.submit("review"));
        assertTrue(review.startsWith("The quiz is over; no question was answered. Back to the review"), review);
        assertInstanceOf(Reviewing.class, activity(s));
    }

    @Test
    void anotherLessonOrQuizReplacesTheOneRunning() {
        GameSession s = played();
        s.submit("learn 6");
        String next = said(() -> s.submit("learn 7"));
        assertTrue(next.startsWith("The lesson is stopped. Lesson 7 of 14."), next);
        String quiz = said(() -> s.submit("quiz 2"));
        assertTrue(quiz.startsWith("The lesson is stopped. A quiz about prepared position 2 of 8"), quiz);
    }

    /** Typed steps, the review's keys and questions, a row of the move list: refused, and the lesson stays. */
    @ParameterizedTest
    @ValueSource(strings = {"learn 6", "quiz 3"})
    void theReviewsStepsNeverCloseALessonOrTheQuiz(String start) {
        GameSession s = played();
        s.submit(start);
        Activity running = activity(s);
        for (String typed : List.of("back", "forward", "start", "end", "move 1", "variation", "follow e4",
                "comment", "changes", "header", "play from here")) {
            assertEquals(NOT_ON_THE_BOARD, said(() -> s.submit(typed)), typed);
        }
        for (ReviewStep key : ReviewStep.values()) {
            assertEquals(NOT_ON_THE_BOARD, said(() -> s.perform(new BoardAction.Review(key))), key.name());
        }
        assertEquals(NOT_ON_THE_BOARD, said(() -> s.reviewRow(1)), "a row of the move list");
        assertSame(running, activity(s), "the lesson or the quiz goes on where it was");
    }

    @Test
    void stopReturnLeaveAndEscapeEachGoBackFromALesson() {
        for (String way : List.of("stop", "return", "leave", "Escape")) {
            GameSession s = played();
            Game game = s.game();
            s.submit("learn 6");
            String said = said(() -> leave(s, way));
            assertEquals("The lesson is stopped. Back to the game. White to move.", said, way);
            assertInstanceOf(Activity.Playing.class, activity(s), way);
            assertSame(game, s.game(), way);
        }
    }

    @Test
    void stopReturnLeaveAndEscapeInTheQuiz() {
        for (String way : List.of("stop", "return", "leave", "Escape")) {
            GameSession s = played();
            s.submit("quiz 3");
            assertEquals("The quiz is over; no question was answered. Back to the game. White to move.",
                    said(() -> leave(s, way)), way);
            assertInstanceOf(Activity.Playing.class, activity(s), way);
        }
    }

    /** In a review stop, return and Escape close it; leave is the review's own (out of a variation). */
    @Test
    void stopReturnAndEscapeCloseAReviewWhileLeaveStaysInIt() {
        for (String way : List.of("stop", "return", "Escape")) {
            GameSession s = played();
            s.submit("back");
            assertEquals("The review is closed. Back to the game. White to move.", said(() -> leave(s, way)), way);
        }
        GameSession s = played();
        s.submit("back");
        said(() -> s.submit("leave"));
        assertInstanceOf(Reviewing.class, activity(s), "leave in the main line stays in the review");
    }

    @Test
    void aTimedGameGoingOnLendsTheBoardToNone() {
        TimeControl.Valid timed = (TimeControl.Valid) TimeControl.parse("3+2");
        GameSession s = session(SessionSettings.defaults().withTimeControl(timed.control()));
        s.submit("e4 e5");
        String refusal = "This game is timed and its clock is running; a review or a lesson would spend your time. "
                + "Finish or resign the game first, or start a game without a clock.";
        for (String typed : List.of("learn 6", "quiz", "quiz 3", "review", "back")) {
            assertEquals(refusal, said(() -> s.submit(typed)), typed);
        }
        assertEquals(refusal, said(() -> s.perform(new BoardAction.Review(ReviewStep.BACK))));
        assertEquals(refusal, said(() -> s.perform(new BoardAction.Learn(new LearnRequest.StartLesson(6)))));
        assertInstanceOf(Activity.Playing.class, activity(s));
        assertTrue(said(() -> s.perform(new BoardAction.Guide(new GuideRequest.Next()))).startsWith("Section 1 of 20."),
                "the rules guide takes no board, so it is read at any time");
        s.perform(new Intent.Resign());
        s.answer(true);
        String lesson = said(() -> s.submit("learn 6"));
        assertTrue(lesson.startsWith("Lesson 6 of 14."), "once the game is over the board is free: " + lesson);
    }

    @Test
    void aNewGameDuringALessonEndsIt() {
        GameSession s = played();
        s.submit("learn 6");
        assertEquals("A game is in progress. Replace it? Say yes or no.", said(() -> s.submit("new")));
        assertInstanceOf(Learning.class, activity(s), "the lesson goes on while the question waits");
        String yes = said(() -> s.submit("yes"));
        assertInstanceOf(Activity.Playing.class, activity(s), yes);
        assertEquals(0, s.game().plyCount());
        assertEquals(List.of(), s.boardInView().highlighted());
    }

    private static void leave(GameSession s, String way) {
        if (way.equals("Escape")) {
            s.perform(new BoardAction.Cancel());
        } else {
            s.submit(way);
        }
    }
}
