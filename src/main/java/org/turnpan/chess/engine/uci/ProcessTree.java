package org.turnpan.chess.engine.uci;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Ends an engine's process with every process under it. An engine started through a wrapper
 * script without {@code exec} is a shell whose child is the real engine: ending only the shell left
 * the engine running, one per hint or evaluation (issue 21). The tree is taken before anything is
 * ended (an orphan is no longer found under its parent), asked to end ({@code destroy}, SIGTERM),
 * and what is still alive after the grace period is killed ({@code destroyForcibly}).
 */
final class ProcessTree {
    /** How long the processes have to end when asked, before they are killed. */
    static final Duration GRACE = Duration.ofMillis(500);
    /** How long a killed process may take to be gone. */
    private static final Duration KILLED = Duration.ofSeconds(2);

    private final List<ProcessHandle> members;

    private ProcessTree(List<ProcessHandle> members) {
        this.members = members;
    }

    /** The process and the processes under it, as they are now. */
    static ProcessTree of(Process process) {
        List<ProcessHandle> members = new ArrayList<>();
        members.add(process.toHandle());
        try {
            process.descendants().forEach(members::add);
        } catch (UnsupportedOperationException | SecurityException e) {
            // the system does not tell: the process itself is all we can end
        }
        return new ProcessTree(List.copyOf(members));
    }

    /** Ends {@code process} and its tree at once, asked then killed; true when none of them is left. */
    static boolean end(Process process) {
        return of(process).end();
    }

    /** Ends every process of the tree still alive; true when none is left afterwards. */
    boolean end() {
        members.forEach(ProcessHandle::destroy);
        if (waitAll(GRACE)) {
            return true;
        }
        members.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        return waitAll(KILLED);
    }

    /** True when no process of the tree is alive. */
    boolean ended() {
        return members.stream().noneMatch(ProcessHandle::isAlive);
    }

    private boolean waitAll(Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        for (ProcessHandle h : members) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || !h.isAlive()) {
                continue;
            }
            try {
                h.onExit().get(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return ended();
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // still alive: said by ended()
            }
        }
        return ended();
    }
}
