package org.turnpan.chess.engine.analysis;

import java.util.Optional;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.rules.Move;

/**
 * One position of a game as the engine saw it: its best move (none where the game is over) and
 * its score from White's point of view (a checkmated side: mate in 0 against it; stalemate: 0).
 */
public record PositionScore(Optional<Move> best, Score white) {
    public PositionScore {
        if (best == null || white == null) {
            throw new IllegalArgumentException("a best move (or none) and a score");
        }
    }
}
