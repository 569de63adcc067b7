package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.session.files.AtomicTextFile;
import org.turnpan.chess.session.files.FolderGameStore;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.PgnRecord;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * Issue 12, item 2: an autosave that cannot be read is never taken for "no game", never deleted
 * and never written over: it is moved aside under a name that says so, the player hears where it
 * is, and a new game is autosaved beside it. When it cannot be moved, it is left alone and the
 * session saves nothing automatically, and says so at start and in the goodbye.
 */
class UnreadableAutosaveTest {
    private static final String WHOLE = "[Event \"Turnpan Chess\"]\n[White \"human\"]\n[Black \"human\"]\n[Result \"*\"]\n\n"
            + "1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n\n";
    private static final Clock AT = Clock.fixed(Instant.parse("2026-12-01T16:20:00Z"), ZoneOffset.UTC);
    private static final String ASIDE = "current-game.unreadable-2026-12-01T16-20-00.pgn";
    /** Read limit of the stores in this test, so that "too large" needs only a small file. */
    private static final long LIMIT = 4000;

    @TempDir
    Path dir;

    private final List<Announcement> heard = new ArrayList<>();

    /** The broken autosaves: what the file holds (as an escaped string), and why it cannot be read. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "cut in a move      | CUT_IN_MOVE",
        "cut after a move   | CUT_AFTER_MOVE",
        "garbage            | GARBAGE",
        "binary             | BINARY",
        "too large          | TOO_LARGE",
        "an illegal move    | ILLEGAL",
        "cut in the tags    | CUT_IN_TAGS",
    })
    void aBrokenAutosaveIsSetAsideAndNamed(String what, Broken broken) throws IOException {
        Path data = Files.createDirectory(dir.resolve("data"));
        byte[] bytes = broken.bytes();
        Files.write(data.resolve(SaveStore.AUTOSAVE_NAME), bytes);
        GameSession s = start(data);
        assertFalse(s.isResumeOffered(), what + " is no game to offer");
        assertEquals("session.autosave.unreadable.kept", heard.get(0).message().key(), what);
        assertTrue(english(heard.get(0).message()).contains(ASIDE + " in the folder " + data.toAbsolutePath()),
                english(heard.get(0).message()));
        Path aside = data.resolve(ASIDE);
        assertArrayEquals(bytes, Files.readAllBytes(aside), "kept unchanged");
        s.submit("e2e4");
        assertEquals(1, PgnRecord.read(Files.readString(data.resolve(SaveStore.AUTOSAVE_NAME)), 1)
                .game().orElseThrow().game().plyCount(), "the new game is autosaved beside it");
        assertArrayEquals(bytes, Files.readAllBytes(aside), "and it is still kept");
        assertEquals("Goodbye. The game is saved; it will be offered next time.", english(s.farewell()));
        s.close();
    }

    /** Broken autosaves, each as bytes. */
    enum Broken {
        CUT_IN_MOVE(WHOLE.substring(0, WHOLE.indexOf("Nc6") + 2)),
        CUT_AFTER_MOVE(WHOLE.substring(0, WHOLE.indexOf(" 3. Bb5"))),
        GARBAGE("Dear diary, today I played chess.\n"),
        BINARY("PK\u0003\u0004\u0000\u0000garbage"),
        TOO_LARGE(WHOLE.replace("1. e4", "{" + "x".repeat((int) LIMIT) + "} 1. e4")),
        ILLEGAL(WHOLE.replace("3. Bb5", "3. Bb6")),
        CUT_IN_TAGS(WHOLE.substring(0, WHOLE.indexOf("[Black")));

        private final String text;

        Broken(String text) {
            this.text = text;
        }

        byte[] bytes() {
            return text.getBytes(StandardCharsets.UTF_8);
        }
    }

    @Test
    void aFolderOrAPipeInThePlaceOfTheAutosaveIsSetAsideToo() throws Exception {
        Path data = Files.createDirectory(dir.resolve("data"));
        Files.createDirectory(data.resolve(SaveStore.AUTOSAVE_NAME));
        GameSession s = start(data);
        assertEquals("session.autosave.unreadable.kept", heard.get(0).message().key());
        assertTrue(Files.isDirectory(data.resolve(ASIDE)));
        s.close();

        Path other = Files.createDirectory(dir.resolve("other"));
        Process mkfifo = new ProcessBuilder("mkfifo", other.resolve(SaveStore.AUTOSAVE_NAME).toString()).start();
        assertTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo made no pipe");
        heard.clear();
        GameSession p = start(other);
        assertEquals("session.autosave.unreadable.kept", heard.get(0).message().key(), "a pipe is never opened");
        p.close();
    }

