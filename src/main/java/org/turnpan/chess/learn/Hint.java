package org.turnpan.chess.learn;

import java.util.List;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Square;

/** A hint for the current step: first the step's clue, asked again the solution itself. */
public sealed interface Hint {

    /** The step's clue sentence ({@code learn.lesson.<id>.<n>.hint}). */
    record Clue(LessonStep step) implements Hint {
    }

    /** A move that does what the step asks, to be said in words in {@code game}'s position. */
    record MoveSolution(LessonStep step, Game game, Move move) implements Hint {
    }

    /** The squares that answer a "find" or "where" step. */
    record SquaresSolution(LessonStep step, List<Square> squares) implements Hint {
        public SquaresSolution {
            squares = List.copyOf(squares);
        }
    }

    /** The colour that answers a "which colour" step. */
    record ColourSolution(LessonStep step, Square square, SquareColour colour) implements Hint {
    }

    /** No step is left: the lesson is over. */
    record NoStepLeft() implements Hint {
    }
}
