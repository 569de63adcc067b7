package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** PLACEHOLDER owned by the speech-output work: replace the body. */
@Command(name = "speech", description = "Time from request to first audio sample.")
final class BenchSpeech implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("speech: not built yet");
        return 3;
    }
}
