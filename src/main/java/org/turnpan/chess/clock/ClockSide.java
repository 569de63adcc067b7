package org.turnpan.chess.clock;

/**
 * The two faces of a chess clock. The clock package imports nothing of the program, so it has its
 * own side type; the session maps {@code rules.Side} to it by name ({@code ClockSide.valueOf(side.name())}).
 */
public enum ClockSide {
    WHITE,
    BLACK;

    public ClockSide other() {
        return this == WHITE ? BLACK : WHITE;
    }
}
