package org.turnpan.chess.engine.analysis;

import org.turnpan.chess.engine.Score;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;

/**
 * A move that lost much: the half-move index in the game ({@code ply} 0 is the first move played),
 * the move number as the position counts it, who played it, the move played and the engine's
 * better one, the scores from White's point of view before and after it, and the drop for the
 * mover in centipawns ({@link MistakeRules#value}).
 */
public record Mistake(int ply, int moveNumber, Side mover, Move played, Move best, Score before, Score after,
                      int loss) {
}
