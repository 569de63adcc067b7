package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;

/**
 * The mental-board quiz: answers typed in every language (quiz-answers.tsv) judged right, wrong or
 * not understood; questions made from a seeded random; what the player hears; the score.
 */
class QuizTest {

    @TestFactory
    Stream<DynamicTest> answersInEveryLanguageAreJudgedAsTheTableSays() {
        return LearnTestData.tsv("quiz-answers.tsv").stream().map(row -> DynamicTest.dynamicTest(String.join(" | ", row), () -> {
            QuizQuestion q = question(row[1], row[2]);
            QuizResult result = QuizResult.judge(q, row[3], AnswerReader.forLocale(Locale.forLanguageTag(row[0])));
            assertEquals(row[4], result.getClass().getSimpleName());
        }));
    }

    @Test
    void theTableCoversEveryLanguageEveryKindOfQuestionAndEveryVerdict() {
        Map<String, Set<String>> seen = new HashMap<>();
        for (String[] row : LearnTestData.tsv("quiz-answers.tsv")) {
            seen.computeIfAbsent(row[0], k -> new TreeSet<>()).add(row[2].replaceAll(":.*", "") + " " + row[4]);
        }
        Set<String> missing = new TreeSet<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            for (String kind : List.of("what", "where", "colour", "attackers")) {
                for (String verdict : List.of("Right", "Wrong")) {
                    if (!seen.getOrDefault(lang.getLanguage(), Set.of()).contains(kind + " " + verdict)) {
                        missing.add(lang + " " + kind + " " + verdict);
                    }
                }
            }
        }
        assertEquals(Set.of(), missing);
    }

    @Test
    void questionsFromTheSameSeedAreTheSameAndEveryKindComes() {
        Position start = Position.initial();
        List<QuizQuestion> a = ask(new QuizQuestions(new Random(16)), start, 200);
        List<QuizQuestion> b = ask(new QuizQuestions(new Random(16)), start, 200);
        assertEquals(a, b);
        Set<String> kinds = new TreeSet<>();
        int occupied = 0;
        int what = 0;
        for (QuizQuestion q : a) {
            kinds.add(q.getClass().getSimpleName());
            if (q instanceof QuizQuestion.WhatStandsOn w) {
                what++;
                occupied += start.pieceAt(w.square()).isPresent() ? 1 : 0;
            }
        }
        assertEquals(Set.of("AttackersOf", "ColourOf", "WhatStandsOn", "WhereIs"), kinds);
        assertTrue(occupied * 3 > what * 2, occupied + " of " + what + " squares asked about hold a piece");
    }

    @Test
    void anEmptyBoardStillGivesQuestions() {
        Position kings = Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        for (QuizQuestion q : ask(new QuizQuestions(new Random(3)), kings, 50)) {
            assertTrue(q.position() == kings);
        }
    }

    @Test
    void thePlayerHearsTheQuestionTheVerdictTheRightAnswerAndTheScore() {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        QuizWords words = new QuizWords();
        Position m = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        QuizQuestion what = new QuizQuestion.WhatStandsOn(m, Square.F7);
        assertEquals("What stands on f7?", en.render(words.question(what)));
        assertEquals("No. On f7 stands a black pawn.", en.render(words.result(new QuizResult.Wrong(what))));
        QuizQuestion knights = new QuizQuestion.WhereIs(Position.initial(), Piece.fromFenLetter('N').orElseThrow());
        assertEquals("Where are the white knights?", en.render(words.question(knights)));
        assertEquals("Right. On b1 and g1.", en.render(words.result(new QuizResult.Right(knights))));
        QuizQuestion attackers = new QuizQuestion.AttackersOf(m, Square.E5);
        assertEquals("Which pieces attack e5? Name their squares, or say none.", en.render(words.question(attackers)));
        assertEquals("Right. White attacks e5 with the knight on f3.",
                en.render(words.result(new QuizResult.Right(attackers))));
        assertEquals("No. No piece attacks e4.", en.render(words.result(new QuizResult.Wrong(new QuizQuestion.AttackersOf(m, Square.E4)))));
        assertEquals("Say light or dark.", en.render(words.result(new QuizResult.NotUnderstood(new QuizQuestion.ColourOf(m, Square.D5)))));
        QuizScore score = QuizScore.zero().after(new QuizResult.Right(what)).after(new QuizResult.NotUnderstood(what))
                .after(new QuizResult.Wrong(what));
        assertEquals(new QuizScore(2, 1), score);
        assertEquals("One right answer out of two.", en.render(words.score(score)));
    }

    @Test
    void russianAndBulgarianHearSquaresInTheirOwnLetters() {
        Position m = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        QuizQuestion attackers = new QuizQuestion.AttackersOf(m, Square.E5);
        assertEquals("Верно. Белые атакуют поле е5 конём на эф3.",
                Catalogue.forLocale(Locale.forLanguageTag("ru")).render(new QuizWords().result(new QuizResult.Right(attackers))));
        assertEquals("Не. На еф7 стои черната пешка.", Catalogue.forLocale(Locale.forLanguageTag("bg")).render(
                new QuizWords().result(new QuizResult.Wrong(new QuizQuestion.WhatStandsOn(m, Square.F7)))));
        assertEquals("Три верных ответа из пяти.", Catalogue.forLocale(Locale.forLanguageTag("ru")).render(
                new QuizWords().score(new QuizScore(5, 3))));
    }

    private static List<QuizQuestion> ask(QuizQuestions questions, Position p, int n) {
        List<QuizQuestion> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(questions.next(p));
        }
        return out;
    }

    static QuizQuestion question(String fen, String spec) {
        Position p = fen.equals("startpos") ? Position.initial() : Position.fromFen(fen);
        String arg = spec.substring(spec.indexOf(':') + 1);
        return switch (spec.substring(0, spec.indexOf(':'))) {
            case "what" -> new QuizQuestion.WhatStandsOn(p, Square.parse(arg).orElseThrow());
            case "where" -> new QuizQuestion.WhereIs(p, Piece.fromFenLetter(arg.charAt(0)).orElseThrow());
            case "colour" -> new QuizQuestion.ColourOf(p, Square.parse(arg).orElseThrow());
            case "attackers" -> new QuizQuestion.AttackersOf(p, Square.parse(arg).orElseThrow());
            default -> throw new IllegalArgumentException(spec);
        };
    }
}
