package org.turnpan.chess.learn;

import java.util.List;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Square;

/** Why an attempt at a lesson step is not right, in data; {@link LessonWords} says it. */
public sealed interface Mistake {

    /** The move is not legal; the reason is the rules engine's own ({@code rules.MoveCheck}). */
    record IllegalMove(IllegalMoveReason reason) implements Mistake {
    }

    /** The move is legal but not what the step asks for ("legal, but it does not give mate"). */
    record NotTheTarget(Target target) implements Mistake {
    }

    /** The squares named are not the answer. */
    record WrongSquares(Target target, List<Square> given) implements Mistake {
        public WrongSquares {
            given = List.copyOf(given);
        }
    }

    /** The colour named is not the square's colour. */
    record WrongColour(Target target, SquareColour given) implements Mistake {
    }

    /** The typed answer could not be read as what the step asks for (a square, light or dark...). */
    record NotUnderstood(Target target) implements Mistake {
    }

    /** The step asks for a move on the board, and an answer was typed. */
    record MoveExpected(Target target) implements Mistake {
    }

    /** The step asks for an answer, and a move was played. */
    record AnswerExpected(Target target) implements Mistake {
    }

    /** Every step of the lesson is done already. */
    record LessonOver() implements Mistake {
    }
}
