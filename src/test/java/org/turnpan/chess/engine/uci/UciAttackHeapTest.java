package org.turnpan.chess.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;

/**
 * The engine attacks run as the issue asks, in a JVM with a 512 MB heap ({@link UciAttacks}): an
 * engine flooding lines between searches (100 MB here; 600 MB, more than the heap, in the slow
 * twin) and an engine writing a line without end.
 */
class UciAttackHeapTest {
    static final String HEAP = "512m";

    @TempDir
    Path dir;

    private String run(String floodScript) throws IOException, InterruptedException {
        Process p = ForkedJvm.process(HEAP, UciAttacks.class, dir.toString(), floodScript).redirectErrorStream(true)
                .start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the attacks never ended");
        String text = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), text);
        assertTrue(text.contains("all attacks survived"), text);
        return text;
    }

    @Test
    void floodsAndLinesWithoutEndStayWithinA512MegabyteHeap() throws Exception {
        run("idle-flood");
    }

    @Test
    @Tag("slow")
    void aFloodLargerThanTheHeapIsSurvived() throws Exception {
        run("idle-flood-huge");
    }
}
