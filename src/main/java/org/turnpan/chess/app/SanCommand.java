package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the notation work: replace the body. */
@Command(name = "san", description = "Play moves in turn from a FEN, print each as SAN or the reason it is refused.")
final class SanCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("san: not built yet");
        return 3;
    }
}
