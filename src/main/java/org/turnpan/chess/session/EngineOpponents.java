package org.turnpan.chess.session;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.turnpan.chess.engine.Engine;
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
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;

/**
 * The opponents the engine package provides: {@code builtin[:LEVEL]} and {@code uci:PATH}. A spec
 * that names no engine, or an engine that cannot start, gives no opponent; {@link #whyNot} then
 * says the precise reason (bad level, no engine at that path, no UCI answer).
 */
public final class EngineOpponents implements OpponentFactory {
    /** Thinking time per move when the game has no clock. */
    public static final Duration UNTIMED_MOVE_TIME = Duration.ofSeconds(1);

    private final Duration untimedMoveTime;
    /** The last start problem per spec, for {@link #whyNot}. */
    private final Map<String, EngineProblem> problems = new ConcurrentHashMap<>();

    public EngineOpponents() {
        this(UNTIMED_MOVE_TIME);
    }

    public EngineOpponents(Duration untimedMoveTime) {
        this.untimedMoveTime = untimedMoveTime;
    }

    @Override
    public Optional<Opponent> create(String spec) {
        EngineSpec.Parsed parsed = EngineSpec.parse(spec);
        EngineStart start = parsed instanceof EngineSpec.Valid valid ? Engines.start(valid.spec())
                : new EngineStart.Failed(((EngineSpec.Invalid) parsed).problem());
        if (start instanceof EngineStart.Started started) {
            problems.remove(spec);
            return Optional.of(new EngineOpponent(started.engine(), untimedMoveTime));
        }
        problems.put(spec, ((EngineStart.Failed) start).problem());
        return Optional.empty();
    }

    @Override
    public Optional<Message> whyNot(String spec) {
        return Optional.ofNullable(problems.get(spec)).filter(p -> !(p instanceof EngineProblem.UnknownSpec))
                .map(EvaluationPhraser::problem);
    }

    /**
     * An engine playing for one side, on the game clock when there is one. It accepts a draw when
     * its own last search found it clearly behind (or the position is dead).
     */
    private static final class EngineOpponent implements Opponent {
        /** Centipawns behind, by its own last search, from which the engine takes a draw. */
        private static final int DRAW_WHEN_BEHIND = 150;
        private final Engine engine;
        private final Duration untimedMoveTime;
        /** The score of its last move, from its own side; null before it has moved. */
        private volatile Score lastScore;

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
            return engine.search(SearchRequest.of(game, limit)).thenApply(r -> {
                lastScore = r.score();
                return r.bestMove();
            });
        }

        @Override
        public boolean acceptsDraw(Game game, Side ownSide) {
            Score own = lastScore;
            if (own == null || game.position().isInsufficientMaterial()) {
                return Opponent.super.acceptsDraw(game, ownSide);
            }
            return own.ordinal() <= -DRAW_WHEN_BEHIND;
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
}
