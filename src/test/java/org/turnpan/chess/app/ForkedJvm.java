package org.turnpan.chess.app;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the program's command line in a JVM of its own, with the heap it is given and the default
 * thread stack, as a user's {@code java -jar} would: so a test proves a memory bound (the test JVM
 * has a larger heap and stack). Standard output and error go to files in {@code dir}.
 */
record ForkedJvm(Path dir, String heap) {

    /** What a run left: its exit status and the files holding its output. */
    record Run(int status, Path out, Path err) {
        List<String> outLines() throws IOException {
            return Files.readAllLines(out, StandardCharsets.UTF_8);
        }

        String errText() throws IOException {
            return Files.readString(err, StandardCharsets.UTF_8);
        }
    }

    Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("no answer in 10 minutes: " + String.join(" ", args));
        }
        return new Run(p.exitValue(), out, err);
    }
}
