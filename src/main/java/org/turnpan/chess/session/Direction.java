package org.turnpan.chess.session;

/** A direction on the screen (or as the player pictures the board): up is towards the opponent. */
public enum Direction {
    UP, DOWN, LEFT, RIGHT
}
