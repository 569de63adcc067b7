package org.turnpan.chess.app;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.application.Platform;
import javafx.stage.Stage;
import javafx.stage.Window;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code training-run}: the work a start-up cache is made from when the package is built (the
 * packaged launcher's AOT cache on Java 25, or a CDS archive; docs/packaging.md). In one process,
 * as a player would: {@code pgn check} of a file, a game in the console (Fool's mate, input piped
 * in), then the window until its first sentence when there is a display. Not listed by --help:
 * it is a build step, not a player's command; everything it would print is discarded.
 */
@Command(name = "training-run", hidden = true)
final class TrainingRun implements Callable<Integer> {
    /** Fool's mate and a few commands, as a player types them in the console. */
    static final String CONSOLE_INPUT = String.join("\n", "help", "board", "f3", "e5", "g4", "Qh4", "quit", "");
    private static final String DATA = "turnpan.data";
    private static final String SPEECH_LOG = "turnpan.speech.log";
    /** The longest the window may take to say its first sentence before training goes on without it. */
    private static final long WINDOW_WAIT_MS = 60_000;

    @Option(names = "--pgn")
    List<Path> pgn = new ArrayList<>();

    @Option(names = "--no-window")
    boolean noWindow;

    @Override
    public Integer call() throws IOException {
        try (ScratchFolder scratch = ScratchFolder.create("turnpan-training")) {
            return train(scratch);
        }
    }

    private int train(ScratchFolder scratch) {
        String dataBefore = System.getProperty(DATA);
        String logBefore = System.getProperty(SPEECH_LOG);
        System.setProperty(DATA, scratch.resolve("data").toString());
        PrintStream out = System.out;
        PrintStream err = System.err;
        InputStream in = System.in;
        List<String> failed = new ArrayList<>();
        try (PrintStream discard = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8)) {
            System.setOut(discard);
            System.setErr(discard);
            for (Path file : pgn) {
                step(failed, "pgn check " + file, Main.run("pgn", "check", file.toString()), 0);
            }
            System.setIn(new ByteArrayInputStream(CONSOLE_INPUT.getBytes(StandardCharsets.UTF_8)));
            step(failed, "console", Main.run("console", "--voice", "none", "--data", scratch.resolve("console").toString()), 0);
            if (!noWindow) {
                System.setIn(new ByteArrayInputStream("quit\n".getBytes(StandardCharsets.UTF_8)));
                step(failed, "window", window(scratch.resolve("speech.log")), 0);
            }
        } finally {
            System.setOut(out);
            System.setErr(err);
            System.setIn(in);
            restore(DATA, dataBefore);
            restore(SPEECH_LOG, logBefore);
        }
        failed.forEach(err::println);
        return failed.isEmpty() ? 0 : 1;
    }

    private static void restore(String property, String value) {
        if (value == null) {
            System.clearProperty(property);
        } else {
            System.setProperty(property, value);
        }
    }

    private static void step(List<String> failed, String name, int status, int expected) {
        if (status != expected) {
            failed.add("training step failed: " + name + " (exit " + status + ")");
        }
    }

    /**
     * Opens the window as a player's launch does (with no display it falls back to the console,
     * which reads "quit"), and closes it once its first sentence is written to {@code log}.
     */
    private static int window(Path log) {
        System.setProperty(SPEECH_LOG, log.toString());
        Thread closer = new Thread(() -> closeAfterFirstSentence(log), "training-window-closer");
        closer.setDaemon(true);
        closer.start();
        return Main.run();
    }

    private static void closeAfterFirstSentence(Path log) {
        long deadline = System.currentTimeMillis() + WINDOW_WAIT_MS;
        try {
            while (System.currentTimeMillis() < deadline && !(Files.isRegularFile(log) && Files.size(log) > 0)) {
                Thread.sleep(20);
            }
            // let the window settle (focus, first layout) so that the work after the first sentence is trained too
            Thread.sleep(500);
            Platform.runLater(() -> List.copyOf(Window.getWindows()).forEach(w -> ((Stage) w).close()));
        } catch (IOException | InterruptedException | IllegalStateException e) {
            // no window was started: the console fallback ends by itself on "quit"
        }
    }
}
