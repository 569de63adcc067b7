package org.turnpan.chess.session.activity;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.learn.AnswerReader;
import org.turnpan.chess.learn.QuizQuestion;
import org.turnpan.chess.learn.QuizQuestions;
import org.turnpan.chess.learn.QuizResult;
import org.turnpan.chess.learn.QuizScore;
import org.turnpan.chess.learn.QuizWords;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * The mental-board quiz: questions about one position ("What stands on f7?", "Where are the white
 * knights?", "Is d5 a light or a dark square?", "Which pieces attack e4?"), the board in view when it
 * started or a prepared position, which is then the board in view (board and pieces read it). Each
 * typed answer is judged, said with the right answer, and followed by the next question; the score
 * is said when the player goes back to the game. No move is played meanwhile. Immutable but for
 * {@code source}, the quiz's own source of chance.
 *
 * @param source where the questions come from
 * @param asked  the question waiting for its answer
 * @param score  the answers judged so far
 * @param shown  the board the questions are about
 */
public record Quizzing(QuizQuestions source, QuizQuestion asked, QuizScore score, BoardInView shown) implements Activity.Away {

    /**
     * Starts a quiz about prepared position {@code number}, or (empty) about the board in view, and
     * asks the first question.
     */
    public static List<Announcement> start(Stage core, Optional<Integer> number, Position prepared) {
        BoardInView shown = number.isEmpty() ? core.boardInView()
                : new BoardInView(Game.from(prepared), ClockReading.untimed(), core.cursor().bottom(),
                        prepared.sideToMove());
        QuizQuestions source = new QuizQuestions(core.tutor().chance());
        Quizzing quiz = new Quizzing(source, source.next(shown.game().position()), QuizScore.zero(), shown);
        Message question = words(core).question(quiz.asked());
        Message opening = number.map(n -> Message.of("learn.quiz.start.prepared", "number", n,
                        "total", core.tutor().quizPositions().positions().size(), "question", question))
                .orElseGet(() -> Message.of("learn.quiz.start.game", "question", question));
        return core.takeOver(quiz, List.of(Announcement.answer(opening)));
    }

    /** The score so far, and the question again. */
    public List<Announcement> again(Stage core) {
        QuizWords words = words(core);
        return List.of(Announcement.answer(score.asked() == 0 ? words.question(asked)
                : Joined.sentences(words.score(score), words.question(asked))));
    }

    @Override
    public BoardInView board(Stage core) {
        return shown;
    }

    @Override
    public Game moveGame(Stage core) {
        return shown.game();
    }

    @Override
    public Optional<Announcement> whyNoMove(Stage core) {
        return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("learn.quiz.no.moves")));
    }


    @Override
    public Optional<List<Announcement>> perform(Stage core, BoardAction action) {
        if (action instanceof BoardAction.Review) {
            return Optional.of(Tutor.gameNotOnTheBoard(core));
        }
        return action instanceof BoardAction.Cancel ? Optional.of(core.backToGame()) : Optional.empty();
    }

    @Override
    public Optional<List<Announcement>> command(Stage core, Order command) {
        return Tutor.gameCommand(core, command);
    }

    @Override
    public Optional<Announcement> refusal(Stage core, Order command) {
        return Tutor.refusal(core, command);
    }

    /** A typed line as the answer, unless it starts with a command word (a board question, stop). */
    @Override
    public Optional<List<Announcement>> answer(Stage core, String text) {
        if (Tutor.startsWithCommand(core, text)) {
            return Optional.empty();
        }
        QuizResult result = QuizResult.judge(asked, text, AnswerReader.forLocale(core.locale()));
        if (result instanceof QuizResult.NotUnderstood) {
            // "không có" (none) to a colour question: starts with the word for no, but is no command here
            return Tutor.startsWithYesOrNo(core, text) ? line(core, text) : Optional.empty();
        }
        Quizzing next = new Quizzing(source, source.next(shown.game().position(), asked), score.after(result), shown);
        core.become(next);
        QuizWords words = words(core);
        return Optional.of(List.of(Announcement.answer(Joined.sentences(words.result(result), words.question(next.asked())))));
    }

    @Override
    public Optional<List<Announcement>> line(Stage core, String text) {
        return Optional.of(List.of(Announcement.answer(words(core).result(new QuizResult.NotUnderstood(asked)))));
    }

    @Override
    public Message ended() {
        return score.asked() == 0 ? Message.of("learn.quiz.stopped.none")
                : Message.of("learn.quiz.stopped", "score", new QuizWords().score(score));
    }

    private static QuizWords words(Stage core) {
        return new QuizWords(core.settings().squareNames());
    }
}
