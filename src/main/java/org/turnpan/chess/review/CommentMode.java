package org.turnpan.chess.review;

/** Whether a step reads the move's comment, or only says that there is one (terse verbosity). */
public enum CommentMode {
    /** Comments are read with the move. */
    READ,
    /** "There is a comment." is said; the comment is read when asked for. */
    ON_REQUEST
}
