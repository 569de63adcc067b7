package org.turnpan.chess.learn;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Square;

/** How an answer to a quiz question was judged. */
public sealed interface QuizResult {

    QuizQuestion question();

    /** The answer is right. */
    record Right(QuizQuestion question) implements QuizResult {
    }

    /** The answer is wrong; the right answer is said with it. */
    record Wrong(QuizQuestion question) implements QuizResult {
    }

    /** The answer could not be read as an answer to this question (it is not scored; ask again). */
    record NotUnderstood(QuizQuestion question) implements QuizResult {
    }

    /** Judges a typed answer, read in the player's language (and English) by {@code reader}. */
    static QuizResult judge(QuizQuestion question, String typed, AnswerReader reader) {
        if (question instanceof QuizQuestion.WhatStandsOn what) {
            Optional<Piece> there = what.position().pieceAt(what.square());
            Optional<Piece> named = reader.piece(typed).piece();
            if (named.isPresent()) {
                return named.equals(there) ? new Right(question) : new Wrong(question);
            }
            if (reader.saysNothing(typed)) {
                return there.isEmpty() ? new Right(question) : new Wrong(question);
            }
            return new NotUnderstood(question);
        }
        if (question instanceof QuizQuestion.ColourOf colour) {
            return reader.colour(typed).map(c -> c == colour.colour() ? (QuizResult) new Right(question) : new Wrong(question))
                    .orElseGet(() -> new NotUnderstood(question));
        }
        List<Square> expected = question instanceof QuizQuestion.WhereIs where ? where.squares()
                : ((QuizQuestion.AttackersOf) question).attackers();
        List<Square> named = reader.squares(typed);
        if (named.isEmpty()) {
            if (!reader.saysNothing(typed)) {
                return new NotUnderstood(question);
            }
            return expected.isEmpty() ? new Right(question) : new Wrong(question);
        }
        return new HashSet<>(named).equals(new HashSet<>(expected)) ? new Right(question) : new Wrong(question);
    }
}
