package org.turnpan.chess.engine.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * Scores a game position by position with an engine, and judges an answer to a mistake, on a
 * thread of its own: the caller's thread (the window's, the console's) never waits. One job at a
 * time; {@link #cancel} stops the one running (its future completes with a
 * {@link CancellationException}). Every search is held to {@link MistakeRules#perSearch}: past it
 * the engine is told to stop and its best so far is used; an engine that does not answer even then
 * fails the job with {@link EngineProblem.Hung}, so nothing waits forever.
 */
public final class GameAnalyser implements AutoCloseable {
    /** How long an engine told to stop may take to answer before it counts as hung. */
    private static final long STOP_GRACE_MILLIS = 3000;

    private final Engine engine;
    private final MistakeRules rules;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "turnpan-analysis");
        t.setDaemon(true);
        return t;
    });
    private volatile AtomicBoolean cancelled = new AtomicBoolean();

    /** Analyses with {@code engine} (which the caller closes) under {@code rules}. */
    public GameAnalyser(Engine engine, MistakeRules rules) {
        this.engine = engine;
        this.rules = rules;
    }

    public MistakeRules rules() {
        return rules;
    }

    /**
     * Scores every position of the game from {@code start} through {@code moves}; {@code progress}
     * hears each position's index as it is done (on the analysis thread).
     */
    public CompletableFuture<GameAnalysis> analyse(Position start, List<Move> moves, IntConsumer progress) {
        AtomicBoolean stop = fresh();
        List<Move> played = List.copyOf(moves);
        return CompletableFuture.supplyAsync(() -> {
            List<PositionScore> scores = new ArrayList<>(played.size() + 1);
            Position p = start;
            for (int i = 0; i <= played.size(); i++) {
                scores.add(score(start, played.subList(0, i), p, stop));
                progress.accept(i);
                if (i < played.size()) {
                    p = p.play(played.get(i));
                }
            }
            return new GameAnalysis(start, played, scores);
        }, worker);
    }

    /**
     * Judges {@code answer}, offered in the position before {@code mistake} (reached from
     * {@code start} by {@code before}), against the engine's best move there: both positions after
     * are searched alike, and the answer is accepted when it is at most the margin worse.
     */
    public CompletableFuture<Judgement> judge(Position start, List<Move> before, Mistake mistake, Move answer) {
        AtomicBoolean stop = fresh();
        List<Move> line = List.copyOf(before);
        return CompletableFuture.supplyAsync(() -> {
            Position p = new SearchRequest(start, line, rules.limit()).position();
            Side mover = p.sideToMove();
            Score best = scoreAfter(start, line, mistake.best(), stop);
            Score offered = answer.equals(mistake.best()) ? best : scoreAfter(start, line, answer, stop);
            int loss = GameAnalysis.drop(mover, best, offered);
            return new Judgement(answer, best, offered, loss, loss <= rules.margin());
        }, worker);
    }

    /** Stops the job running now, if any; its future completes exceptionally. */
    public void cancel() {
        cancelled.set(true);
        engine.stop();
    }

    @Override
    public void close() {
        cancel();
        worker.shutdownNow();
    }

    private AtomicBoolean fresh() {
        cancelled.set(true);
        AtomicBoolean next = new AtomicBoolean();
        cancelled = next;
        return next;
    }

    private Score scoreAfter(Position start, List<Move> line, Move move, AtomicBoolean stop) {
        List<Move> longer = new ArrayList<>(line);
        longer.add(move);
        Position after = new SearchRequest(start, longer, rules.limit()).position();
        return score(start, longer, after, stop).white();
    }

    /** One position's score from White's view and its best move; a finished game is not searched. */
    private PositionScore score(Position start, List<Move> line, Position p, AtomicBoolean stop) {
        if (stop.get()) {
            throw new CancellationException();
        }
        if (!p.hasLegalMove()) {
            // mate in 0 has no sign: White mated is mate in 0 (the worst for White); Black mated is
            // counted as White's mate in 1, the best a score can be; stalemate is level
            Score white = !p.isCheck() ? Score.centipawns(0)
                    : p.sideToMove() == Side.WHITE ? Score.mateIn(0) : Score.mateIn(1);
            return new PositionScore(Optional.empty(), white);
        }
        SearchResult r = search(new SearchRequest(start, line, rules.limit()), stop);
        return new PositionScore(Optional.of(r.bestMove()), r.score().forWhite(p.sideToMove()));
    }

    private SearchResult search(SearchRequest request, AtomicBoolean stop) {
        CompletableFuture<SearchResult> future = engine.search(request);
        try {
            return future.get(rules.perSearch().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            engine.stop();
            try {
                return future.get(STOP_GRACE_MILLIS, TimeUnit.MILLISECONDS);
            } catch (TimeoutException hung) {
                throw new EngineFailure(new EngineProblem.Hung(engine.name(),
                        rules.perSearch().plusMillis(STOP_GRACE_MILLIS)));
            } catch (InterruptedException | ExecutionException failed) {
                throw failure(failed, stop);
            }
        } catch (InterruptedException | ExecutionException failed) {
            throw failure(failed, stop);
        }
    }

    private RuntimeException failure(Exception e, AtomicBoolean stop) {
        if (e instanceof InterruptedException) {
            Thread.currentThread().interrupt();
        }
        if (stop.get() || e instanceof InterruptedException) {
            return new CancellationException();
        }
        Throwable cause = e.getCause() == null ? e : e.getCause();
        return cause instanceof RuntimeException r ? r : new EngineFailure(new EngineProblem.Crashed(engine.name()));
    }
}
