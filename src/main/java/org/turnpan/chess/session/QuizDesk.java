package org.turnpan.chess.session;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import org.turnpan.chess.learn.AnswerReader;
import org.turnpan.chess.learn.QuizQuestion;
import org.turnpan.chess.learn.QuizQuestions;
import org.turnpan.chess.learn.QuizResult;
import org.turnpan.chess.learn.QuizScore;
import org.turnpan.chess.learn.QuizWords;
import org.turnpan.chess.learn.Sentences;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

/**
 * The mental-board quiz while it runs: the question asked, the score, and the prepared position
 * it is about (none: it asks about the board in view, the game). Each answer is judged, said with
 * the right answer, and followed by the next question about the board as it is then. Not
 * thread-safe; the session calls it under its lock.
 */
final class QuizDesk {
    private final Supplier<Random> chance;
    private QuizQuestions questions;
    private QuizQuestion asked;
    private QuizScore score = QuizScore.zero();
    private Position prepared;

    QuizDesk(Supplier<Random> chance) {
        this.chance = chance;
    }

    boolean running() {
        return asked != null;
    }

    /** The prepared position the quiz is about, while it runs on one. */
    Optional<Position> prepared() {
        return running() ? Optional.ofNullable(prepared) : Optional.empty();
    }

    /**
     * Starts a quiz about {@code position}: a prepared one ({@code number} of {@code total}), or the
     * board in view (number empty). Says what it is about and asks the first question.
     */
    List<Announcement> start(Position position, Optional<Integer> number, int total, SessionSettings settings) {
        questions = new QuizQuestions(chance.get());
        score = QuizScore.zero();
        prepared = number.isPresent() ? position : null;
        asked = questions.next(position);
        Message question = words(settings).question(asked);
        return say(number.map(n -> Message.of("learn.quiz.start.prepared", "number", n, "total", total,
                "question", question)).orElseGet(() -> Message.of("learn.quiz.start.game", "question", question)));
    }

    /** The score so far and the question again. */
    List<Announcement> again(SessionSettings settings) {
        QuizWords words = words(settings);
        return score.asked() == 0 ? say(words.question(asked))
                : say(Sentences.of(words.score(score), words.question(asked)));
    }

    /**
     * A typed line as the answer to the question; empty when it is no answer to it (it may be a
     * command). A judged answer is said with the right answer, then the next question about
     * {@code board} (the board in view, when the quiz is not about a prepared position).
     */
    Optional<List<Announcement>> answer(String typed, SessionSettings settings, Supplier<Position> board) {
        QuizResult result = QuizResult.judge(asked, typed, AnswerReader.forLocale(settings.locale()));
        if (result instanceof QuizResult.NotUnderstood) {
            return Optional.empty();
        }
        score = score.after(result);
        asked = questions.next(prepared != null ? prepared : board.get());
        QuizWords words = words(settings);
        return Optional.of(say(Sentences.of(words.result(result), words.question(asked))));
    }

    /** What to say about a line that is neither an answer nor a command. */
    List<Announcement> unclear(SessionSettings settings) {
        return say(words(settings).result(new QuizResult.NotUnderstood(asked)));
    }

    /** Ends the quiz with the score. */
    List<Announcement> stop(SessionSettings settings) {
        Message said = score.asked() == 0 ? Message.of("learn.quiz.stopped.none")
                : Message.of("learn.quiz.stopped", "score", words(settings).score(score));
        asked = null;
        prepared = null;
        return List.of(Announcement.queued(Announcement.Kind.EVENT, said));
    }

    private static QuizWords words(SessionSettings settings) {
        return new QuizWords(settings.squareNames());
    }

    private static List<Announcement> say(Message m) {
        return List.of(Announcement.answer(m));
    }
}
