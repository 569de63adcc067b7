package org.turnpan.chess.learn;

import org.turnpan.chess.rules.Square;

/** The colour of a square: light or dark (a1 is dark). */
public enum SquareColour {
    LIGHT, DARK;

    public static SquareColour of(Square square) {
        return square.isLight() ? LIGHT : DARK;
    }
}
