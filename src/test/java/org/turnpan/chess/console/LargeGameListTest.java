package org.turnpan.chess.console;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;

/**
 * Issue 21, item 6: the list of a large game file in a small heap. The list kept an entry per game
 * with no bound (names, place, date: about 400 bytes a game), so 1.5 million games (233 MB) ran
 * out of a 512 MB heap, and the listing thread, which caught {@code Exception} only, died without a
 * word. The small twin lists 200,000 games in a 64 MB heap (it ran out of memory the same way); the
 * slow case 1.5 million in 512 MB. Each searches for the last game's player and pages the list.
 */
class LargeGameListTest {
    @TempDir
    Path dir;

    @Test
    void twoHundredThousandGamesAreListedAndSearchedIn64Megabytes() throws Exception {
        listAndSearch(200_000, "64m");
    }

    @Test
    @Tag("slow")
    void oneAndAHalfMillionGamesAreListedAndSearchedIn512Megabytes() throws Exception {
        listAndSearch(1_500_000, "512m");
    }

    private void listAndSearch(int games, String heap) throws Exception {
        Path pgn = dir.resolve("big.pgn");
        try (BufferedWriter w = Files.newBufferedWriter(pgn, StandardCharsets.UTF_8)) {
            for (int i = 1; i <= games; i++) {
                w.write("[Event \"Open " + i + "\"]\n[Site \"?\"]\n[Date \"2020.01.01\"]\n[White \""
                        + (i == games ? "Zed Last" : "Player" + i + ", Anna") + "\"]\n[Black \"Other" + i
                        + ", Boris\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n");
            }
        }
        List<String> out = console(heap, "open " + pgn + "\nsearch zed\ngames\nquit\n");
        String all = String.join("\n", out);
        assertNull(ConsoleScript.firstUnmet(out, List.of("The file big.pgn holds several games. Games 1 to 10",
                "1 game has a player called zed. Game " + games + ", Zed Last against Other" + games + ", Open "
                        + games + " 2020, White won.")), all);
        assertTrue(all.contains("Game 1, Player1 against Other1, Open 1 2020, White won. Game 2, Player2"), all);
        assertFalse(all.contains("cannot be read"), all);
        assertFalse(all.contains("Error"), all);
    }

    /** The console in a JVM of its own with {@code heap}; its output and error lines. */
    private List<String> console(String heap, String input) throws IOException, InterruptedException {
        Path log = dir.resolve("console.txt");
        Process p = ForkedJvm.process(heap, ForkedJvm.PROGRAM, "console", "--voice", "none", "--data",
                dir.resolve("data").toString()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try (Writer in = new java.io.OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8)) {
            in.write(input);
        }
        boolean ended = p.waitFor(10, TimeUnit.MINUTES);
        if (!ended) {
            p.destroyForcibly();
        }
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        assertTrue(ended, "the console did not end: " + String.join("\n", lines));
        assertEquals(0, p.exitValue(), String.join("\n", lines));
        return lines;
    }
}
