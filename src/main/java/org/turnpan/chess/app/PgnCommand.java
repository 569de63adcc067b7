package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the notation work: replace the body. */
@Command(name = "pgn", description = "Check or export PGN files (pgn check FILE..., pgn export FILE).")
final class PgnCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("pgn: not built yet");
        return 3;
    }
}
