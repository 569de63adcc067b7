package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the rules work: replace the body. */
@Command(name = "perft", description = "Count the leaf nodes of the legal move tree (--fen/--depth, or --suite FILE).")
final class PerftCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("perft: not built yet");
        return 3;
    }
}
