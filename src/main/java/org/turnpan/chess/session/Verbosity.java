package org.turnpan.chess.session;

/** How much the session says after each move. */
public enum Verbosity {
    /** The move only. */
    BRIEF,
    /** The move, plus check, captures and clock warnings. */
    NORMAL,
    /** As NORMAL, plus whose turn it is after every move. */
    FULL
}
