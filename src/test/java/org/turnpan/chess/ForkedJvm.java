package org.turnpan.chess;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A class's {@code main} in a JVM of its own, on the test class path, with the heap it is given and
 * the default thread stack, as a user's {@code java -jar} would: so a test proves a memory bound
 * (the test JVM has a larger heap and stack), survives a kill, or holds a lock as another copy of
 * the program. {@link #run} runs the program's command line with its output in files of {@code dir}.
 */
public record ForkedJvm(Path dir, String heap) {
    /** The program's command line ({@code app.Main}). */
    public static final String PROGRAM = "org.turnpan.chess.app.Main";

    /** What a run left: its exit status and the files holding its output. */
    public record Run(int status, Path out, Path err) {
        public List<String> outLines() throws IOException {
            return Files.readAllLines(out, StandardCharsets.UTF_8);
        }

        public String errText() throws IOException {
            return Files.readString(err, StandardCharsets.UTF_8);
        }
    }

    /**
     * The process that runs {@code mainClass} with {@code args} in a new JVM with a heap of
     * {@code heap} (as {@code -Xmx} takes it: "64m"); the caller redirects and starts it.
     */
    public static ProcessBuilder process(String heap, String mainClass, String... args) {
        return process(heap, List.of(), mainClass, args);
    }

    /** The same with more options for the JVM before the class ({@code -Dturnpan.data=...}). */
    public static ProcessBuilder process(String heap, List<String> jvmOptions, String mainClass, String... args) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + heap));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    public static ProcessBuilder process(String heap, Class<?> mainClass, String... args) {
        return process(heap, mainClass.getName(), args);
    }

    /** Runs the program's command line with {@code args}, no input, and waits up to ten minutes. */
    public Run run(String... args) throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = process(heap, PROGRAM, args).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("no answer in 10 minutes: " + String.join(" ", args));
        }
        return new Run(p.exitValue(), out, err);
    }
}
