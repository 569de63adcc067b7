package org.turnpan.chess.session;

/** How squares are spelled in answers. */
public enum SquareNames {
    /** "e4", as printed in chess books. */
    ALGEBRAIC,
    /** The file letter as the language pronounces it: "echo 4" in English, "е 4" read as a Russian word. */
    SPOKEN
}
