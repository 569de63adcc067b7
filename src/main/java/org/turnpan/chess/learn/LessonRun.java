package org.turnpan.chess.learn;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Square;

/**
 * A lesson being taken: which step the player is on and how many hints they asked for there.
 * Immutable: every attempt returns a {@link LessonTurn} with the result and the run that follows
 * (the same step after a wrong attempt, the next step after a right one, finished after the last).
 */
public record LessonRun(Lesson lesson, int stepIndex, int hintsGiven, boolean finished) {

    public LessonRun {
        if (stepIndex < 0 || stepIndex >= lesson.steps().size()) {
            throw new IllegalArgumentException("no step " + stepIndex + " in lesson " + lesson.id());
        }
    }

    public static LessonRun start(Lesson lesson) {
        return new LessonRun(lesson, 0, 0, false);
    }

    /** The step the player is on (the last one once the lesson is finished). */
    public LessonStep step() {
        return lesson.steps().get(stepIndex);
    }

    /** The step's game, to show on the board (the lesson's position, not the player's own game). */
    public Game game() {
        return step().game();
    }

    /** The squares to highlight on the board and to say. */
    public List<Square> highlighted() {
        return step().highlighted();
    }

    /** Whether the step is answered with a move (otherwise with a square or a colour). */
    public boolean expectsMove() {
        return step().target().expectsMove();
    }

    /**
     * A move tried on the board or typed (the session reads typed text and asks for a promotion
     * piece first; castling may be the king's two-square move or the king onto its rook). Checked by
     * {@link MoveCheck}: an illegal move is wrong with the engine's own reason.
     */
    public LessonTurn attemptMove(Square from, Square to, PieceType promotion) {
        if (finished) {
            return wrong(new Mistake.LessonOver());
        }
        LessonStep step = step();
        if (!step.target().expectsMove()) {
            return wrong(new Mistake.AnswerExpected(step.target()));
        }
        Game before = step.game();
        MoveCheck.Result checked = MoveCheck.check(before, from, to, promotion);
        if (checked instanceof MoveCheck.Illegal illegal) {
            return wrong(new Mistake.IllegalMove(illegal.reason()));
        }
        MoveCheck.Legal legal = (MoveCheck.Legal) checked;
        if (!step.target().acceptsMove(before, legal.move(), before.play(legal.move()))) {
            return wrong(new Mistake.NotTheTarget(step.target()));
        }
        return right(Optional.of(legal.move()), before);
    }

    /** A square chosen on the board (Enter on it) as the answer of a "find" or "where" step. */
    public LessonTurn answerSquare(Square square) {
        return answer(List.of(square));
    }

    /**
     * A typed answer, read in the player's language (and English): squares for "find" and "where"
     * steps, light or dark for "which colour" steps.
     */
    public LessonTurn answer(String typed, AnswerReader reader) {
        if (finished) {
            return wrong(new Mistake.LessonOver());
        }
        Target target = step().target();
        if (target instanceof Target.NameColour colour) {
            return reader.colour(typed)
                    .map(c -> c == SquareColour.of(colour.square()) ? right(Optional.empty(), step().game())
                            : wrong(new Mistake.WrongColour(target, c)))
                    .orElseGet(() -> wrong(new Mistake.NotUnderstood(target)));
        }
        return answer(reader.squares(typed));
    }

    private LessonTurn answer(List<Square> squares) {
        if (finished) {
            return wrong(new Mistake.LessonOver());
        }
        Target target = step().target();
        if (target.expectsMove()) {
            return wrong(new Mistake.MoveExpected(target));
        }
        if (target instanceof Target.NameColour) {
            return wrong(new Mistake.NotUnderstood(target));
        }
        if (squares.isEmpty()) {
            return wrong(new Mistake.NotUnderstood(target));
        }
        boolean same = new HashSet<>(squares).equals(new HashSet<>(step().answerSquares()));
        return same ? right(Optional.empty(), step().game()) : wrong(new Mistake.WrongSquares(target, squares));
    }

    /** The next hint: the step's clue first, then (asked again) the solution; the run counts it. */
    public HintTurn hint() {
        if (finished) {
            return new HintTurn(new Hint.NoStepLeft(), this);
        }
        LessonStep step = step();
        LessonRun next = new LessonRun(lesson, stepIndex, hintsGiven + 1, false);
        if (hintsGiven == 0) {
            return new HintTurn(new Hint.Clue(step), next);
        }
        Target target = step.target();
        if (target instanceof Target.NameColour colour) {
            return new HintTurn(new Hint.ColourSolution(step, colour.square(), SquareColour.of(colour.square())), next);
        }
        if (!target.expectsMove()) {
            return new HintTurn(new Hint.SquaresSolution(step, step.answerSquares()), next);
        }
        return new HintTurn(new Hint.MoveSolution(step, step.game(), step.acceptedMoves().get(0)), next);
    }

    /** A hint and the run that follows it. */
    public record HintTurn(Hint hint, LessonRun run) {
    }

    private LessonTurn wrong(Mistake mistake) {
        return new LessonTurn(new AttemptResult.Wrong(mistake), this);
    }

    private LessonTurn right(Optional<Move> move, Game before) {
        boolean last = stepIndex == lesson.steps().size() - 1;
        LessonRun next = last ? new LessonRun(lesson, stepIndex, hintsGiven, true)
                : new LessonRun(lesson, stepIndex + 1, 0, false);
        return new LessonTurn(new AttemptResult.Right(step(), move, before, last), next);
    }
}
