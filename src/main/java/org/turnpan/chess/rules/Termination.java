package org.turnpan.chess.rules;

/** How a game ended. */
public enum Termination {
    CHECKMATE,
    STALEMATE,
    INSUFFICIENT_MATERIAL,
    THREEFOLD_REPETITION,
    FIFTY_MOVES,
    AGREEMENT,
    RESIGNATION,
    /** A flag fell and the other side had mating material: a win. */
    TIME_FORFEIT,
    /** A flag fell but the other side could not possibly mate: a draw. */
    TIMEOUT_VS_INSUFFICIENT_MATERIAL,
    /** The loser left the game and the winner claimed it (an online game): the PGN standard's "abandoned". */
    ABANDONED
}
