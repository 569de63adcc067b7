package org.turnpan.chess.app;

import java.io.PrintStream;
import java.util.Locale;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * What a thread that ends by an error nobody caught leaves: one sentence on the error stream, in
 * the player's language, never a stack trace or silence (issue 21: the game list's thread died of
 * an {@link OutOfMemoryError} with a stack trace, and its search then found nothing). The game is
 * not touched: the session's state lives on the threads that did not fail.
 */
final class UncaughtErrors implements Thread.UncaughtExceptionHandler {
    private final PrintStream err;

    UncaughtErrors(PrintStream err) {
        this.err = err;
    }

    /** Makes this the handler of every thread that has none of its own. */
    static void install() {
        Thread.setDefaultUncaughtExceptionHandler(new UncaughtErrors(System.err));
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        try {
            err.println(Catalogue.forLocale(Locale.getDefault()).render(Message.of("session.thread.failed")));
        } catch (RuntimeException | Error e) {
            err.println("Turnpan Chess: a task of the program stopped; the game is kept.");
        }
    }
}
