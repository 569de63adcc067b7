package org.turnpan.chess.engine;

import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * How a search future reports that the engine failed (crashed, hung, answered an illegal move).
 * The problem is data: the session turns it into a sentence with the {@code engine} bundle.
 */
public final class EngineFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient EngineProblem problem;

    public EngineFailure(EngineProblem problem) {
        super(problem.toString(), null, false, false);
        this.problem = problem;
    }

    public EngineProblem problem() {
        return problem;
    }

    /** The problem behind a failed future's throwable (unwrapping CompletionException and ExecutionException), if any. */
    public static Optional<EngineProblem> problemOf(Throwable t) {
        Throwable x = t;
        while ((x instanceof CompletionException || x instanceof ExecutionException) && x.getCause() != null) {
            x = x.getCause();
        }
        return x instanceof EngineFailure f ? Optional.of(f.problem()) : Optional.empty();
    }
}
