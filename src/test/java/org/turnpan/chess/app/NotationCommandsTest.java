package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.SharedData;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnReader;

/** The san and pgn subcommands as a user runs them. */
class NotationCommandsTest {

    @TempDir
    Path dir;

    @Test
    void sanPrintsEachMoveInStandardNotation() {
        SayCommandTest.Run r = SayCommandTest.run("san", "e2e4", "e5", "g1-f3", "nc6", "Bb5", "a6", "0-0");
        assertEquals(0, r.status(), r.out() + r.err());
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"), r.out().lines().toList());
    }

    @Test
    void sanStopsAtTheFirstRefusalWithAReasonInTheChosenLanguage() {
        String fen = "8/8/1n6/3R1P2/1n6/2k2K2/3p4/r6r b - - 0 82";
        SayCommandTest.Run en = SayCommandTest.run("san", "--fen", fen, "Kb3", "Ke4", "Rf1", "Kb2");
        SayCommandTest.Run it = SayCommandTest.run("san", "--lang", "it", "--fen", fen, "Kb3", "Ke4", "Rf1");
        assertEquals(2, en.status());
        assertEquals(2, it.status());
        List<String> lines = en.out().lines().toList();
        assertEquals(List.of("Kb3", "Ke4"), lines.subList(0, 2));
        assertEquals(3, lines.size(), "the refusal is one sentence and nothing is played after it");
        String reason = lines.get(2);
        assertFalse(reason.isBlank() || reason.contains("[notation."), reason);
        assertNotEquals(reason, it.out().lines().toList().get(2), "the Italian sentence is not the English one");
    }

    @Test
    void pgnCheckNamesTheBrokenGameAndCountsEveryGame() throws IOException {
        Path f = dir.resolve("two.pgn");
        Files.writeString(f, "[Event \"ok\"]\n\n1. e4 e5 *\n\n[Event \"broken\"]\n\n1. e4 e5 2. Ke3 *\n",
                StandardCharsets.UTF_8);
        SayCommandTest.Run r = SayCommandTest.run("pgn", "check", f.toString());
        assertEquals(1, r.status());
        // the errors on standard error, the summary on standard output, shown in that order
        List<String> lines = (r.err() + r.out()).lines().toList();
        assertEquals(2, lines.size(), r.err() + r.out());
        assertTrue(lines.get(0).contains("Game 2") && lines.get(0).contains("line 7") && lines.get(0).contains("Ke3"),
                lines.get(0));
        assertEquals("Games read: 2. Games with errors: 1.", lines.get(1));

        Path good = dir.resolve("good.pgn");
        Files.writeString(good, "1. d4 d5 2. c4 1/2-1/2\n", StandardCharsets.UTF_8);
        SayCommandTest.Run ok = SayCommandTest.run("pgn", "check", "--lang", "ru", good.toString());
        assertEquals(0, ok.status());
        assertEquals("Прочитано партий: 1. Партий с ошибками: 0.", ok.out().strip());
    }

    /**
     * Issue 12, item 14, for file names: a name holding an escape sequence (red text, a cleared
     * screen) or a line break was printed as it was before each problem of {@code pgn check} and
     * {@code pgn export}; it reaches the terminal cleaned, one problem a line.
     */
    @Test
    void aFileNameFromOutsideReachesTheTerminalCleaned() throws IOException {
        Path f = Files.writeString(dir.resolve("e\u001b[31mred\u001b[2J\nGames read: 0.pgn"), "1. e4 e5 2. Qx9 *\n");
        for (String command : new String[] {"check", "export"}) {
            SayCommandTest.Run r = SayCommandTest.run("pgn", command, f.toString());
            String problems = r.err();
            List<String> lines = problems.lines().toList();
            assertTrue(problems.indexOf('\u001b') < 0, command + ": " + problems);
            assertTrue(lines.get(0).startsWith(dir.resolve("ered Games read: 0.pgn") + ": Game 1, line 1"),
                    command + ": " + lines.get(0));
            assertEquals(1, lines.size(), command + ": " + problems);
        }
    }

    @Test
    void aLargeFileCheckedInTwoHalvesNumbersGamesAndLinesAsTheWholeFile() throws IOException {
        String good = "[Event \"e\"]\n[Site \"s\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {a comment} 1/2-1/2\n\n";
        String bad = "[Event \"bad\"]\n[Site \"s\"]\n\n1. e4 e5 2. Ke3 *\n\n";
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            text.append(i == 100 || i == 15_000 ? bad : good);
        }
        Path f = dir.resolve("big.pgn");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        assertTrue(Files.size(f) > (1 << 20), "big enough to be split");
        SayCommandTest.Run r = SayCommandTest.run("pgn", "check", f.toString());
        assertEquals(1, r.status());
        List<String> lines = (r.err() + r.out()).lines().toList();
        assertEquals(3, lines.size(), r.err() + r.out());
        assertTrue(lines.get(0).contains("Game 101, line 504, column 13"), lines.get(0));
        assertTrue(lines.get(1).contains("Game 15001, line 75004, column 13"), lines.get(1));
        assertEquals("Games read: 20000. Games with errors: 2.", lines.get(2));
    }

    @Test
    void pgnExportWritesWhatReadsBackToTheSameGames() throws IOException {
        Path f = dir.resolve("in.pgn");
        Files.writeString(f, "[White \"A\"]\n[Black \"B\"]\n\n1.e4 {best} (1.d4 d5) e5 2.Nf3!? Nc6 1-0\n",
                StandardCharsets.UTF_8);
        SayCommandTest.Run r = SayCommandTest.run("pgn", "export", f.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                + "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"), r.out());
        assertTrue(r.out().contains("1. e4 {best} (1. d4 d5) 1... e5 2. Nf3 $5 Nc6 1-0"), r.out());
        List<PgnEntry> before = read(Files.readString(f));
        List<PgnEntry> after = read(r.out());
        assertEquals(((PgnEntry.Read) before.get(0)).game().inExportForm(), ((PgnEntry.Read) after.get(0)).game());
    }

    private static List<PgnEntry> read(String text) {
        List<PgnEntry> out = new ArrayList<>();
        new PgnReader(new StringReader(text)).forEachRemaining(out::add);
        return out;
    }

    @Test
    @Tag("slow")
    void theWholeCorpusChecksWithoutError() {
        Path corpus = SharedData.require(SharedData.CORPUS);
        SayCommandTest.Run r = SayCommandTest.run("pgn", "check", corpus.toString());
        assertEquals(0, r.status(), r.out());
        assertEquals("Games read: 17557. Games with errors: 0.", r.out().strip());
    }
}
