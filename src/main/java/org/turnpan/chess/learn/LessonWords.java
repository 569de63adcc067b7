package org.turnpan.chess.learn;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Nouns;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.SquareStyle;

/**
 * What the lessons say, as messages (keys of the {@code learn} catalogue with their arguments):
 * the list of lessons, a lesson's introduction, each step's task and highlighted squares, the
 * answer to every attempt, hints, and a damaged progress file. Moves and refusals are worded by
 * {@link Phraser}, so a wrong move is explained in the rules engine's own words. Immutable.
 */
public final class LessonWords {
    private final Phraser phraser;
    private final Nouns nouns;

    public LessonWords(Phraser phraser) {
        this(phraser, SquareStyle.PLAIN);
    }

    public LessonWords(Phraser phraser, SquareStyle squareStyle) {
        this.phraser = phraser.withSquareStyle(squareStyle);
        this.nouns = new Nouns(squareStyle);
    }

    /** "There are 14 lessons. 1. The board, finished. 2. The king. ..." */
    public Message list(LessonCatalogue catalogue, LessonProgress progress) {
        List<Message> out = new ArrayList<>();
        out.add(Message.of("learn.list", Catalogue.COUNT, catalogue.lessons().size()));
        for (Lesson l : catalogue.lessons()) {
            out.add(Message.of(progress.isDone(l.id()) ? "learn.list.entry.done" : "learn.list.entry",
                    "number", l.number(), "title", title(l)));
        }
        return Joined.sentences(out);
    }

    /** The lesson's title ("Castling"). */
    public Message title(Lesson lesson) {
        return Message.of(lesson.titleKey());
    }

    /** What is said when a lesson starts: its number and title, the explanation, then the first step. */
    public Message introduction(LessonRun run, int lessonCount) {
        Lesson l = run.lesson();
        return Joined.sentences(Message.of("learn.lesson.start", "number", l.number(), "total", lessonCount,
                "title", title(l)), Message.of(l.introKey()), step(run));
    }

    /** The current step: its number when the lesson has several, the task, and what is highlighted. */
    public Message step(LessonRun run) {
        List<Message> out = new ArrayList<>();
        LessonStep step = run.step();
        if (run.lesson().steps().size() > 1) {
            out.add(Message.of("learn.step", "number", step.number(), "total", run.lesson().steps().size()));
        }
        out.add(Message.of(step.taskKey()));
        highlights(step).ifPresent(out::add);
        return Joined.sentences(out);
    }

    /** "The lesson highlights the white knight on g1 and the square f3." */
    private Optional<Message> highlights(LessonStep step) {
        if (step.highlighted().isEmpty()) {
            return Optional.empty();
        }
        Position p = step.position();
        List<Message> items = new ArrayList<>();
        for (Square s : step.highlighted()) {
            items.add(p.pieceAt(s).map(piece -> nouns.placedWithColour(new PlacedPiece(piece, s)))
                    .orElseGet(() -> Message.of("learn.highlight.square", "square", nouns.square(s))));
        }
        return Optional.of(Message.of("learn.highlight", "items", items));
    }

    /**
     * The answer to an attempt. Right: the move in words (for a move), the step's praise, then the
     * next step, or the end of the lesson. Wrong: the reason.
     */
    public Message result(LessonTurn turn) {
        if (turn.result() instanceof AttemptResult.Right right) {
            List<Message> out = new ArrayList<>();
            Message praise = Message.of(right.step().praiseKey());
            out.add(right.move().map(m -> Message.of("learn.right.move", "move", move(right.before(), m),
                    "praise", praise)).orElse(praise));
            out.add(right.lessonComplete()
                    ? Message.of("learn.lesson.done", "number", turn.run().lesson().number())
                    : step(turn.run()));
            return Joined.sentences(out);
        }
        return mistake(((AttemptResult.Wrong) turn.result()).mistake(), turn.run());
    }

    /** Why an attempt is wrong, in words. */
    public Message mistake(Mistake mistake, LessonRun run) {
        if (mistake instanceof Mistake.IllegalMove illegal) {
            return phraser.reason(illegal.reason());
        }
        if (mistake instanceof Mistake.NotTheTarget wrong) {
            if (wrong.target() instanceof Target.Promote promote) {
                return Message.of("learn.wrong.promote", "piece", nouns.piece(promote.piece()));
            }
            return Message.of("learn.wrong." + wrong.target().kind());
        }
        if (mistake instanceof Mistake.WrongSquares squares) {
            return Message.of("learn.wrong." + squares.target().kind(), "squares", nouns.squares(squares.given()));
        }
        if (mistake instanceof Mistake.WrongColour) {
            return Message.of("learn.wrong.colour");
        }
        if (mistake instanceof Mistake.NotUnderstood unclear) {
            return Message.of("learn.unclear." + unclear.target().kind());
        }
        if (mistake instanceof Mistake.MoveExpected) {
            return Message.of("learn.expected.move", "task", Message.of(run.step().taskKey()));
        }
        if (mistake instanceof Mistake.AnswerExpected) {
            return Message.of("learn.expected.answer", "task", Message.of(run.step().taskKey()));
        }
        return Message.of("learn.over");
    }

    /** A hint in words: the step's clue, or the solution. */
    public Message hint(Hint hint) {
        if (hint instanceof Hint.Clue clue) {
            return Message.of(clue.step().hintKey());
        }
        if (hint instanceof Hint.MoveSolution solution) {
            return Message.of("learn.hint.move", "move", phraser.movePhrase(solution.game().position(), solution.move(),
                    MoveStyle.FULL));
        }
        if (hint instanceof Hint.SquaresSolution squares) {
            return Message.of("learn.hint.squares", "squares", nouns.squares(squares.squares()));
        }
        if (hint instanceof Hint.ColourSolution colour) {
            return Message.of(colour.colour() == SquareColour.LIGHT ? "learn.hint.light" : "learn.hint.dark",
                    "square", nouns.square(colour.square()));
        }
        return Message.of("learn.over");
    }

    /** The sentence for a damaged progress file (the lessons read before the damaged line are kept). */
    public Message damaged(LessonProgress.Damaged damaged) {
        return Message.of("learn.progress.damaged", "line", damaged.line());
    }

    private Message move(Game before, Move move) {
        return phraser.movePhrase(before.position(), move, MoveStyle.WORDS);
    }
}
