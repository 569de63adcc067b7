package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.review.Review;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.Learning;
import org.turnpan.chess.session.activity.Reviewing;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * A lesson or the quiz started in the middle of a review gives the review back where it was when it
 * ends (stopped, left, finished): the same move, the followed squares, the cursor, said in one
 * sentence ("Back to the review, at 2, White: knight to f3."). The game is never touched. A review
 * started from a lesson stops the lesson, as reviews are long.
 */
class LessonInterruptsReviewTest {
    private static final String BACK_AT_NF3 = "Back to the review, at 2, White: knight to f3.";
    private final Recorder heard = new Recorder();

    private GameSession session(SessionSettings settings) {
        GameSession s = new GameSession(settings, new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L)
                .withQuizSeed(7), heard);
        s.start();
        return s;
    }

    /** e4 e5 Nf3 Nc6, reviewed one move back (after 2. Nf3), following e5, the cursor on c6. */
    private GameSession reviewing(SessionSettings settings) {
        GameSession s = session(settings);
        s.submit("e4 e5 Nf3 Nc6");
        s.submit("back");
        s.submit("follow e5");
        s.perform(new BoardAction.ToSquare(Square.parse("c6").orElseThrow()));
        return s;
    }

    private String said(Runnable r) {
        heard.clear();
        r.run();
        return String.join(" | ", heard.lines());
    }

    /** What was said, shown in {@code language}. */
    private String said(String language, Runnable r) {
        heard.clear();
        r.run();
        Catalogue catalogue = Catalogue.forLocale(Locale.forLanguageTag(language));
        return String.join(" | ", heard.announcements().stream().map(a -> catalogue.render(a.message(), Medium.TEXT)).toList());
    }

    private static Review review(GameSession s) {
        return assertInstanceOf(Reviewing.class, s.activity()).review();
    }

    @Test
    void stopInALessonGoesBackToTheReviewAtTheSameMove() {
        GameSession s = reviewing(SessionSettings.defaults());
        Game game = s.game();
        Review before = review(s);
        String started = said(() -> s.submit("learn 6"));
        assertTrue(started.startsWith("The review keeps its place; stop brings you back to it. Lesson 6 of 14."),
                started);
        assertTrue(started.endsWith("Type hint if you need a clue, and stop to go back to where you were."), started);
        assertInstanceOf(Learning.class, s.activity());
        assertEquals("The lesson is stopped. " + BACK_AT_NF3, said(() -> s.submit("stop")));
        Review after = review(s);
        assertEquals(before.cursor(), after.cursor(), "the same place in the same line");
        assertEquals(List.of(Square.parse("e5").orElseThrow()), after.followed(), "followed squares kept");
        assertEquals(Square.parse("c6").orElseThrow(), s.cursor().square(), "the cursor as it was");
        assertSame(game, s.game(), "the game is untouched");
        assertEquals("The review is closed. Back to the game. White to move.",
                said(() -> s.perform(new BoardAction.Cancel())), "the review's own Escape goes on to the game");
    }

    @Test
    void everyWayOutOfALessonOrTheQuizGivesTheReviewBack() {
        for (String start : List.of("learn 6", "quiz 3", "quiz")) {
            for (String way : List.of("stop", "return", "leave", "Escape")) {
                GameSession s = reviewing(SessionSettings.defaults());
                s.submit(start);
                String back = said(() -> {
                    if (way.equals("Escape")) {
                        s.perform(new BoardAction.Cancel());
                    } else {
                        s.submit(way);
                    }
                });
                assertTrue(back.endsWith(" " + BACK_AT_NF3), start + " / " + way + ": " + back);
                assertInstanceOf(Reviewing.class, s.activity(), start + " / " + way);
            }
        }
    }

    @Test
    void aFinishedLessonSaysWhatComesNextThenGoesBackToTheReview() {
        GameSession s = reviewing(SessionSettings.defaults());
        s.submit("learn 2");
        s.submit("Ke2");
        String last = said(() -> s.submit("Kxd2"));
        assertTrue(last.contains("Right. "), last);
        assertTrue(last.endsWith(BACK_AT_NF3), last);
        assertInstanceOf(Reviewing.class, s.activity());
    }

    @Test
    void anotherLessonMeanwhileStillReturnsToTheReview() {
        GameSession s = reviewing(SessionSettings.defaults());
        s.submit("learn 6");
        String next = said(() -> s.submit("quiz 2"));
        assertTrue(next.startsWith("The lesson is stopped. A quiz about prepared position 2 of 8"), next);
        assertEquals("The quiz is over; no question was answered. " + BACK_AT_NF3, said(() -> s.submit("stop")));
    }

    @Test
    void reviewTypedInTheLessonGoesBackToTheWaitingReview() {
        GameSession s = reviewing(SessionSettings.defaults());
        s.submit("learn 6");
        assertEquals("The lesson is stopped. " + BACK_AT_NF3, said(() -> s.submit("review")));
        assertEquals(List.of(Square.parse("e5").orElseThrow()), review(s).followed());
    }

    @Test
    void aReviewStartedFromALessonStopsItForGood() {
        GameSession s = session(SessionSettings.defaults());
        s.submit("e4 e5");
        s.submit("learn 6");
        String review = said(() -> s.submit("review"));
        assertTrue(review.startsWith("The lesson is stopped. Reviewing the game"), review);
        assertEquals("The review is closed. Back to the game. White to move.", said(() -> s.submit("stop")),
                "no lesson waits under the review");
    }

    @Test
    void atTheStartOfTheGameItSaysSo() {
        GameSession s = reviewing(SessionSettings.defaults());
        s.submit("start");
        s.submit("learn 6");
        assertEquals("The lesson is stopped. Back to the review, at the start of the game.",
                said(() -> s.submit("stop")));
    }

    @Test
    void aLanguageChangedDuringTheLessonIsSpokenBackInTheReview() {
        GameSession s = reviewing(SessionSettings.defaults());
        s.submit("learn 6");
        s.submit("language it");
        assertEquals("La lezione è interrotta. Si torna alla revisione, alla mossa 2, Bianco: cavallo in f3.",
                said("it", () -> s.submit("basta")));
    }

    @Test
    void inRussianTheReviewIsGivenBackInRussian() {
        GameSession s = reviewing(SessionSettings.defaults().withLocale(Locale.forLanguageTag("ru")));
        s.submit("урок 6");
        String back = said("ru", () -> s.submit("стоп"));
        assertTrue(back.startsWith("Урок прерван. Возвращаемся к разбору, ход 2, белые: "), back);
    }

    @Test
    void aNewGameDuringTheLessonLeavesNoReviewWaiting() {
        GameSession s = reviewing(SessionSettings.defaults());
        s.submit("learn 6");
        s.submit("new");
        s.submit("yes");
        assertInstanceOf(Activity.Playing.class, s.activity());
        s.submit("e4");
        s.submit("learn 6");
        assertEquals("The lesson is stopped. Back to the game. Black to move.", said(() -> s.submit("stop")));
    }
}
