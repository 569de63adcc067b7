package org.turnpan.chess.engine.uci;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.turnpan.chess.engine.EngineProblem;

/**
 * Finds the program a player named, once, the way a shell does, so that the program checked is
 * the program started: a name without a slash ({@code stockfish}) is looked for in the folders of
 * {@code PATH} in order (an empty entry is the current folder, as POSIX says), the first
 * executable regular file wins; a name with a slash ({@code ./sf}, {@code engines/sf},
 * {@code /usr/games/stockfish}) is taken relative to the current folder. The result is an
 * absolute path, used both for the check and for the start, and said in any sentence about it.
 */
final class ProgramPath {
    /** The folders searched when PATH is not set at all (what glibc's execvp uses). */
    static final String DEFAULT_PATH = "/bin:/usr/bin";

    private ProgramPath() {
    }

    /** Where a named program is, or why it cannot be run. */
    sealed interface Located {
    }

    /** The program, as an absolute normalized path that exists and is an executable regular file. */
    record Found(Path program) implements Located {
    }

    record Refused(EngineProblem problem) implements Located {
    }

    /** Finds {@code typed} with this process's {@code PATH} and current folder. */
    static Located locate(String typed) {
        return locate(typed, System.getenv("PATH"), Path.of("").toAbsolutePath());
    }

    /** Finds {@code typed} with the given {@code PATH} value (null: unset, {@link #DEFAULT_PATH}) and current folder. */
    static Located locate(String typed, String pathVariable, Path currentFolder) {
        String name = typed == null ? "" : typed.strip();
        Path named;
        try {
            named = Path.of(name);
        } catch (InvalidPathException e) {
            return new Refused(new EngineProblem.NotFound(name));
        }
        if (name.isEmpty()) {
            return new Refused(new EngineProblem.NotFound(name));
        }
        if (name.indexOf('/') >= 0 || name.indexOf(File.separatorChar) >= 0) {
            return check(currentFolder.resolve(named).normalize());
        }
        Path notExecutable = null;
        for (String folder : (pathVariable == null ? DEFAULT_PATH : pathVariable).split(File.pathSeparator, -1)) {
            Path candidate;
            try {
                candidate = currentFolder.resolve(folder.isEmpty() ? "." : folder).resolve(named).normalize();
            } catch (InvalidPathException e) {
                continue;
            }
            if (Files.isRegularFile(candidate)) {
                if (Files.isExecutable(candidate)) {
                    return new Found(candidate);
                }
                notExecutable = notExecutable == null ? candidate : notExecutable;
            }
        }
        return notExecutable != null ? new Refused(new EngineProblem.NotExecutable(notExecutable.toString()))
                : new Refused(new EngineProblem.NotOnPath(name));
    }

    private static Located check(Path program) {
        if (!Files.exists(program)) {
            return new Refused(new EngineProblem.NotFound(program.toString()));
        }
        if (!Files.isRegularFile(program) || !Files.isExecutable(program)) {
            return new Refused(new EngineProblem.NotExecutable(program.toString()));
        }
        return new Found(program);
    }
}
