package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the session work: replace the body. */
@Command(name = "console", description = "Play in the terminal: one command a line from standard input.")
final class ConsoleCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("console: not built yet");
        return 3;
    }
}
