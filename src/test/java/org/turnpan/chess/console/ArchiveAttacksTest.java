package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.session.files.SaveStore;

/**
 * Issue 12, the archive's attacks as a player meets them, each in a console of its own JVM held to
 * a 512 MB heap ({@code -Xmx512m}): a file of 32,000 half-moves that the rules end after eight
 * (it says how many were not played), and an autosave over the 64 MB read limit (kept aside,
 * named, never deleted).
 */
class ArchiveAttacksTest {
    private static final String HEAP = "512m";

    @TempDir
    Path dir;

    @Test
    void aFileOf32000HalfMovesThatTheRulesEndEarlySaysWhatWasNotPlayed() throws Exception {
        Path pgn = dir.resolve("shuffle.pgn");
        StringBuilder text = new StringBuilder("[Event \"Shuffle\"]\n[Result \"*\"]\n\n");
        for (int move = 1; move <= 16_000; move++) {
            text.append(move).append(move % 2 == 1 ? ". Nf3 Nf6 " : ". Ng1 Ng8 ");
            if (move % 6 == 0) {
                text.append('\n');
            }
        }
        Files.writeString(pgn, text.append("*\n"));
        List<String> out = console(dir.resolve("data"), "quit\n", "--pgn", pgn.toString());
        assertNull(ConsoleScript.firstUnmet(out, List.of("The game from shuffle.pgn is open, 8 half-moves.",
                "The rules ended the game before the file did; what is left of it, 31992 half-moves, was not played.",
                "threefold")), String.join("\n", out));
    }

    @Test
    void anAutosaveOverTheReadLimitIsKeptAsideNotDeleted() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        Path autosave = data.resolve(SaveStore.AUTOSAVE_NAME);
        long size = SaveStore.DEFAULT_READ_LIMIT + 1024;
        try (OutputStream file = Files.newOutputStream(autosave)) {
            byte[] block = "1. e4 e5 2. Nf3 Nc6 {".repeat(4096).getBytes(StandardCharsets.US_ASCII);
            for (long written = 0; written < size; written += block.length) {
                file.write(block);
            }
        }
        long onDisk = Files.size(autosave);
        List<String> out = console(data, "e2e4\nquit\n");
        assertNull(ConsoleScript.firstUnmet(out, List.of("cannot be read, so it was set aside unchanged as "
                + "current-game.unreadable-", "Goodbye. The game is saved")), String.join("\n", out));
        try (var files = Files.list(data)) {
            Path aside = files.filter(p -> p.getFileName().toString().startsWith("current-game.unreadable-"))
                    .findFirst().orElseThrow();
            assertEquals(onDisk, Files.size(aside), "kept whole");
        }
        assertTrue(Files.size(autosave) < 10_000, "the new game is autosaved beside it");
    }

    /** Runs the console in a JVM of its own with a 512 MB heap; its output lines. */
    private List<String> console(Path data, String input, String... options) throws IOException, InterruptedException {
        List<String> args = new java.util.ArrayList<>(List.of("console", "--voice", "none", "--data", data.toString()));
        args.addAll(List.of(options));
        Path log = dir.resolve("console-" + System.nanoTime() + ".txt");
        Process p = ForkedJvm.process(HEAP, ForkedJvm.PROGRAM, args.toArray(String[]::new)).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try (Writer in = new java.io.OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            in.write(input);
        }
        boolean ended = p.waitFor(120, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        assertTrue(ended, "the console did not end: " + String.join("\n", lines));
        assertEquals(0, p.exitValue(), String.join("\n", lines));
        return lines;
    }
}
