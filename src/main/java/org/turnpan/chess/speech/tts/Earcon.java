package org.turnpan.chess.speech.tts;

/** Short sounds that say something faster than words. Each can be switched off in the settings. */
public enum Earcon {
    /** A move was refused: two low, falling buzzes. */
    ILLEGAL_MOVE,
    /** A piece was taken: a short knock. */
    CAPTURE,
    /** A king is in check: two rising high beeps. */
    CHECK,
    /** The cursor hit the edge of the board: a low thud. */
    BOARD_EDGE,
    /** The clock is running low: three quick beeps. */
    LOW_TIME
}
