package org.turnpan.chess.engine;

import java.time.Duration;

/**
 * Why an opponent could not be started or stopped playing: data only. Each record has the
 * sentence key {@code engine.problem.<RecordName>} in the {@code engine} bundle ({@link #key()}).
 */
public sealed interface EngineProblem {

    default String key() {
        return "engine.problem." + getClass().getSimpleName();
    }

    /** The text is neither {@code builtin[:LEVEL]} nor {@code uci:PATH}. */
    record UnknownSpec(String text) implements EngineProblem {
    }

    /** {@code builtin:LEVEL} with a level outside {@code min..max}. */
    record BadLevel(String text, int min, int max) implements EngineProblem {
    }

    /** {@code uci:} with nothing after it. */
    record MissingPath(String text) implements EngineProblem {
    }

    record NotFound(String path) implements EngineProblem {
    }

    /** A program named without a folder ({@code uci:stockfish}) is in none of the folders of {@code PATH}. */
    record NotOnPath(String name) implements EngineProblem {
    }

    record NotExecutable(String path) implements EngineProblem {
    }

    /** The operating system refused to start the program. */
    record StartFailed(String path, String detail) implements EngineProblem {
    }

    /** Started, but did not answer {@code uci} with {@code uciok} in time. */
    record NoHandshake(String path, Duration waited) implements EngineProblem {
    }

    /** The engine process ended (crashed or quit) while it was in use. */
    record Crashed(String name) implements EngineProblem {
    }

    /** The engine answered a move that is not legal in the position; it was refused. */
    record IllegalMove(String name, String move) implements EngineProblem {
    }

    /**
     * The engine's {@code bestmove} held control characters or escape sequences: it misbehaves and
     * is closed. {@code move} is what it wrote, cleaned of them (so it can be said).
     */
    record GarbledMove(String name, String move) implements EngineProblem {
    }

    /** The engine did not answer within its time budget and was stopped. */
    record Hung(String name, Duration waited) implements EngineProblem {
    }

    /** The engine was asked for a move but answered that it has none. */
    record NoMove(String name) implements EngineProblem {
    }

    /**
     * The engine wrote a line longer than {@code kilobytes} KiB without ending it, so it was
     * closed. {@code name} is its path when this happened before it said its name.
     */
    record LineTooLong(String name, int kilobytes) implements EngineProblem {
    }
}
