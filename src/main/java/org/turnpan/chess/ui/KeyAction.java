package org.turnpan.chess.ui;

import org.turnpan.chess.session.intent.BoardAction;

/** What a key of the board does: an action of the game session, or something of the window itself. */
public sealed interface KeyAction {

    /** Carried out by the session, exactly as a typed command would be. */
    record OnBoard(BoardAction action) implements KeyAction {
        @Override
        public String toString() {
            return action.toString();
        }
    }

    /** The window's own: go to the command field, show the keyboard help, zoom in, out or back to normal. */
    record InWindow(WindowAction action) implements KeyAction {
        @Override
        public String toString() {
            return "Window[" + action + "]";
        }
    }

    enum WindowAction {
        COMMAND_FIELD, HELP, ZOOM_IN, ZOOM_OUT, ZOOM_RESET;

        /** Whether the key works wherever the focus is (the zoom keys), not only on the board. */
        public boolean anywhere() {
            return this == ZOOM_IN || this == ZOOM_OUT || this == ZOOM_RESET;
        }
    }
}
