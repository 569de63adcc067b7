package org.turnpan.chess.engine.analysis;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * A game scored by the engine, position by position: {@code scores.get(i)} is the position before
 * move {@code i} (and the last one the position after the last move). Immutable.
 *
 * @param start  the game's start position
 * @param moves  the moves played
 * @param scores one per position, {@code moves.size() + 1} of them
 */
public record GameAnalysis(Position start, List<Move> moves, List<PositionScore> scores) {

    public GameAnalysis {
        moves = List.copyOf(moves);
        scores = List.copyOf(scores);
        if (scores.size() != moves.size() + 1) {
            throw new IllegalArgumentException("one score per position: " + scores.size() + " for " + moves.size());
        }
    }

    /** True when this analysis is of exactly these moves from this start. */
    public boolean covers(Position from, List<Move> played) {
        return start.equals(from) && moves.equals(played);
    }

    /**
     * The moves of {@code side} whose drop for the mover is at least {@code rules.threshold()}, in
     * the order played. The engine's own best move is never a mistake, whatever the scores say.
     */
    public List<Mistake> mistakes(Side side, MistakeRules rules) {
        List<Mistake> out = new ArrayList<>();
        Position p = start;
        for (int i = 0; i < moves.size(); i++) {
            Move played = moves.get(i);
            Side mover = p.sideToMove();
            PositionScore before = scores.get(i);
            if (mover == side && before.best().isPresent() && !before.best().get().equals(played)) {
                int loss = drop(mover, before.white(), scores.get(i + 1).white());
                if (loss >= rules.threshold()) {
                    out.add(new Mistake(i, p.fullmoveNumber(), mover, played, before.best().get(), before.white(),
                            scores.get(i + 1).white(), loss));
                }
            }
            p = p.play(played);
        }
        return List.copyOf(out);
    }

    /** How much {@code mover} lost going from {@code before} to {@code after} (both from White's view); 0 or more. */
    public static int drop(Side mover, Score before, Score after) {
        int b = MistakeRules.value(before);
        int a = MistakeRules.value(after);
        int forMover = mover == Side.WHITE ? b - a : a - b;
        return Math.max(0, forMover);
    }
}
