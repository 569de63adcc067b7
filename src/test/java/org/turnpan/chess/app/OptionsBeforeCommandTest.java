package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.words.TerminalSentences;

/**
 * Options written before the subcommand's name ({@code turnpan-chess --lang it --black builtin:2
 * console}) belong to the main command; the console ignored them without a word and played in
 * English, two players at the keyboard. They now count, and those written after the name win.
 */
class OptionsBeforeCommandTest {
    @TempDir
    Path dir;

    @Test
    void theLanguageAndThePlayersBeforeConsoleCount() throws Exception {
        ForkedJvm.Run r = new ForkedJvm(dir, "256m").run("--lang", "it", "--black", "builtin:2", "console",
                "--voice", "none", "--data", dir.resolve("data").toString());
        assertEquals(0, r.status(), r.errText());
        List<String> lines = r.outLines();
        assertEquals(Catalogue.forLocale(Locale.ITALIAN).render(TerminalSentences.welcome()), lines.get(0));
        assertTrue(lines.get(1).contains("Turnpan 2") && !lines.get(1).contains("builtin"), lines.get(1));
    }

    @Test
    void anOptionAfterConsoleWinsOverTheSameOneBefore() throws Exception {
        ForkedJvm.Run r = new ForkedJvm(dir, "256m").run("--lang", "it", "--clock", "banana", "console", "--lang", "ru",
                "--voice", "none", "--data", dir.resolve("data").toString());
        assertEquals(2, r.status(), "the bad clock given before console is refused too");
        assertTrue(r.errText().contains("banana") && !r.errText().contains("Exception"), r.errText());
        ForkedJvm.Run ru = new ForkedJvm(dir, "256m").run("--lang", "it", "console", "--lang", "ru",
                "--voice", "none", "--data", dir.resolve("data").toString());
        assertEquals(Catalogue.forLocale(Locale.forLanguageTag("ru")).render(TerminalSentences.welcome()), ru.outLines().get(0));
    }
}
