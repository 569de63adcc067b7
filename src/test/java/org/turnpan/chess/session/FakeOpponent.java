package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.game.OpponentFactory;

/**
 * A test opponent: plays the first legal move (in generation order) at once, or, when held,
 * keeps its answers pending until the test completes them.
 */
final class FakeOpponent implements Opponent {
    private final boolean held;
    final List<CompletableFuture<Move>> pending = new ArrayList<>();
    final List<Game> asked = new ArrayList<>();
    int stops;

    FakeOpponent(boolean held) {
        this.held = held;
    }

    static OpponentFactory factory(boolean held) {
        return player -> java.util.Optional.of(new FakeOpponent(held));
    }

    @Override
    public String name() {
        return "Fake";
    }

    @Override
    public synchronized CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
        asked.add(game);
        CompletableFuture<Move> f = new CompletableFuture<>();
        if (held) {
            pending.add(f);
        } else {
            f.complete(game.position().legalMoves().get(0));
        }
        return f;
    }

    @Override
    public synchronized void stop() {
        stops++;
    }

    @Override
    public void close() {
    }
}
