package org.turnpan.chess.review;

import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/** A move of the game tree with the positions before and after it. */
public record PlayedMove(Position before, PgnMove move, Position after) {

    /** The move number as a game score writes it: 12 for both "12. Nf3" and "12... Nc6". */
    public int number() {
        return before.fullmoveNumber();
    }

    /** Who played it. */
    public Side side() {
        return before.sideToMove();
    }
}
