package org.turnpan.chess.ui;

import org.turnpan.chess.session.BoardAction;

/** What a key of the board does: an action of the game session, or something of the window itself. */
public sealed interface KeyAction {

    /** Carried out by the session, exactly as a typed command would be. */
    record OnBoard(BoardAction action) implements KeyAction {
        @Override
        public String toString() {
            return action.toString();
        }
    }

    /** The window's own: go to the command field, show the keyboard help. */
    record InWindow(WindowAction action) implements KeyAction {
        @Override
        public String toString() {
            return "Window[" + action + "]";
        }
    }

    enum WindowAction {
        COMMAND_FIELD, HELP
    }
}
