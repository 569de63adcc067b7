package org.turnpan.chess.puzzle;

import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/** Finds the opponent's answer to a wrong move: why the move fails. */
@FunctionalInterface
public interface Refuter {

    /** The best reply of the side to move in {@code afterWrongMove}; empty when it has no legal move. */
    Optional<Move> reply(Position afterWrongMove);
}
