package org.turnpan.chess.session.activity;

/**
 * A typed command as an activity sees it: only which of the kinds an activity answers or refuses
 * itself it is ({@link Kind}). The commands are defined above the activities
 * ({@code session.command}), which say which command is of which kind
 * ({@code session.command.CommandKinds}); an activity names kinds, never commands.
 */
public interface Order {

    /** Whether this command is of {@code kind}. */
    boolean is(Kind kind);

    /** What an activity needs to know of a command, to answer it itself or refuse it. */
    enum Kind {
        /** Would change the game (resign, draw, accept, decline, takeback, player): refused while the game is not on the board. */
        CHANGES_THE_GAME,
        /** Walks through the game or asks about its moves: refused in a lesson, the quiz, a puzzle, the drill. */
        ABOUT_THE_GAME,
        /** The word for yes or no (accept, decline), which a lesson's or the quiz's answer may start with. */
        YES_OR_NO,
        /** Asks for a hint: a lesson's and a puzzle's own. */
        HINT,
        /** Leaves a variation: in a lesson or the quiz, goes back to the game. */
        LEAVE
    }
}
