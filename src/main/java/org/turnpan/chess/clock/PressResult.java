package org.turnpan.chess.clock;

/** What happened when a player pressed the clock after a move. */
public enum PressResult {
    /** The move was in time: the mover's increment was added and the opponent's clock runs. */
    ACCEPTED,
    /**
     * The mover's flag had already fallen before the press: the move came too late, the clock
     * stays stopped and the game is lost on time (or drawn, by the rules of material).
     */
    FLAG_FELL
}
