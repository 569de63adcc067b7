package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.learn.LessonCatalogue;
import org.turnpan.chess.learn.QuizPositions;
import org.turnpan.chess.learn.QuizQuestion;
import org.turnpan.chess.learn.QuizQuestions;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.LessonShelf;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.GuideRequest;
import org.turnpan.chess.session.intent.LearnRequest;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * Lessons and the quiz through the session, as both front ends drive it: the lesson's board is the
 * board in view, keys and typing reach the same checker, the game is untouched, progress is kept in
 * the data folder between runs, and the board is never taken from a running clock.
 */
class LessonSessionTest {
    private final Recorder heard = new Recorder();

    @TempDir
    Path dir;

    private GameSession session(SessionSettings settings, SessionServices services) {
        GameSession s = new GameSession(settings, services, heard);
        s.start();
        return s;
    }

    private GameSession session() {
        return session(SessionSettings.defaults(), new SessionServices(null, GameStore.none(), () -> 0L));
    }

    private String last() {
        List<String> lines = heard.lines();
        return lines.get(lines.size() - 1);
    }

    private static void press(GameSession s, Square square) {
        s.perform(new BoardAction.ToSquare(square));
        s.perform(new BoardAction.Activate());
    }

    @Test
    void aLessonByKeysShowsItsBoardAndLeavesTheGameUntouched() {
        GameSession s = session();
        s.submit("e4");
        String pgn = s.pgnText();
        s.perform(new BoardAction.Learn(new LearnRequest.StartLesson(6)));
        Position lesson = LessonCatalogue.standard().byNumber(6).orElseThrow().steps().get(0).position();
        assertEquals(lesson, s.boardInView().game().position(), "the lesson's position is the board in view");
        assertEquals(List.of(Square.G1, Square.F3), s.boardInView().highlighted());
        assertEquals(Square.G1, s.cursor().square(), "the cursor starts on the highlighted piece");
        assertEquals("g1, white knight, highlighted by the lesson",
                Catalogue.forLocale(Locale.ENGLISH).render(s.describeSquare(Square.G1), Medium.TEXT));
        s.submit("square e4");
        assertEquals("e4, empty, light square", last(), "questions read the lesson's board");

        s.perform(new BoardAction.Activate());
        assertEquals("You selected the white knight on g1.", last());
        s.perform(new BoardAction.Cancel());
        assertEquals("Selection cancelled.", last(), "Escape with a selection drops it and stays in the lesson");
        press(s, Square.G1);
        press(s, Square.H4);
        assertTrue(last().startsWith("The knight on g1 can't go to h4."), last());
        press(s, Square.F3);
        assertTrue(last().startsWith("Knight to f3. Right."), last());
        assertEquals(List.of(Square.B5), s.boardInView().highlighted());
        s.submit("b5d6");
        assertEquals("That move is legal, but it is not the one this step asks for. Try again, or ask for a hint.", last());
        s.perform(new BoardAction.Learn(new LearnRequest.Hint()));
        s.perform(new BoardAction.Learn(new LearnRequest.Hint()));
        assertEquals("Here is the solution. White knight from b5 to c7, check.", last());
        s.submit("resign");
        assertEquals("This cannot be done during a lesson or the quiz. First type stop, or press Escape, to go back "
                + "to where you were.", last());
        s.submit("Nc7");
        assertTrue(last().endsWith("Lesson 6 is finished. The next lesson is 7, The pawn: type learn 7 to start it. "
                + "Back to the game. Black to move."), last());
        assertEquals(pgn, s.pgnText(), "the game is as it was");
        assertEquals(List.of(), s.boardInView().highlighted());
        s.submit("e5");
        assertEquals(2, s.game().plyCount(), "and it goes on");
    }

    @Test
    void theCursorStartsOnThePieceToMoveNotOnAnotherHighlight() {
        GameSession s = session();
        s.submit("learn 13");
        assertEquals(List.of(Square.A8, Square.C7), s.boardInView().highlighted(), "the black king and the white queen");
        assertEquals(Square.C7, s.cursor().square());
    }

    @Test
    void aFindStepIsAnsweredByEnterOrByTyping() {
        GameSession s = session();
        s.submit("learn 1");
        press(s, Square.A1);
        assertTrue(last().startsWith("Right. a1 is White's bottom left corner"), last());
        s.submit("the square h8");
        assertEquals("No, you named h8. Try again, or ask for a hint.", last());
        s.submit("where knights");
        assertEquals("White has knights on b1 and g1. Black has knights on b8 and g8.", last(), "a command is not an answer");
        s.submit("a8");
        s.submit("blue");
        assertEquals("Say light or dark.", last());
        s.submit("g1g3");
        assertEquals("This step asks for an answer, not a move. Which colour is h1, White's bottom right corner: "
                + "light or dark?", last());
        s.perform(new BoardAction.Cancel());
        assertEquals("The lesson is stopped. Back to the game. White to move.", last());
    }

    @Test
    void finishedLessonsAreKeptInTheDataFolderForTheNextRun() throws Exception {
        Path data = Files.createDirectory(dir.resolve("data"));
        try (GameSession first = session(SessionSettings.defaults(),
                new SessionServices(null, GameStore.of(new SaveStore(data)), () -> 0L))) {
            first.submit("learn 2");
            first.submit("e1e2");
            first.submit("e1d2");
            assertTrue(last().contains("Lesson 2 is finished. The next lesson is 3, The queen"), last());
        }
        assertEquals("# Turnpan Chess: finished lessons, one a line\nking\n",
                Files.readString(data.resolve(LessonShelf.FILE_NAME)));
        try (GameSession second = session(SessionSettings.defaults().withLocale(Locale.forLanguageTag("it")),
                new SessionServices(null, GameStore.of(new SaveStore(data)), () -> 0L))) {
            heard.clear();
            second.submit("lezioni");
            // the recorder renders in English; the titles are catalogue keys
            assertTrue(last().contains("2. The king, finished. 3. The queen."), last());
            second.submit("lezione prossima");
            assertTrue(last().startsWith("Lesson 1 of 14"), "the first lesson not finished: " + last());
        }
    }

