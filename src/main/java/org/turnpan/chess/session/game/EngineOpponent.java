package org.turnpan.chess.session.game;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;

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
     * no engine, or an engine that cannot start, gives no opponent (that side is played from the
     * keyboard); {@link OpponentFactory#whyNot} then says the precise reason (bad level, no engine
     * at that path, no UCI answer).
     */
    static OpponentFactory factory(Duration untimedMoveTime) {
        return new Starter(untimedMoveTime);
    }

    /** The engine factory; remembers why a spec failed to start, for {@link #whyNot}. */
    private static final class Starter implements OpponentFactory {
        private final Duration untimedMoveTime;
        private final Map<Player.Engine, EngineProblem> problems = new ConcurrentHashMap<>();

        Starter(Duration untimedMoveTime) {
            this.untimedMoveTime = untimedMoveTime;
        }

        @Override
        public Optional<Opponent> create(Player.Engine player) {
            EngineStart start = Engines.start(player.spec());
            if (start instanceof EngineStart.Started started) {
                problems.remove(player);
                return Optional.of(new EngineOpponent(started.engine(), untimedMoveTime));
            }
            problems.put(player, ((EngineStart.Failed) start).problem());
            return Optional.empty();
        }

        @Override
        public Optional<Message> whyNot(Player.Engine player) {
            return Optional.ofNullable(problems.get(player)).map(EvaluationPhraser::problem);
        }
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
}
