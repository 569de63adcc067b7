package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;

/**
 * Every lesson that ships: its positions are legal, its targets can be reached, every attempt of
 * lesson-attempts.tsv is judged as the table says (wrong moves with the rules engine's own reason),
 * every step is covered by the table, and every sentence a lesson uses exists in the catalogue
 * (CatalogueConsistencyTest then checks the other four languages have the same keys).
 */
class LessonCatalogueTest {
    private static final LessonCatalogue LESSONS = LessonCatalogue.standard();

    @TestFactory
    Stream<DynamicTest> everyStepStartsInALegalPositionWhereItsTargetCanBeReached() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Lesson lesson : LESSONS.lessons()) {
            for (LessonStep step : lesson.steps()) {
                tests.add(DynamicTest.dynamicTest(lesson.id() + " " + step.number(), () -> {
                    assertTrue(step.fenProblem().isEmpty(), "FEN problem: " + step.fenProblem());
                    assertTrue(step.startGame().isPresent(), "a prelude move is illegal");
                    assertFalse(step.game().isOver(), "the game is already over");
                    if (step.target() instanceof Target.PlayMove play) {
                        for (Move m : play.moves()) {
                            assertInstanceOf(MoveCheck.Legal.class, MoveCheck.check(step.game(), m.from(), m.to(), m.promotion()),
                                    m + " is not legal");
                        }
                    }
                    if (step.target().expectsMove()) {
                        assertFalse(step.acceptedMoves().isEmpty(), "no legal move reaches the target");
                    } else if (!(step.target() instanceof Target.NameColour)) {
                        assertFalse(step.answerSquares().isEmpty(), "the answer has no square");
                    }
                }));
            }
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> everyAttemptOfTheTableIsJudgedAsItSays() {
        return LearnTestData.tsv("lesson-attempts.tsv").stream().map(row -> DynamicTest.dynamicTest(
                String.join(" ", row), () -> {
                    LessonRun run = runAt(row[0], Integer.parseInt(row[1]));
                    AttemptResult result = attempt(run, row[2]).result();
                    assertEquals(row[3], describe(result), String.join(" ", row));
                }));
    }

    @Test
    void theTableCoversEveryStepWithARightAttemptAndEveryMoveStepWithAnIllegalOne() {
        Set<String> right = new HashSet<>();
        Set<String> illegal = new HashSet<>();
        for (String[] row : LearnTestData.tsv("lesson-attempts.tsv")) {
            String step = row[0] + " " + row[1];
            if (row[3].equals("Right")) {
                right.add(step);
            } else if (row[3].startsWith("Illegal:")) {
                illegal.add(step);
            }
        }
        Set<String> missing = new TreeSet<>();
        for (Lesson lesson : LESSONS.lessons()) {
            for (LessonStep step : lesson.steps()) {
                String name = lesson.id() + " " + step.number();
                if (!right.contains(name)) {
                    missing.add(name + ": no right attempt");
                }
                if (step.target().expectsMove() && !illegal.contains(name)) {
                    missing.add(name + ": no illegal attempt");
                }
            }
        }
        assertEquals(Set.of(), missing);
    }

    @Test
    void everySentenceALessonUsesIsInTheCatalogue() {
        Map<String, String> english = Catalogue.read("i18n/learn.properties");
        Set<String> missing = new TreeSet<>();
        for (Lesson lesson : LESSONS.lessons()) {
            List<String> keys = new ArrayList<>(List.of(lesson.titleKey(), lesson.introKey()));
            for (LessonStep step : lesson.steps()) {
                keys.addAll(List.of(step.taskKey(), step.hintKey(), step.praiseKey()));
                String kind = step.target().kind();
                keys.add("learn.wrong." + kind);
                if (!step.target().expectsMove()) {
                    keys.add("learn.unclear." + kind);
                }
            }
            keys.stream().filter(k -> !english.containsKey(k)).forEach(missing::add);
        }
        QuizWords.whereKeys().stream().filter(k -> !english.containsKey(k)).forEach(missing::add);
        assertEquals(Set.of(), missing);
        Set<String> unused = new TreeSet<>();
        for (String key : english.keySet()) {
            if (key.startsWith("learn.lesson.") && !key.equals("learn.lesson.start") && !key.equals("learn.lesson.done")) {
                String id = key.split("\\.")[2];
                if (LESSONS.byId(id).isEmpty()) {
                    unused.add(key);
                }
            }
        }
        assertEquals(Set.of(), unused, "sentences of lessons that do not exist");
    }

    @Test
    void everyLanguageSaysItsLessonsInItsOwnWords() {
        Map<String, String> english = Catalogue.read("i18n/learn.properties");
        Set<String> untranslated = new TreeSet<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            if (lang.getLanguage().equals("en")) {
                continue;
            }
            Catalogue.read("i18n/learn_" + lang.getLanguage() + ".properties").forEach((key, value) -> {
                boolean words = value.replaceAll("\\{[^}]*}", "").chars().filter(Character::isLetter).count() > 3;
                if (words && value.equals(english.get(key))) {
                    untranslated.add(lang + " " + key);
                }
            });
        }
        assertEquals(Set.of(), untranslated);
    }

    @Test
    void aHintGivesTheClueThenASolutionThatIsRight() {
        for (Lesson lesson : LESSONS.lessons()) {
            LessonRun run = LessonRun.start(lesson);
            while (!run.finished()) {
                LessonRun.HintTurn first = run.hint();
                assertInstanceOf(Hint.Clue.class, first.hint());
                LessonRun.HintTurn second = first.run().hint();
                LessonTurn turn = solve(second.run(), second.hint());
                assertInstanceOf(AttemptResult.Right.class, turn.result(), lesson.id() + " " + run.step().number());
                run = turn.run();
            }
            assertInstanceOf(Hint.NoStepLeft.class, run.hint().hint());
            assertInstanceOf(Mistake.LessonOver.class,
                    ((AttemptResult.Wrong) run.answerSquare(Square.A1).result()).mistake());
        }
    }

    @Test
    void aRightAttemptMovesOnAndTheLastOneFinishesTheLesson() {
        Lesson castling = LESSONS.byId("castling").orElseThrow();
        LessonRun run = LessonRun.start(castling);
        LessonTurn wrong = run.attemptMove(Square.E1, Square.F1, null);
        assertEquals(run, wrong.run());
        LessonTurn first = run.attemptMove(Square.E1, Square.H1, null);
        AttemptResult.Right right = assertInstanceOf(AttemptResult.Right.class, first.result());
        assertEquals(Move.of(Square.E1, Square.G1), right.move().orElseThrow());
        assertFalse(right.lessonComplete());
        assertEquals(2, first.run().step().number());
        LessonTurn second = first.run().attemptMove(Square.E1, Square.C1, null);
        LessonTurn third = second.run().attemptMove(Square.E1, Square.A1, null);
        assertTrue(((AttemptResult.Right) third.result()).lessonComplete());
        assertTrue(third.run().finished());
    }

    @Test
    void lessonsAreNumberedInFileOrder() {
        assertEquals("board", LESSONS.byNumber(1).orElseThrow().id());
        assertEquals(14, LESSONS.lessons().size());
        assertTrue(LESSONS.byNumber(0).isEmpty());
        assertTrue(LESSONS.byNumber(15).isEmpty());
        for (int i = 0; i < LESSONS.lessons().size(); i++) {
            assertEquals(i + 1, LESSONS.lessons().get(i).number());
        }
    }

    private static LessonTurn solve(LessonRun run, Hint hint) {
        if (hint instanceof Hint.MoveSolution m) {
            return run.attemptMove(m.move().from(), m.move().to(), m.move().promotion());
        }
        if (hint instanceof Hint.SquaresSolution s) {
            return run.answer(String.join(" ", s.squares().stream().map(Square::toString).toList()),
                    AnswerReader.forLocale(Locale.ENGLISH));
        }
        Hint.ColourSolution c = (Hint.ColourSolution) hint;
        return run.answer(c.colour() == SquareColour.LIGHT ? "light" : "dark", AnswerReader.forLocale(Locale.ENGLISH));
    }

    static LessonRun runAt(String lessonId, int stepNumber) {
        Lesson lesson = LESSONS.byId(lessonId).orElseThrow(() -> new AssertionError("no lesson " + lessonId));
        assertTrue(stepNumber >= 1 && stepNumber <= lesson.steps().size(), "no step " + stepNumber + " in " + lessonId);
        return new LessonRun(lesson, stepNumber - 1, 0, false);
    }

    static LessonTurn attempt(LessonRun run, String attempt) {
        if (attempt.startsWith("square:")) {
            return run.answerSquare(Square.parse(attempt.substring(7)).orElseThrow());
        }
        if (attempt.startsWith("answer:")) {
            int at = attempt.lastIndexOf('@');
            return run.answer(attempt.substring(7, at), AnswerReader.forLocale(Locale.forLanguageTag(attempt.substring(at + 1))));
        }
        Square from = Square.parse(attempt.substring(0, 2)).orElseThrow();
        Square to = Square.parse(attempt.substring(2, 4)).orElseThrow();
        return run.attemptMove(from, to, attempt.length() > 4
                ? org.turnpan.chess.rules.PieceType.fromLetter(attempt.charAt(4)).orElseThrow() : null);
    }

    static String describe(AttemptResult result) {
        if (result instanceof AttemptResult.Right) {
            return "Right";
        }
        Mistake m = ((AttemptResult.Wrong) result).mistake();
        if (m instanceof Mistake.IllegalMove illegal) {
            return "Illegal:" + illegal.reason().getClass().getSimpleName();
        }
        return m.getClass().getSimpleName();
    }
}
