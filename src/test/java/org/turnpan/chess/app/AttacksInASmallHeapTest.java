package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnLimits;
import org.turnpan.chess.notation.pgn.PgnReader;

/**
 * The PGN attacks of issue 12 run as a user runs them, in a JVM of their own with a bounded heap
 * (512 MB as the issue asks, or less where less proves more) and the default thread stack.
 */
class AttacksInASmallHeapTest {

    @TempDir
    Path dir;

    /** The stack overflow came at 3,000 nested variations; the reader allows 50,000. */
    @Test
    void theDeepestVariationsAllowedAreExported() throws Exception {
        Path file = Files.writeString(dir.resolve("deep.pgn"), "[Event \"deep\"]\n\n1. e4 "
                + "(1. d4 ".repeat(PgnLimits.NESTING) + ")".repeat(PgnLimits.NESTING) + " e5 *\n");
        ForkedJvm.Run r = new ForkedJvm(dir, "512m").run("pgn", "export", file.toString());
        assertEquals(0, r.status(), r.errText());
        PgnEntry.Read before;
        PgnEntry.Read after;
        try (PgnReader in = new PgnReader(new StringReader(Files.readString(file)));
             PgnReader out = new PgnReader(new StringReader(Files.readString(r.out())))) {
            before = (PgnEntry.Read) in.next();
            after = (PgnEntry.Read) out.next();
        }
        assertEquals(before.game().inExportForm(), after.game());
    }

    /**
     * 50,000 broken games in a 12 MB heap: each problem is printed as it is found. Collected before
     * printing, they ran out of memory in 12 MB.
     */
    @Test
    void brokenGamesArePrintedAsTheyAreFound() throws Exception {
        assertBrokenGamesChecked(50_000, "12m");
    }

    @Test
    @Tag("slow")
    void aMillionBrokenGamesInA32MegabyteHeap() throws Exception {
        assertBrokenGamesChecked(1_000_000, "32m");
    }

    private void assertBrokenGamesChecked(int games, String heap) throws Exception {
        Path file = dir.resolve("broken.pgn");
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < games; i++) {
                w.write("1. e4 e5 2. Ke3 *\n\n");
            }
        }
        ForkedJvm.Run r = new ForkedJvm(dir, heap).run("pgn", "check", file.toString());
        assertEquals(1, r.status(), r.errText());
        List<String> lines = r.errText().lines().toList();
        assertEquals(games, lines.size());
        assertTrue(lines.get(0).contains("Game 1, line 1, column 13"), lines.get(0));
        assertTrue(lines.get(games - 1).contains("Game " + games + ","), lines.get(games - 1));
        assertEquals(List.of("Games read: " + games + ". Games with errors: " + games + "."), r.outLines());
    }

    /**
     * A 50 MB token in a 64 MB heap: one problem, and the game after it is still read (by pgn
     * check) and exported. Kept whole, the token alone needed 100 MB and more.
     */
    @Test
    void aFiftyMegabyteTokenIsOneProblem() throws Exception {
        Path file = dir.resolve("token.pgn");
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("[Event \"x\"]\n\n1. e4 ");
            char[] run = "ab".repeat(1 << 15).toCharArray();
            for (int written = 0; written < 50_000_000; written += run.length) {
                w.write(run);
            }
            w.write(" e5 *\n\n[Event \"y\"]\n\n1. d4 *\n");
        }
        ForkedJvm jvm = new ForkedJvm(dir, "64m");
        ForkedJvm.Run check = jvm.run("pgn", "check", file.toString());
        assertEquals(1, check.status(), check.errText());
        assertEquals(List.of(file + ": Game 1, line 3, column 7: the text here runs on for more than 100 characters"
                + " without a space, longer than any move or tag name."), check.errText().lines().toList());
        assertEquals(List.of("Games read: 2. Games with errors: 1."), check.outLines());
        ForkedJvm.Run export = jvm.run("pgn", "export", file.toString());
        assertEquals(1, export.status(), export.errText());
        assertTrue(export.errText().contains("column 7: the text here runs on"), export.errText());
        assertFalse(export.errText().contains("Exception"), export.errText());
        assertTrue(Files.readString(export.out()).contains("[Event \"y\"]"), "the next game is exported");
    }

    /** The longest game the reader keeps, made of moves only (the costliest kind), exports in 192 MB. */
    @Test
    @Tag("slow")
    void theLongestGameAllowedIsExportedInA192MegabyteHeap() throws Exception {
        String moves = "Ng1 Ng8 Nf3 Nf6 ";
        Path file = Files.writeString(dir.resolve("long.pgn"), "1. Nf3 Nf6 "
                + moves.repeat((PgnLimits.GAME_CHARS - 20) / moves.length()) + "*\n");
        ForkedJvm.Run r = new ForkedJvm(dir, "192m").run("pgn", "export", file.toString());
        assertEquals(0, r.status(), r.errText());
        assertTrue(Files.size(r.out()) > PgnLimits.GAME_CHARS, "the whole game is written");
    }
}
