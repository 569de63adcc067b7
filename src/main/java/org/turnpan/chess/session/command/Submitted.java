package org.turnpan.chess.session.command;

/** What became of a typed line. The answers themselves arrive as announcements. */
public enum Submitted {
    /** The line was a move, a query or a command, and has been answered. */
    HANDLED,
    /** The line was not understood; a hint was announced. */
    NOT_UNDERSTOOD,
    /** The player asked to quit. */
    QUIT
}
