package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the speech work: replace the body. */
@Command(name = "say", description = "Speak, render to WAV or print a phrase.")
final class SayCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("say: not built yet");
        return 3;
    }
}
