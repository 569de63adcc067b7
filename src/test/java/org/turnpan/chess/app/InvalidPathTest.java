package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 12, items 4 and 7: a path holding a null character (which every system refuses) in
 * {@code save}, {@code open}, {@code --pgn} and {@code --data} gets a sentence, never an uncaught
 * InvalidPathException; {@code pgn check} refuses a pipe instead of waiting on it for ever.
 */
class InvalidPathTest {
    private static final String NUL_NAME = "game\u0000.pgn";

    /**
     * A typed line is cleaned at the entry (control characters dropped, issue 14), so a null
     * character typed in a name never reaches the system: the game is saved under the cleaned name
     * and the sentence names that full path; the system's refusal of such a name is checked below
     * on the path reader itself and on the command line, where no cleaning happens.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void aTypedNameWithANullCharacterIsSavedUnderTheCleanedName(String lang, @TempDir Path dir) {
        List<Announcement> heard = new ArrayList<>();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(lang)),
                SessionServices.basic(), SessionListener.of(heard::add))) {
            s.start();
            s.submit("e2e4");
            heard.clear();
            s.submit("save " + dir.resolve("game").toString() + "\u0000.pgn");
            assertEquals(1, heard.size());
            assertEquals("session.pgn.saved", heard.get(0).message().key());
            String text = Catalogue.forLocale(Locale.forLanguageTag(lang)).render(heard.get(0).message());
            assertTrue(text.contains(dir.resolve("game.pgn").toString()) && !text.contains("\u0000"), text);
            assertTrue(java.nio.file.Files.isRegularFile(dir.resolve("game.pgn")));
            assertEquals(1, s.game().plyCount(), "the game goes on");
        }
    }

    @Test
    void theSystemsRefusalOfANameIsASentenceNotAnException() {
        assertTrue(org.turnpan.chess.session.files.TypedPath.parse(NUL_NAME).isEmpty());
        String text = Catalogue.forLocale(Locale.ENGLISH).render(org.turnpan.chess.session.files.TypedPath.invalidFile());
        assertTrue(text.endsWith("."), text);
    }

    @Test
    void theCommandLineRefusesSuchANameWithASentence(@TempDir Path data) {
        SayCommandTest.Run pgn = SayCommandTest.run("console", "--voice", "none", "--data", data.toString(), "--pgn", NUL_NAME);
        assertEquals(2, pgn.status());
        assertEquals(Catalogue.forLocale(Locale.ENGLISH).render(org.turnpan.chess.session.files.TypedPath.invalidFile()),
                pgn.err().strip());
        SayCommandTest.Run folder = SayCommandTest.run("console", "--lang", "it", "--voice", "none", "--data", "da\u0000ta");
        assertEquals(2, folder.status());
        assertTrue(folder.err().contains("--data") && folder.err().strip().endsWith("."), folder.err());
    }

    @Test
    void pgnCheckRefusesAPipeAtOnce(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe.pgn");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo made no pipe");
        SayCommandTest.Run r = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                () -> SayCommandTest.run("pgn", "check", fifo.toString()));
        assertEquals(1, r.status());
        assertTrue(r.err().contains("pipe.pgn is a device or a pipe, not an ordinary file"), r.err());
    }
}
