package org.turnpan.chess.console;

import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Collection;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Where the console's typed lines come from: a pipe or file read line by line
 * ({@link #plain(InputStream)}), or a terminal where the player edits each line and recalls earlier
 * ones ({@link EditingLineSource}).
 */
public interface LineSource extends AutoCloseable {

    /**
     * The longest line the console reads: a million characters, far more than a pasted game (a
     * 300-move game is about 3,000), far less than the heap. A source gives a longer line cut to
     * {@code LONGEST_LINE + 1} characters, so the console can tell it was longer and refuse it
     * whole: running only its first part could play half of a pasted game or save under a cut name.
     */
    int LONGEST_LINE = 1_000_000;

    /** The next line, without its line end; empty at the end of input. */
    Optional<String> next();

    /** The next line as a secret (the lichess token): a terminal does not echo it; a pipe reads it as any line. */
    default Optional<String> nextSecret() {
        return next();
    }

    /**
     * The stream the console prints its answers to. A plain source prints straight to {@code out};
     * an editing source prints above the line being typed, so an answer that arrives meanwhile (an
     * engine's move, a clock warning) never tangles with it.
     */
    default PrintStream answersTo(PrintStream out) {
        return out;
    }

    /**
     * The words the player may complete with Tab at the start of a line (asked for at each Tab, so a
     * change of language shows); a plain source has no keys to complete with and ignores them.
     */
    default void completeWith(Supplier<? extends Collection<String>> words) {
    }

    /**
     * Waits at most {@code timeout} for the player to press any key (to cut the goodbye short); a
     * source with no keys (a pipe, a file) just waits and answers false.
     */
    default boolean keyWithin(Duration timeout) throws InterruptedException {
        Thread.sleep(Math.max(0, timeout.toMillis()));
        return false;
    }

    /** Gives back what the source holds (a terminal's settings); a plain source holds nothing. */
    @Override
    default void close() {
    }

    /** Lines read from {@code in} as UTF-8, exactly as they come (for pipes, files and tests). */
    static LineSource plain(InputStream in) {
        return new PlainLineSource(in, TerminalEcho.none());
    }

    /**
     * Lines of the process's standard input read plainly (output piped, {@code TERM=dumb}); where
     * it is still a terminal, a secret is typed with the echo off.
     */
    static LineSource plainStandardInput(InputStream in) {
        return new PlainLineSource(in, TerminalEcho.standardInput());
    }
}
