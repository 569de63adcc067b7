package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.turnpan.chess.Leaks;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.rules.Position;

/**
 * Misbehaving engines against the UCI client, run by {@link UciAttackHeapTest} in a JVM of its own
 * with a 512 MB heap: {@code FOLDER FLOOD-SCRIPT}. Prints one line per attack and ends with status 0
 * when every attack was survived with the right answer, no process and no thread left.
 */
public final class UciAttacks {
    /** Heap still in use after an idle flood, at most: the bounded queue holds 256 lines. */
    static final long MAX_RETAINED_MB = 48;

    private UciAttacks() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        idleFlood(dir, args[1]);
        lineWithoutEnd(dir);
        System.out.println("all attacks survived");
        System.exit(0);
    }

    /** Lines written between searches are dropped as they come: the heap does not grow, the next search works. */
    private static void idleFlood(Path dir, String script) throws Exception {
        long t0 = System.nanoTime();
        try (Engine engine = started(FakeEngines.launcher(dir, script))) {
            Path flooded = dir.resolve("flooded");
            long until = System.currentTimeMillis() + 300_000;
            while (!Files.exists(flooded) && System.currentTimeMillis() < until) {
                Thread.sleep(20);
            }
            assertTrue(Files.exists(flooded), "the engine never finished its flood");
            long retained = retainedMb();
            System.out.println(script + ": flooded in " + (System.nanoTime() - t0) / 1_000_000 + " ms, heap in use "
                    + retained + " MB");
            assertTrue(retained <= MAX_RETAINED_MB, "heap in use after the flood: " + retained + " MB");
            assertEquals("e2e4", engine.search(SearchRequest.of(Position.initial(), Limit.millis(1000)))
                    .get(60, TimeUnit.SECONDS).bestMove().uci());
        }
        Leaks.assertNoneLeft();
    }

    /** A line without end during a search: the engine is dropped with its sentence, nothing is left running. */
    private static void lineWithoutEnd(Path dir) throws Exception {
        try (Engine engine = started(FakeEngines.launcher(dir, "endless"))) {
            try {
                engine.search(SearchRequest.of(Position.initial(), Limit.millis(60_000))).get(60, TimeUnit.SECONDS);
                throw new AssertionError("a line without end gave a move");
            } catch (ExecutionException e) {
                EngineProblem p = EngineFailure.problemOf(e).orElseThrow(() -> new AssertionError(e));
                assertEquals(new EngineProblem.LineTooLong(engine.name(), 64), p);
            }
            System.out.println("endless: dropped, heap in use " + retainedMb() + " MB");
        }
        Leaks.assertNoneLeft();
    }

    private static Engine started(Path launcher) {
        return assertInstanceOf(EngineStart.Started.class, UciEngine.start(launcher.toString(), Map.of())).engine();
    }

    private static long retainedMb() {
        Runtime r = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return (r.totalMemory() - r.freeMemory()) >> 20;
    }
}
