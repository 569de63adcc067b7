package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the rules work: replace the body. */
@Command(name = "moves", description = "List every legal move in SAN (--fen FEN).")
final class MovesCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("moves: not built yet");
        return 3;
    }
}
