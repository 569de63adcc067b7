package org.turnpan.chess.session.game;

import java.util.List;
import java.util.function.Supplier;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;

/**
 * Hints and evaluations: the built-in engine at full strength thinks for a second about the
 * position and the answer is said when it comes, unless the game moved on meanwhile. The engine
 * starts on first use. Not thread-safe by itself; the session calls it under its lock.
 */
public final class Adviser implements AutoCloseable {
    /** Thinking time for a hint or an evaluation, and how many moves of the best line are said. */
    private static final long THINK_MILLIS = 1000;
    private static final int LINE_MOVES = 4;

    /** What is asked of the engine. */
    public enum Advice {
        HINT, EVALUATION
    }

    private final Supplier<SessionWords> words;
    private final Supplier<Game> current;
    private final Match.Outside outside;
    /** The engine asked: the built-in one at full strength, or the one the player set ({@code analyser}). */
    private EngineSpec spec = new EngineSpec.Builtin(EngineSpec.MAX_LEVEL);
    private Engine engine;
    private boolean pending;

    public Adviser(Supplier<SessionWords> words, Supplier<Game> current, Match.Outside outside) {
        this.words = words;
        this.current = current;
        this.outside = outside;
    }

    /** The engine advice and analysis use ({@code analyser}). */
    public EngineSpec spec() {
        return spec;
    }

    /** True while an answer is awaited (a piped console waits for it). */
    public boolean pending() {
        return pending;
    }

    /**
     * Starts thinking about the board in view (the game, or the position a review shows); the
     * answer arrives later through the session. Says at once why not when the engine cannot start.
     */
    @SuppressWarnings("FutureReturnValueIgnored") // the answer comes through the callback, which handles a failure itself
    public List<Announcement> ask(Advice advice) {
        if (engine == null) {
            EngineStart start = Engines.start(spec);
            if (start instanceof EngineStart.Failed failed) {
                return List.of(Announcement.queued(Kind.REFUSAL, EvaluationPhraser.problem(failed.problem())));
            }
            engine = ((EngineStart.Started) start).engine();
        }
        Game asked = current.get();
        pending = true;
        engine.search(SearchRequest.of(asked, Limit.millis(THINK_MILLIS)))
                .whenCompleteAsync((result, error) -> outside.arrived(() -> answered(asked, advice, result, error)));
        return List.of();
    }

    /**
     * Hints and evaluations come from {@code next} from now on: started at once, so the player hears
     * whether it works ("the engine Stockfish 17"); one that cannot start is said and the one before
     * stays.
     */
    public List<Announcement> use(EngineSpec next) {
        EngineStart start = Engines.start(next);
        if (start instanceof EngineStart.Failed failed) {
            return List.of(Announcement.queued(Kind.REFUSAL, EvaluationPhraser.problem(failed.problem())));
        }
        close();
        spec = next;
        engine = ((EngineStart.Started) start).engine();
        pending = false;
        return List.of(Announcement.answer(Message.of("session.analyser.set", "engine",
                new EvaluationPhraser(words.get().phraser()).player(next, engine.name()))));
    }

    private List<Announcement> answered(Game asked, Advice advice, SearchResult result, Throwable error) {
        pending = false;
        if (error != null && engine != null) {
            // an engine of the player's that crashed, hung or answered nonsense: said, and started
            // again next time (the opponents' sentences would tell to choose another opponent)
            engine.close();
            engine = null;
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.analyser.failed")));
        }
        if (result == null || asked != current.get()) {
            return List.of();
        }
        EvaluationPhraser phraser = new EvaluationPhraser(words.get().phraser());
        Position p = asked.position();
        Message said = advice == Advice.HINT ? phraser.hint(p, result) : Message.of("engine.evaluation",
                "evaluation", phraser.evaluation(result.score(), p.sideToMove()),
                "line", phraser.line(p, result.pv(), LINE_MOVES));
        return List.of(Announcement.queued(Kind.HELP, said));
    }

    @Override
    public void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
