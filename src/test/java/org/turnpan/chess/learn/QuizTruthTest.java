package org.turnpan.chess.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 23, the quiz: a piece's own side defends it and never counts as attacking it ("Which
 * pieces attack d1?" with White's queen on d1 is not answered with the king on e1); the same
 * question is never asked twice in a row; every language's word for empty is the answer empty.
 */
class QuizTruthTest {
    private static final Position START = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

    /** square, FEN, the attackers' squares expected (space-separated, or "-"). */
    @ParameterizedTest(name = "{0} in {1}")
    @CsvSource({
            "d1, rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, -",
            "e2, rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, -",
            "f3, rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, e2 g2 g1",
            "e5, rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2, f3",
            "f7, r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 2 3, h5 c4",
            "d5, 4k3/8/8/3q4/2P1P3/8/8/4K3 w - - 0 1, c4 e4",
    })
    void onlyTheOtherSideAttacksAPiece(String square, String fen, String expected) {
        QuizQuestion.AttackersOf q = new QuizQuestion.AttackersOf(Position.fromFen(fen), Square.parse(square).orElseThrow());
        List<Square> want = expected.equals("-") ? List.of()
                : java.util.Arrays.stream(expected.split(" ")).map(s -> Square.parse(s).orElseThrow()).toList();
        assertEquals(new java.util.HashSet<>(want), new java.util.HashSet<>(q.attackers()));
        String answer = Catalogue.forLocale(Locale.ENGLISH).render(new QuizWords().answer(q));
        if (want.isEmpty()) {
            assertEquals("No piece attacks " + square + ".", answer);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 7, 42, 1000})
    void theSameQuestionIsNeverAskedTwiceInARow(int seed) {
        QuizQuestions source = new QuizQuestions(new Random(seed));
        Position p = Position.fromFen("8/8/8/4k3/8/8/8/4K3 w - - 0 1"); // few pieces: repeats are likely
        QuizQuestion asked = source.next(p);
        for (int i = 0; i < 300; i++) {
            QuizQuestion next = source.next(p, asked);
            assertNotEquals(asked, next, "question " + i);
            asked = next;
        }
    }

    /** language, the word for empty as a player types it. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({"en, empty", "en, nothing", "en, none", "it, vuota", "it, niente", "it, nessuno", "ru, пусто",
            "ru, ничего", "ru, Пусто.", "bg, празно", "bg, нищо", "vi, trống", "vi, không có gì", "ru, empty",
            "vi, empty"})
    void everyLanguagesWordForEmptyIsTheAnswerEmpty(String lang, String typed) {
        AnswerReader reader = AnswerReader.forLocale(Locale.forLanguageTag(lang));
        assertInstanceOf(QuizResult.Right.class, QuizResult.judge(new QuizQuestion.WhatStandsOn(START, Square.E4), typed, reader));
        assertInstanceOf(QuizResult.Wrong.class, QuizResult.judge(new QuizQuestion.WhatStandsOn(START, Square.E2), typed, reader));
        assertInstanceOf(QuizResult.Right.class, QuizResult.judge(new QuizQuestion.AttackersOf(START, Square.D1), typed, reader),
                "the queen on d1 is defended, not attacked");
        assertInstanceOf(QuizResult.Right.class, QuizResult.judge(new QuizQuestion.WhereIs(
                Position.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), Piece.of(Side.WHITE, PieceType.QUEEN)), typed, reader));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void everyCataloguedWordForNothingIsTheAnswerEmpty(String lang) {
        AnswerReader reader = AnswerReader.forLocale(Locale.forLanguageTag(lang));
        for (String word : Catalogue.forLocale(Locale.forLanguageTag(lang)).template("learn.word.nothing").split(",")) {
            assertInstanceOf(QuizResult.Right.class,
                    QuizResult.judge(new QuizQuestion.WhatStandsOn(START, Square.E4), word.strip(), reader), word);
        }
    }
}
