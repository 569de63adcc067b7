package org.turnpan.chess.engine.analysis;

import org.turnpan.chess.engine.Score;
import org.turnpan.chess.rules.Move;

/**
 * The engine's verdict on a move offered instead of a mistake: the scores (White's view) after
 * the engine's best move and after the answer, how much worse the answer is for the mover, and
 * whether that is within the rules' margin.
 */
public record Judgement(Move answer, Score afterBest, Score afterAnswer, int loss, boolean accepted) {
}
