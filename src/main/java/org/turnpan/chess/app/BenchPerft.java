package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the rules work: replace the body. */
@Command(name = "perft", description = "Perft throughput: start position depth 6, Kiwipete depth 5.")
final class BenchPerft implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("perft: not built yet");
        return 3;
    }
}
