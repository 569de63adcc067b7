package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The perft and moves commands as a user runs them. */
class PerftCommandTest {
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    record Run(int status, List<String> out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(err));
        int status = cli.execute(args);
        return new Run(status, out.toString().lines().toList(), err.toString());
    }

    @Test
    void printsTheCountAsTheLastLine() {
        Run r = run("perft", "--fen", KIWIPETE, "--depth", "3");
        assertEquals(0, r.status());
        assertEquals(List.of("97862"), r.out());
    }

    @Test
    void divideListsEachMoveThenTheTotal() {
        Run r = run("perft", "--fen", KIWIPETE, "--depth", "2", "--divide");
        assertEquals(49, r.out().size());
        assertEquals("2039", r.out().get(48));
        assertTrue(r.out().contains("e1g1: 43"), r.out().toString());
        long sum = r.out().subList(0, 48).stream().mapToLong(l -> Long.parseLong(l.substring(l.indexOf(": ") + 2))).sum();
        assertEquals(2039, sum);
    }

    @Test
    void anInvalidFenGetsASentenceNotATrace() {
        Run r = run("perft", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--depth", "1");
        assertEquals(2, r.status());
        assertTrue(r.out().isEmpty());
        assertFalse(r.err().isBlank());
        assertFalse(r.err().contains("Exception"), r.err());
        assertFalse(r.err().contains("["), "every key has a sentence: " + r.err());
    }

    @Test
    void suiteReportsMismatchesAndExitsOne(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("s.epd");
        Files.writeString(file, String.join("\n",
                "4k3/8/8/8/8/8/8/4K2R w K - 0 1 ;D1 15 ;D2 66 ;D3 1197",
                "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1 ;D1 16 ;D2 72 ;id \"wrong\"",
                "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - ;D1 23 ;id \"xfen\""));
        Run r = run("perft", "--suite", file.toString(), "--max-nodes", "1000");
        assertEquals(1, r.status());
        // the X-FEN entry is Chess960 and counted now; the last depth over the node budget is the one skipped
        assertEquals("4 passed, 1 failed, 1 skipped", r.out().get(r.out().size() - 1));
        assertTrue(r.out().get(0).startsWith("FAIL wrong depth 2: expected 72, got 71"), r.out().get(0));
    }

    /** A suite's ids come from outside: a FAIL line never carries its escape sequences (issue 12, item 14). */
    @Test
    void aSuiteIdWithEscapeSequencesIsPrintedCleaned(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("s.perft");
        Files.writeString(file, "id ev\u001b[2Jil\u001b]0;title\u0007\nepd 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\nperft 1 99\n");
        Run r = run("perft", "--suite", file.toString());
        assertEquals(1, r.status());
        assertEquals("FAIL evil depth 1: expected 99, got 16: 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", r.out().get(0));
    }

    @Test
    void missingSuiteFileIsASentence(@TempDir Path dir) {
        Run r = run("perft", "--suite", dir.resolve("none.epd").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("none.epd"), r.err());
    }

    @Test
    void aFileWithNoPerftPositionsIsRefusedWithASentence(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("passwd");
        Files.writeString(file, "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1::/usr/sbin:/usr/sbin/nologin\n");
        Run r = run("perft", "--suite", file.toString());
        assertEquals(2, r.status());
        assertTrue(r.out().isEmpty(), r.out().toString());
        assertTrue(r.err().contains("passwd") && r.err().contains("perft"), r.err());
    }

    @Test
    void everySubcommandAnswersHelp() {
        for (String command : List.of("console", "perft", "moves", "san", "pgn", "say", "bench")) {
            StringWriter out = new StringWriter();
            int status = Main.commandLine().setOut(new PrintWriter(out)).execute(command, "--help");
            assertEquals(0, status, command + " --help");
            assertTrue(out.toString().startsWith("Usage: turnpan-chess " + command), out.toString());
        }
    }

    @Test
    void eachSubcommandRunsFromTheCommandLineBuiltForIt() {
        for (String command : List.of("console", "perft", "moves", "san", "pgn", "say", "bench")) {
            StringWriter out = new StringWriter();
            int status = Main.commandLine(command).setOut(new PrintWriter(out)).execute(command, "--help");
            assertEquals(0, status, command + " --help");
            assertTrue(out.toString().startsWith("Usage: turnpan-chess " + command), out.toString());
        }
    }

    @Test
    void topLevelHelpListsEveryCommandAndAMistypedOneGetsASuggestion() {
        StringWriter out = new StringWriter();
        assertEquals(0, Main.commandLine("--help").setOut(new PrintWriter(out)).execute("--help"));
        for (String command : List.of("console", "perft", "moves", "san", "pgn", "say", "bench")) {
            assertTrue(out.toString().contains("\n  " + command + " "), command + " in " + out);
        }
        StringWriter err = new StringWriter();
        int status = Main.commandLine("pnq").setErr(new PrintWriter(err)).execute("pnq", "check");
        assertEquals(2, status);
        assertTrue(err.toString().contains("pgn"), err.toString());
    }

    @Test
    void movesListsEveryLegalMove() {
        Run r = run("moves", "--fen", KIWIPETE);
        assertEquals(0, r.status());
        assertEquals(48, r.out().size());
        assertEquals(48, r.out().stream().distinct().count());
    }

    @Test
    void movesRefusesAnInvalidFen() {
        Run r = run("moves", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0");
        assertEquals(0, r.status(), "five fields are fine");
        Run bad = run("moves", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1");
        assertEquals(2, bad.status());
        assertFalse(bad.err().isBlank());
    }
}
