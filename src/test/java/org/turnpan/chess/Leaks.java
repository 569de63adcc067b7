package org.turnpan.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/** After an engine or a voice is closed, dropped or cut off: no child process and no helper thread is left running. */
public final class Leaks {
    private static final long PATIENCE_MS = 5_000;

    /** The thread that reads a UCI engine's output. */
    public static final String UCI_READER = "turnpan-uci-reader";

    private Leaks() {
    }

    /** Waits up to five seconds for every child process of this JVM and every UCI reader thread to end. */
    public static void assertNoneLeft() {
        assertNoneLeft(UCI_READER);
    }

    /**
     * Waits up to five seconds for every child process of this JVM and every thread whose name
     * starts with {@code threadPrefix} to end; fails if any is left.
     */
    public static void assertNoneLeft(String threadPrefix) {
        long until = System.currentTimeMillis() + PATIENCE_MS;
        List<String> left = left(threadPrefix);
        while (!left.isEmpty() && System.currentTimeMillis() < until) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            left = left(threadPrefix);
        }
        assertEquals(List.of(), left, "still running after " + PATIENCE_MS + " ms");
    }

    private static List<String> left(String threadPrefix) {
        List<String> processes = ProcessHandle.current().children().filter(ProcessHandle::isAlive)
                .map(p -> "process " + p.pid() + " " + p.info().commandLine().orElse("")).toList();
        List<String> threads = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith(threadPrefix))
                .map(t -> "thread " + t.getName()).toList();
        return java.util.stream.Stream.concat(processes.stream(), threads.stream()).toList();
    }
}
