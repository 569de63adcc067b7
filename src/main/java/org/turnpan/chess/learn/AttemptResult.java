package org.turnpan.chess.learn;

import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;

/** What an attempt at a lesson step gave: right (and the step's praise), or wrong and why. */
public sealed interface AttemptResult {

    /**
     * The step is done. {@code move} is the legal move played (empty for an answer), {@code before}
     * the game it was played in, so its words can be said; {@code lessonComplete} when it was the
     * last step.
     */
    record Right(LessonStep step, Optional<Move> move, Game before, boolean lessonComplete) implements AttemptResult {
    }

    /** The attempt is not right; the player stays on the step and may try again. */
    record Wrong(Mistake mistake) implements AttemptResult {
    }
}
