package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

/** After an engine is closed or dropped: no engine process and no engine thread is left running. */
public final class EngineLeaks {
    private static final long PATIENCE_MS = 5_000;

    private EngineLeaks() {
    }

    /** Waits up to five seconds for every child process and every UCI thread of this JVM to end; fails if any is left. */
    public static void assertNoneLeft() {
        long until = System.currentTimeMillis() + PATIENCE_MS;
        List<String> left = left();
        while (!left.isEmpty() && System.currentTimeMillis() < until) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            left = left();
        }
        assertEquals(List.of(), left, "still running after " + PATIENCE_MS + " ms");
    }

    private static List<String> left() {
        List<String> processes = ProcessHandle.current().children().filter(ProcessHandle::isAlive)
                .map(p -> "process " + p.pid() + " " + p.info().commandLine().orElse("")).toList();
        List<String> threads = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith("turnpan-uci-reader"))
                .map(t -> "thread " + t.getName()).toList();
        return java.util.stream.Stream.concat(processes.stream(), threads.stream()).toList();
    }
}
