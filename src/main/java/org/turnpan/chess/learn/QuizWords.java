package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Nouns;
import org.turnpan.chess.speech.SquareStyle;

/** What the mental-board quiz says: each question, the judged answer with the right answer, the score. Immutable. */
public final class QuizWords {
    private final Nouns nouns;

    public QuizWords() {
        this(SquareStyle.PLAIN);
    }

    public QuizWords(SquareStyle squareStyle) {
        this.nouns = new Nouns(squareStyle);
    }

    /** "What stands on f7?", "Where are the white knights?", "Is d5 a light or a dark square?"... */
    public Message question(QuizQuestion question) {
        if (question instanceof QuizQuestion.WhatStandsOn what) {
            return Message.of("learn.quiz.what", "square", nouns.square(what.square()));
        }
        if (question instanceof QuizQuestion.WhereIs where) {
            return Message.of("learn.quiz.where." + name(where.piece().side()) + "." + name(where.piece().type()));
        }
        if (question instanceof QuizQuestion.ColourOf colour) {
            return Message.of("learn.quiz.colour", "square", nouns.square(colour.square()));
        }
        return Message.of("learn.quiz.attackers", "square", nouns.square(((QuizQuestion.AttackersOf) question).square()));
    }

    /** "Right. The black pawn stands on f7." / "No. ..." / what to say when the answer was not understood. */
    public Message result(QuizResult result) {
        if (result instanceof QuizResult.NotUnderstood unclear) {
            return Message.of("learn.quiz.unclear." + kind(unclear.question()));
        }
        String key = result instanceof QuizResult.Right ? "learn.quiz.right" : "learn.quiz.wrong";
        return Message.of(key, "answer", answer(result.question()));
    }

    /** The right answer in a sentence. */
    public Message answer(QuizQuestion question) {
        Position p = question.position();
        if (question instanceof QuizQuestion.WhatStandsOn what) {
            return p.pieceAt(what.square())
                    .map(piece -> Message.of("learn.quiz.answer.piece", "square", nouns.square(what.square()),
                            "piece", nouns.piece(piece)))
                    .orElseGet(() -> Message.of("learn.quiz.answer.empty", "square", nouns.square(what.square())));
        }
        if (question instanceof QuizQuestion.WhereIs where) {
            List<Square> squares = where.squares();
            return squares.isEmpty() ? Message.of("learn.quiz.answer.where.none")
                    : Message.of("learn.quiz.answer.where", "squares", nouns.squares(squares));
        }
        if (question instanceof QuizQuestion.ColourOf colour) {
            return Message.of(colour.colour() == SquareColour.LIGHT ? "learn.quiz.answer.light" : "learn.quiz.answer.dark",
                    "square", nouns.square(colour.square()));
        }
        QuizQuestion.AttackersOf attackers = (QuizQuestion.AttackersOf) question;
        Square target = attackers.square();
        List<Message> sentences = new ArrayList<>();
        for (Side side : attackers.attackingSides()) {
            List<PlacedPiece> by = p.attackers(target, side).stream()
                    .map(s -> new PlacedPiece(p.pieceAt(s).orElseThrow(), s)).toList();
            if (!by.isEmpty()) {
                sentences.add(Message.of("learn.quiz.answer.attackers." + name(side), "square", nouns.square(target),
                        "pieces", nouns.placed(by)));
            }
        }
        return sentences.isEmpty() ? Message.of("learn.quiz.answer.attackers.none", "square", nouns.square(target))
                : Joined.sentences(sentences);
    }

    /** "3 right answers out of 4." */
    public Message score(QuizScore score) {
        return Message.of("learn.quiz.score", Catalogue.COUNT, score.right(), "total", score.asked());
    }

    private static String kind(QuizQuestion q) {
        if (q instanceof QuizQuestion.WhatStandsOn) {
            return "what";
        }
        if (q instanceof QuizQuestion.WhereIs) {
            return "where";
        }
        return q instanceof QuizQuestion.ColourOf ? "colour" : "attackers";
    }

    private static String name(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT);
    }

    /** Every "where is" question key, for the catalogue tests. */
    static List<String> whereKeys() {
        List<String> keys = new ArrayList<>();
        for (Side s : Side.values()) {
            for (PieceType t : PieceType.values()) {
                keys.add("learn.quiz.where." + name(s) + "." + name(t));
            }
        }
        return keys;
    }
}
