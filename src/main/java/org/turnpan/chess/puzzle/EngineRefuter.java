package org.turnpan.chess.puzzle;

import java.util.Optional;
import java.util.concurrent.CompletionException;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.builtin.BuiltinEngine;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * The refutation of a wrong move: a mate in one when the opponent has one (our rules find it),
 * otherwise the built-in engine's best move at full strength within {@value #NODES} positions
 * (a fraction of a second).
 */
public final class EngineRefuter implements Refuter {
    static final long NODES = 150_000;

    @Override
    public Optional<Move> reply(Position afterWrongMove) {
        if (!afterWrongMove.hasLegalMove()) {
            return Optional.empty();
        }
        Optional<Move> mate = new MateSearch().mateMove(afterWrongMove, 1);
        if (mate.isPresent()) {
            return mate;
        }
        BuiltinEngine engine = new BuiltinEngine(8, new java.util.Random(1));
        try {
            return Optional.of(engine.search(SearchRequest.of(afterWrongMove, new Limit.Nodes(NODES))).join().bestMove());
        } catch (CompletionException e) {
            return Optional.of(afterWrongMove.legalMoves().get(0));
        } finally {
            engine.close();
        }
    }
}
