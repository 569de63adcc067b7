package org.turnpan.chess.engine;

import java.util.List;
import org.turnpan.chess.rules.Move;

/**
 * The answer of a search: the move to play, the score (from the side to move, see {@link Score}),
 * the principal variation starting with the best move, the depth reached and positions visited.
 */
public record SearchResult(Move bestMove, Score score, List<Move> pv, int depth, long nodes) {

    public SearchResult {
        if (bestMove == null || score == null) {
            throw new IllegalArgumentException("best move and score are required");
        }
        pv = List.copyOf(pv);
    }
}
