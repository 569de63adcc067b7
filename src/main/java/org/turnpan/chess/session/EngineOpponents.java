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
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;

/**
 * The opponents the engine package provides: {@code builtin[:LEVEL]} and {@code uci:PATH}. A spec
 * that names no engine is refused (empty). An engine that cannot start still becomes an opponent
 * whose every move fails with the {@link EngineProblem}, so the session speaks the precise reason
 * (no engine at that path, no UCI answer) when that side is to move.
 */
public final class EngineOpponents implements OpponentFactory {
    /** Thinking time per move when the game has no clock. */
    public static final Duration UNTIMED_MOVE_TIME = Duration.ofSeconds(1);

    private final Duration untimedMoveTime;

    public EngineOpponents() {
        this(UNTIMED_MOVE_TIME);
    }

    public EngineOpponents(Duration untimedMoveTime) {
        this.untimedMoveTime = untimedMoveTime;
    }

    @Override
    public Optional<Opponent> create(String spec) {
        EngineSpec.Parsed parsed = EngineSpec.parse(spec);
        if (parsed instanceof EngineSpec.Invalid invalid
                && invalid.problem() instanceof EngineProblem.UnknownSpec) {
            return Optional.empty();
        }
        EngineStart start = parsed instanceof EngineSpec.Valid valid ? Engines.start(valid.spec())
                : new EngineStart.Failed(((EngineSpec.Invalid) parsed).problem());
        if (start instanceof EngineStart.Started started) {
            return Optional.of(new EngineOpponent(started.engine(), untimedMoveTime));
        }
        return Optional.of(new UnavailableOpponent(spec, ((EngineStart.Failed) start).problem()));
    }

    /** An engine playing for one side, on the game clock when there is one. */
    private static final class EngineOpponent implements Opponent {
        private final Engine engine;
        private final Duration untimedMoveTime;

        EngineOpponent(Engine engine, Duration untimedMoveTime) {
            this.engine = engine;
            this.untimedMoveTime = untimedMoveTime;
        }

        @Override
        public String name() {
            return engine.name();
        }

        @Override
        public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
            Limit limit = clocks.timed()
                    ? new Limit.GameClock(clocks.white(), clocks.black(), Duration.ZERO, Duration.ZERO, 0)
                    : new Limit.MoveTime(untimedMoveTime);
            return engine.search(SearchRequest.of(game, limit)).thenApply(SearchResult::bestMove);
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

    /** Stands in for an engine that could not start: every request fails with the reason. */
    private record UnavailableOpponent(String name, EngineProblem problem) implements Opponent {
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