    @Test
    void aRunningClockKeepsTheBoard() {
        GameSession s = session(SessionSettings.defaults().withTimeControl(((TimeControl.Valid) TimeControl.parse("3+2"))
                .control()), new SessionServices(null, GameStore.none(), () -> 0L));
        String refusal = "This game is timed and its clock is running; a review or a lesson would spend your time. "
                + "Finish or resign the game first, or start a game without a clock.";
        // the clock waits for the first move made here: until then a lesson costs no time
        s.submit("learn 3");
        assertTrue(last().startsWith("Lesson 3 of 14. The queen."), "before the first move: " + last());
        s.submit("stop");
        assertTrue(last().contains("Back to the game."), last());
        s.submit("e4");
        s.submit("learn 3");
        assertEquals(refusal, last());
        s.submit("quiz");
        assertEquals(refusal, last());
        assertEquals(List.of(), s.boardInView().highlighted());
        s.submit("rules 13");
        assertTrue(last().startsWith("Section 13 of 20. Castling."), "the guide is read at any time: " + last());
        s.submit("stop");
        assertEquals("No lesson or quiz is running.", last());
    }

    @Test
    void theGuideKeepsItsPlaceAcrossAChangeOfLanguage() {
        GameSession s = session();
        s.perform(new BoardAction.Guide(new GuideRequest.Find("castling")));
        assertTrue(last().startsWith("Section 13 of 20. Castling."), last());
        s.settingsControl().changeLanguage(Locale.forLanguageTag("it"));
        s.submit("regole avanti");
        // the recorder renders the catalogue's words in English; the section's own text is the Italian page's
        assertTrue(last().startsWith("Section 14 of 20. La presa en passant."), "the next section, in Italian: " + last());
        s.perform(new BoardAction.Guide(new GuideRequest.Contents()));
        assertTrue(last().startsWith("The rules guide has 20 sections. 1. La scacchiera e l'orientamento."),
                "the Italian headings (the recorder renders the rest in English): " + last());
    }

    /**
     * Every word for learn, rules and quiz in every language takes what follows it, a command word of
     * two words too: "bài học 3" is lesson 3, not a lesson called "học 3".
     */
    @ParameterizedTest
    @CsvSource({"en", "it", "ru", "bg", "vi"})
    void everyWordForLearnRulesAndQuizTakesTheNumberAfterIt(String lang) {
        Catalogue words = Catalogue.forLocale(Locale.forLanguageTag(lang));
        GameSession s = session(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                new SessionServices(null, GameStore.none(), () -> 0L));
        List<String> learn = List.of(words.template("learn.command.learn").split(","));
        List<String> rules = List.of(words.template("learn.command.rules").split(","));
        List<String> quiz = List.of(words.template("learn.command.quiz").split(","));
        assertTrue(!learn.isEmpty() && !rules.isEmpty() && !quiz.isEmpty(), lang);
        for (String word : learn) {
            s.submit(word.strip() + " 3");
            assertTrue(last().contains("Lesson 3 of 14. The queen."), lang + " '" + word + " 3': " + last());
        }
        for (String word : rules) {
            s.submit(word.strip() + " 13");
            assertTrue(last().startsWith("Section 13 of 20."), lang + " '" + word + " 13': " + last());
        }
        for (String word : quiz) {
            s.submit(word.strip() + " 3");
            assertTrue(s.boardInView().game().position().equals(QuizPositions.standard().byNumber(3).orElseThrow()),
                    lang + " '" + word + " 3' shows prepared position 3: " + last());
        }
    }

    /**
     * "No", "нет", "không có" are command words (decline a draw) and answers in the quiz: an empty
     * square asked about is answered with them.
     */
    @ParameterizedTest
    @CsvSource({"en, no piece, Right.", "ru, нет, Верно.", "vi, không có, Đúng.", "it, niente, Giusto.",
        "bg, няма, Вярно."})
    void nothingIsAnAnswerInTheQuiz(String lang, String nothing, String right) {
        int number = 7;
        Position p = QuizPositions.standard().byNumber(number).orElseThrow();
        long seed = seedAskingAboutAnEmptySquare(p);
        GameSession s = session(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                new SessionServices(null, GameStore.none(), () -> 0L).withQuizSeed(seed));
        s.submit(Catalogue.forLocale(Locale.forLanguageTag(lang)).template("learn.command.quiz").split(",")[0]
                + " " + number);
        s.submit(nothing);
        String said = Catalogue.forLocale(Locale.forLanguageTag(lang)).render(heard.announcements()
                .get(heard.announcements().size() - 1).message(), Medium.TEXT);
        assertTrue(said.startsWith(right), said);
    }

    /** The first seed whose first question about {@code p} asks what stands on an empty square. */
    private static long seedAskingAboutAnEmptySquare(Position p) {
        for (long i = 1; i < 1000; i++) {
            // spread out: java.util.Random's first draws hardly differ between neighbouring seeds
            long seed = i * 0x9E3779B97F4A7C15L;
            QuizQuestion q = new QuizQuestions(new Random(seed)).next(p);
            if (q instanceof QuizQuestion.WhatStandsOn what && p.pieceAt(what.square()).isEmpty()) {
                return seed;
            }
        }
        throw new AssertionError("no seed asks about an empty square");
    }
}
