package org.turnpan.chess.speech;

/** How moves are read aloud. */
public enum MoveStyle {
    /** "knight f3": the SAN read with piece names. */
    TERSE,
    /** "knight to f3", "bishop takes pawn on e5, check", "short castle". */
    WORDS,
    /** "white knight from g1 to f3". */
    FULL
}
