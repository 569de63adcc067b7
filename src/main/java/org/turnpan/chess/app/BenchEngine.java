package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the engine work: replace the body. */
@Command(name = "engine", description = "Built-in engine speed and a short match against a UCI engine.")
final class BenchEngine implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("engine: not built yet");
        return 3;
    }
}
