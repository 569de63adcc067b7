package org.turnpan.chess.session.intent;


/**
 * What the window's keys and menu ask of lessons and the quiz, as values (through
 * {@link BoardAction.Learn}); each does what its typed command does.
 */
public sealed interface LearnRequest {

    /** The list of lessons, with which are finished ({@code learn}). */
    record Lessons() implements LearnRequest {
    }

    /** Start lesson {@code number}, counted from 1 ({@code learn 6}). */
    record StartLesson(int number) implements LearnRequest {
    }

    /** The lesson's next hint, or the engine's in a game ({@code hint}). */
    record Hint() implements LearnRequest {
    }

    /** The quiz about the board in view ({@code quiz}). */
    record Quiz() implements LearnRequest {
    }

    /** The next puzzle, or the open one said again ({@code puzzle}, issue 26). */
    record Puzzle() implements LearnRequest {
    }

    /** The open puzzle's solution played out ({@code solution}). */
    record PuzzleSolution() implements LearnRequest {
    }

    /** Back to the game from a lesson or the quiz ({@code stop}). */
    record Stop() implements LearnRequest {
    }

    /** Learn from the player's mistakes in the game ({@code mistakes}, issue 26). */
    record Mistakes() implements LearnRequest {
    }

    /** The engine's better move for the mistake on the board ({@code better}). */
    record Better() implements LearnRequest {
    }

    /** The next mistake ({@code skip}). */
    record Skip() implements LearnRequest {
    }

    /** The engine's score of the position in view ({@code scores}). */
    record Score() implements LearnRequest {
    }
}
