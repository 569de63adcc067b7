package org.turnpan.chess.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A display for a test that opens a real window: $DISPLAY when set, else a private Xvfb on the
 * first free display number from the {@code turnpan.xvfb.first} property (default 200), stopped
 * on close. Empty when neither exists (test helper).
 */
record XServer(Optional<String> display, Process xvfb) implements AutoCloseable {

    static XServer forTest() throws IOException, InterruptedException {
        String given = System.getenv("DISPLAY");
        if (given != null && !given.isBlank()) {
            return new XServer(Optional.of(given), null);
        }
        Path binary = Path.of("/usr/bin/Xvfb");
        int first = Integer.getInteger("turnpan.xvfb.first", 200);
        for (int n = first; Files.isExecutable(binary) && n < first + 50; n++) {
            Path socket = Path.of("/tmp/.X11-unix/X" + n);
            if (Files.exists(socket) || Files.exists(Path.of("/tmp/.X" + n + "-lock"))) {
                continue;
            }
            Process p = new ProcessBuilder(binary.toString(), ":" + n, "-nolisten", "tcp", "-screen", "0", "1280x800x24")
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            for (int wait = 0; wait < 100 && p.isAlive() && !Files.exists(socket); wait++) {
                Thread.sleep(50);
            }
            if (p.isAlive() && Files.exists(socket)) {
                return new XServer(Optional.of(":" + n), p);
            }
            p.destroy();
        }
        return new XServer(Optional.empty(), null);
    }

    @Override
    public void close() {
        if (xvfb != null) {
            xvfb.destroy();
            try {
                xvfb.waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