    /**
     * {@code --data} naming a file, not a folder: there is no saved game in it, so none is said to
     * be unreadable (the start used to say that the game saved last time could neither be read nor
     * moved aside); since issue 21 (item 12) the start says that the data folder is a file, nothing
     * is tried at each move, the goodbye says the game was not saved, and the file is untouched.
     */
    @Test
    void aFileNamedAsTheDataFolderHoldsNoSavedGame() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "my notes");
        GameSession s = start(file);
        assertTrue(heard.stream().noneMatch(a -> a.message().key().startsWith("session.autosave.unreadable")),
                heard.toString());
        assertTrue(heard.stream().anyMatch(a -> a.message().key().equals("session.autosave.folder.is.file")),
                heard.toString());
        assertFalse(s.isResumeOffered());
        heard.clear();
        s.submit("e2e4");
        assertTrue(heard.stream().noneMatch(a -> a.message().key().equals("session.autosave.failed")), heard.toString());
        assertEquals("Goodbye. The game could not be saved, so it will not be offered next time.", english(s.farewell()));
        s.close();
        assertEquals("my notes", Files.readString(file));
    }

    @Test
    void aSecondUnreadableAutosaveInTheSameSecondGetsItsOwnName() throws IOException {
        Path data = Files.createDirectory(dir.resolve("data"));
        Files.writeString(data.resolve(SaveStore.AUTOSAVE_NAME), "first");
        start(data).close();
        Files.writeString(data.resolve(SaveStore.AUTOSAVE_NAME), "second");
        start(data).close();
        assertEquals("first", Files.readString(data.resolve(ASIDE)));
        assertEquals("second", Files.readString(data.resolve(ASIDE.replace(".pgn", "-2.pgn"))));
    }

    @Test
    void aWholeAutosaveIsOfferedAsBefore() throws IOException {
        Path data = Files.createDirectory(dir.resolve("data"));
        Files.writeString(data.resolve(SaveStore.AUTOSAVE_NAME), WHOLE);
        GameSession s = start(data);
        assertTrue(s.isResumeOffered());
        assertEquals("session.resume.offer", heard.get(0).message().key());
        s.close();
    }

    @Test
    void anAutosaveThatCannotBeMovedIsLeftAloneAndNothingIsSavedOverIt() {
        String garbage = "not a game";
        GameStore stuck = new MemoryStore(); // an in-memory store cannot move anything aside
        stuck.save(garbage);
        try (GameSession s = new GameSession(SessionSettings.defaults(), new SessionServices(null, stuck, () -> 0L),
                SessionListener.of(heard::add))) {
            s.start();
            assertEquals("session.autosave.unreadable.stuck", heard.get(0).message().key());
            s.submit("e2e4");
            s.submit("e7e5");
            assertEquals(Optional.of(garbage), stuck.load(), "never written over");
            assertFalse(heard.stream().anyMatch(a -> a.message().key().equals("session.autosave.failed")),
                    "said once, at start, not at every move");
            assertEquals("Goodbye. The game was not saved automatically, so that the unreadable saved game stays untouched.",
                    english(s.farewell()));
            s.submit("new");
            s.submit("yes");
            assertEquals(Optional.of(garbage), stuck.load(), "a new game does not clear it either");
        }
    }

    @Test
    void aReadOnlyDataFolderLeavesTheAutosaveInPlace() throws IOException {
        Path data = Files.createDirectory(dir.resolve("data"));
        Files.writeString(data.resolve(SaveStore.AUTOSAVE_NAME), "not a game");
        assumeTrue(AtomicTextFile.posix(data), "needs POSIX permissions");
        Files.setPosixFilePermissions(data, java.nio.file.attribute.PosixFilePermissions.fromString("r-x------"));
        try {
            assumeTrue(!Files.isWritable(data), "running as root: permissions do not stop a rename (the in-memory test covers it)");
            GameSession s = start(data);
            // a folder that cannot be written cannot be locked either: the copy says so and reads,
            // writes and deletes nothing in it (issue 21, item 4)
            assertEquals("session.autosave.no.lock", heard.get(0).message().key());
            s.close();
            assertEquals("not a game", Files.readString(data.resolve(SaveStore.AUTOSAVE_NAME)));
        } finally {
            Files.setPosixFilePermissions(data, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void theStartSentencesNameTheFileInEveryLanguage() throws IOException {
        Path data = Files.createDirectory(dir.resolve("data"));
        Files.writeString(data.resolve(SaveStore.AUTOSAVE_NAME), "garbage");
        start(data).close();
        Message kept = heard.get(0).message();
        heard.clear();
        GameStore stuck = new MemoryStore();
        stuck.save("garbage");
        new GameSession(SessionSettings.defaults(), new SessionServices(null, stuck, () -> 0L), SessionListener.of(heard::add)).start();
        Message left = heard.get(0).message();
        for (Locale lang : Catalogue.LANGUAGES) {
            for (Message m : List.of(kept, left, Message.of("session.console.bye.unreadable"),
                    Message.of("session.console.bye.another.copy"))) {
                String text = Catalogue.forLocale(lang).render(m);
                assertFalse(text.contains("{") || text.isBlank(), lang + ": " + text);
                assertTrue(text.endsWith("."), lang + ": " + text);
            }
            assertTrue(Catalogue.forLocale(lang).render(kept).contains(ASIDE), lang.toString());
        }
    }

    private GameSession start(Path data) {
        GameStore store = FolderGameStore.open(new SaveStore(data, LIMIT), AT);
        GameSession s = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, () -> 0L),
                SessionListener.of(heard::add));
        s.start();
        return s;
    }

    private static String english(Message m) {
        return Catalogue.forLocale(Locale.ENGLISH).render(m);
    }
}
