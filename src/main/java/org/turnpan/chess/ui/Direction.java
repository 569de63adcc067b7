package org.turnpan.chess.ui;

/** A direction on the screen (not on the board: which way "up" goes depends on the orientation). */
public enum Direction {
    UP, DOWN, LEFT, RIGHT
}
