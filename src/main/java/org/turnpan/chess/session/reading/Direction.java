package org.turnpan.chess.session.reading;

/** A direction on the screen (or as the player pictures the board): up is towards the opponent. */
public enum Direction {
    UP, DOWN, LEFT, RIGHT
}
