package org.turnpan.chess.session.intent;


/**
 * A review key's step or question ({@link BoardAction.Review}): the same as the typed review
 * commands. Pressed while the game is on the board, a step starts a review of the game at its last
 * move first; a question about the game works without one.
 */
public enum ReviewStep {
    /** The next move of this line. */
    FORWARD,
    /** The move before. */
    BACK,
    /** The start of this line (of the game in the main line). */
    LINE_START,
    /** The end of this line. */
    LINE_END,
    /** Into the first variation of the move just heard. */
    ENTER_VARIATION,
    /** Out of this variation, back to the move it replaces. */
    LEAVE_VARIATION,
    /** The comment of this move, whatever the verbosity. */
    COMMENT,
    /** What the last move changed. */
    CHANGES,
    /** The game's header: players, event, date, result, opening. */
    HEADER
}
