package org.turnpan.chess.session;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Engines;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;

/**
 * An {@link Engine} (built-in or UCI) as a session opponent: searches on the engine's own thread,
 * within the game clock when there is one (one second a move otherwise), and judges draw offers
 * by its last score.
 */
final class EngineOpponent implements Opponent {
    /** A score this bad for the engine (in centipawns) makes it accept a draw. */
    private static final int ACCEPT_DRAW_BELOW = -150;
    private static final Duration UNTIMED_MOVE = Duration.ofSeconds(1);

    private final Engine engine;
    private volatile Score lastScore;

    EngineOpponent(Engine engine) {
        this.engine = engine;
    }

    /** Starts engines from player specs ("builtin:3", "uci:/usr/games/stockfish"). */
    static OpponentFactory factory() {
        return spec -> Engines.start(spec) instanceof EngineStart.Started started
                ? Optional.of(new EngineOpponent(started.engine())) : Optional.empty();
    }

    @Override
    public String name() {
        return engine.name();
    }

    @Override
    public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
        Limit limit = clocks.timed()
                ? Limit.GameClock.of(clocks.white(), clocks.black(), clocks.increment())
                : new Limit.MoveTime(UNTIMED_MOVE);
        return engine.search(SearchRequest.of(game, limit)).thenApply(this::remember);
    }

    private Move remember(SearchResult result) {
        lastScore = result.score();
        return result.bestMove();
    }

    @Override
    public boolean acceptsDraw(Game game, Side ownSide) {
        Score s = lastScore;
        if (s != null && (s.mate() ? s.value() < 0 : s.value() <= ACCEPT_DRAW_BELOW)) {
            return true;
        }
        return Opponent.super.acceptsDraw(game, ownSide);
    }

    @Override
    public void stop() {
        engine.stop();
    }

    @Override
    public void close() {
        engine.close();
    }
}
