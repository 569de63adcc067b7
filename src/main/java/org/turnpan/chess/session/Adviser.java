package org.turnpan.chess.session;

import java.util.List;
import java.util.function.Supplier;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Engines;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;

/**
 * Hints and evaluations: the built-in engine at full strength thinks for a second about the
 * position and the answer is said when it comes, unless the game moved on meanwhile. The engine
 * starts on first use. Not thread-safe by itself; the session calls it under its lock.
 */
final class Adviser implements AutoCloseable {
    /** Thinking time for a hint or an evaluation, and how many moves of the best line are said. */
    private static final long THINK_MILLIS = 1000;
    private static final int LINE_MOVES = 4;

    /** What is asked of the engine. */
    enum Advice {
        HINT, EVALUATION
    }

    private final Supplier<SessionWords> words;
    private final Supplier<Game> current;
    private final Match.Outside outside;
    private Engine engine;
    private boolean pending;

    Adviser(Supplier<SessionWords> words, Supplier<Game> current, Match.Outside outside) {
        this.words = words;
        this.current = current;
        this.outside = outside;
    }

    /** True while an answer is awaited (a piped console waits for it). */
    boolean pending() {
        return pending;
    }

    /** Starts thinking about the game as it stands; the answer arrives later through the session. */
    void ask(Advice advice) {
        if (engine == null) {
            engine = ((EngineStart.Started) Engines.start(new EngineSpec.Builtin(EngineSpec.MAX_LEVEL))).engine();
        }
        Game asked = current.get();
        pending = true;
        engine.search(SearchRequest.of(asked, Limit.millis(THINK_MILLIS)))
                .whenCompleteAsync((result, error) -> outside.arrived(() -> answered(asked, advice, result)));
    }

    private List<Announcement> answered(Game asked, Advice advice, SearchResult result) {
        pending = false;
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
        }
    }
}
