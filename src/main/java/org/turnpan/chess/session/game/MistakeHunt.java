package org.turnpan.chess.session.game;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.analysis.GameAnalyser;
import org.turnpan.chess.engine.analysis.GameAnalysis;
import org.turnpan.chess.engine.analysis.Judgement;
import org.turnpan.chess.engine.analysis.Mistake;
import org.turnpan.chess.engine.analysis.MistakeRules;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;

/**
 * The engine work of "learn from your mistakes" (issue 26): scoring a game and judging answers,
 * off the caller's thread through a {@link GameAnalyser}, with the engine {@code analyser} chose
 * (the built-in one at full strength by default, at a fixed depth: the same game gives the same
 * mistakes). Answers come back through the session ({@link Match.Outside}); one that arrives after
 * the player moved on is dropped. The last analysis is kept, so per-move scores and a second drill
 * need no new search. Not thread-safe by itself; the session calls it under its lock.
 */
public final class MistakeHunt implements AutoCloseable {
    /** A UCI engine (Stockfish) searches this deep for each position. */
    private static final int UCI_DEPTH = 12;

    private final Match.Outside outside;
    private final Supplier<EngineSpec> chosen;
    private final MistakeRules builtinRules;
    private EngineSpec spec;
    private Engine engine;
    private GameAnalyser analyser;
    private Optional<GameAnalysis> last = Optional.empty();
    /** Counts the jobs asked: an answer to an older one is stale. */
    private int asked;
    private boolean pending;
    private volatile int done;
    private int total;

    public MistakeHunt(Match.Outside outside, Supplier<EngineSpec> chosen, MistakeRules builtinRules) {
        this.outside = outside;
        this.chosen = chosen;
        this.builtinRules = builtinRules;
    }

    /** True while an analysis or a judgement is awaited (a piped console waits for it). */
    public boolean pending() {
        return pending;
    }

    /** Positions scored so far of the analysis running, and how many it has. */
    public int done() {
        return done;
    }

    public int total() {
        return total;
    }

    public MistakeRules rules() {
        return analyser == null ? builtinRules : analyser.rules();
    }

    /** The kept analysis of exactly this game's moves, if any. */
    public Optional<GameAnalysis> analysisOf(Game game) {
        return last.filter(a -> a.covers(game.startPosition(), game.moves()));
    }

    /**
     * Scores every position of {@code game}; {@code then} says what follows when it is done. Says
     * at once why not when the engine cannot start.
     */
    @SuppressWarnings("FutureReturnValueIgnored") // the answer comes through the callback, which handles a failure itself
    public List<Announcement> analyse(Game game, Function<GameAnalysis, List<Announcement>> then) {
        Optional<List<Announcement>> cannot = ready();
        if (cannot.isPresent()) {
            return cannot.get();
        }
        int job = ++asked;
        pending = true;
        done = 0;
        total = game.plyCount() + 1;
        analyser.analyse(game.startPosition(), game.moves(), i -> done = i + 1)
                .whenComplete((analysis, error) -> outside.arrived(() -> {
                    if (job != asked) {
                        return List.of();
                    }
                    pending = false;
                    if (error != null) {
                        return failed(error);
                    }
                    last = Optional.of(analysis);
                    return then.apply(analysis);
                }));
        return List.of();
    }

    /** Judges {@code answer} to {@code mistake} of {@code game}; {@code then} says the verdict. */
    @SuppressWarnings("FutureReturnValueIgnored") // the answer comes through the callback, which handles a failure itself
    public List<Announcement> judge(Game game, Mistake mistake, Move answer, Function<Judgement, List<Announcement>> then) {
        Optional<List<Announcement>> cannot = ready();
        if (cannot.isPresent()) {
            return cannot.get();
        }
        int job = ++asked;
        pending = true;
        CompletableFuture<Judgement> verdict = analyser.judge(game.startPosition(),
                game.moves().subList(0, mistake.ply()), mistake, answer);
        verdict.whenComplete((judgement, error) -> outside.arrived(() -> {
            if (job != asked) {
                return List.of();
            }
            pending = false;
            return error != null ? failed(error) : then.apply(judgement);
        }));
        return List.of();
    }

    /** Stops the work running; true when there was some. */
    public boolean cancel() {
        boolean was = pending;
        asked++;
        pending = false;
        if (analyser != null) {
            analyser.cancel();
        }
        return was;
    }

    /** Starts the engine chosen for analysis (again when the choice changed); a refusal when it cannot start. */
    private Optional<List<Announcement>> ready() {
        EngineSpec want = chosen.get();
        if (engine != null && want.equals(spec)) {
            return Optional.empty();
        }
        close();
        EngineStart start = Engines.start(want);
        if (start instanceof EngineStart.Failed failed) {
            return Optional.of(List.of(Announcement.queued(Kind.REFUSAL, EvaluationPhraser.problem(failed.problem()))));
        }
        spec = want;
        engine = ((EngineStart.Started) start).engine();
        MistakeRules rules = want instanceof EngineSpec.Builtin ? builtinRules
                : builtinRules.withLimit(Limit.depth(UCI_DEPTH));
        analyser = new GameAnalyser(engine, rules);
        return Optional.empty();
    }

    private List<Announcement> failed(Throwable error) {
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        if (cause instanceof CancellationException) {
            return List.of();
        }
        // an engine that crashed or hung is started again next time
        close();
        return List.of(Announcement.queued(Kind.REFUSAL, EngineFailure.problemOf(cause)
                .map(EvaluationPhraser::problem).orElse(Message.of("mistakes.failed"))));
    }

    @Override
    public void close() {
        if (analyser != null) {
            analyser.close();
            analyser = null;
        }
        if (engine != null) {
            engine.close();
            engine = null;
        }
        spec = null;
    }
}
