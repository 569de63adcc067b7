package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;

/**
 * Kills (SIGKILL, no shutdown hooks) a separate JVM in the middle of writing autosaves, again
 * and again, and checks that what is on the disk is always a whole save, never a cut one, and
 * never older than the last save the program reported as done.
 */
class AutosaveKillTest {

    private static final int KILLS = 8;

    @TempDir
    Path folder;

    @Test
    void aKilledProgramLeavesItsLastCompleteAutosave() throws Exception {
        Random random = new Random(20261129);
        for (int round = 0; round < KILLS; round++) {
            int savesBeforeKill = 1 + random.nextInt(6);
            int first = round * 1000 + 1;
            Process child = startLoop(first);
            int lastReported;
            try {
                lastReported = waitForSaves(child, first, savesBeforeKill);
                Thread.sleep(random.nextInt(40)); // land the kill anywhere in the next save
            } finally {
                child.destroyForcibly();
                assertTrue(child.waitFor(30, TimeUnit.SECONDS), "the writer did not die");
            }
            Optional<String> onDisk = new SaveStore(folder).unfinishedGame();
            assertTrue(onDisk.isPresent(), "round " + round + ": the autosave vanished");
            int found = AutosaveLoop.completeNumber(onDisk.get());
            assertTrue(found > 0, "round " + round + ": the autosave on disk is cut or mixed (" + onDisk.get().length() + " chars)");
            assertTrue(found >= lastReported && found < first + 1000,
                    "round " + round + ": save " + lastReported + " was reported done but the disk has " + found);
        }
        String[] others = folder.toFile().list((dir, name) -> !name.equals(SaveStore.AUTOSAVE_NAME));
        assertTrue(others.length <= KILLS, "at most one cut temporary file per kill: " + List.of(others));
        for (String name : others) {
            assertTrue(name.startsWith("." + SaveStore.AUTOSAVE_NAME + ".") && name.endsWith(".tmp"), name);
        }
    }

    private Process startLoop(int first) throws IOException {
        return ForkedJvm.process("128m", AutosaveLoop.class, folder.toString(), Integer.toString(first))
                .redirectErrorStream(true).start();
    }

    /** Reads "saved N" lines until {@code count} saves were reported; returns the last N. */
    private static int waitForSaves(Process child, int first, int count) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        int last = 0;
        for (int seen = 0; seen < count; ) {
            String line = out.readLine();
            if (line == null) {
                throw new AssertionError("the writer stopped by itself after save " + last);
            }
            if (line.startsWith("saved ")) {
                last = Integer.parseInt(line.substring(6).trim());
                seen++;
            } else if (!line.isBlank()) {
                throw new AssertionError("the writer said: " + line);
            }
        }
        assertEquals(first + count - 1, last, "the writer numbers its saves in order");
        return last;
    }
}
