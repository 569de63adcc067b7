package org.turnpan.chess.session;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineSpec;
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
    /** Thinking time per move when the game has no clock. */
    static final Duration UNTIMED_MOVE = Duration.ofSeconds(1);

    private final Engine engine;
    private final Duration untimedMoveTime;
    private volatile Score lastScore;

    EngineOpponent(Engine engine, Duration untimedMoveTime) {
        this.engine = engine;
        this.untimedMoveTime = untimedMoveTime;
    }

    /**
     * Starts engines from player specs ("builtin:3", "uci:/usr/games/stockfish"). A spec that names
     * no engine is refused (empty). An engine that cannot start still becomes an opponent whose every
     * move fails with the {@link EngineProblem}, so the session speaks the precise reason (no engine
     * at that path, no UCI answer) when that side is to move.
     */
    static OpponentFactory factory(Duration untimedMoveTime) {
        return spec -> {
            EngineSpec.Parsed parsed = EngineSpec.parse(spec);
            if (parsed instanceof EngineSpec.Invalid invalid) {
                return invalid.problem() instanceof EngineProblem.UnknownSpec
                        ? Optional.empty() : Optional.of(new Unavailable(spec, invalid.problem()));
            }
            EngineStart start = Engines.start(((EngineSpec.Valid) parsed).spec());
            if (start instanceof EngineStart.Started started) {
                return Optional.of(new EngineOpponent(started.engine(), untimedMoveTime));
            }
            return Optional.of(new Unavailable(spec, ((EngineStart.Failed) start).problem()));
        };
    }

    @Override
    public String name() {
        return engine.name();
    }

    @Override
    public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
        Limit limit = clocks.timed()
                ? Limit.GameClock.of(clocks.white(), clocks.black(), clocks.increment())
                : new Limit.MoveTime(untimedMoveTime);
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

    /** Stands in for an engine that could not start: every request fails with the reason. */
    private record Unavailable(String name, EngineProblem problem) implements Opponent {
        @Override
        public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
            return CompletableFuture.failedFuture(new EngineFailure(problem));
        }

        @Override
        public void stop() {
            // nothing runs
        }

        @Override
        public void close() {
            // nothing to release
        }
    }
}
