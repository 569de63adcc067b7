package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.files.DataFolderLock;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 21, items 3 and 4: the lock file is never opened when it is not ours (a hard link, a
 * folder, a pipe), nothing is ever written into a file we did not create, and when the lock
 * cannot be taken, or is lost while running (the data folder deleted or replaced by a link), the
 * copy says so and keeps no autosave: it never reads, replaces or deletes a game file another
 * copy may hold.
 */
class LockAttacksTest {
    private static final String OTHERS_GAME = "[Event \"Turnpan Chess\"]\n[White \"human\"]\n[Black \"human\"]\n"
            + "[Result \"*\"]\n\n1. d4 d5 *\n\n";

    @TempDir
    Path dir;

    private final Recorder heard = new Recorder();

    private GameSession play(Path folder) {
        GameSession s = new GameSession(SessionSettings.defaults(),
                new SessionServices(null, GameStore.of(new SaveStore(folder)), () -> 0L), heard);
        s.start();
        return s;
    }

    private void assertNoAutosaveAndSaid(Path folder, String why) throws Exception {
        Path game = Files.writeString(folder.resolve(SaveStore.AUTOSAVE_NAME), OTHERS_GAME);
        byte[] before = Files.readAllBytes(game);
        try (GameSession s = play(folder)) {
            assertFalse(s.isResumeOffered(), why + ": another copy's game is not offered");
            assertEquals(1, heard.count("cannot be locked"), why + ": " + String.join("\n", heard.lines()));
            s.submit("e4 e5");
            assertEquals(0, heard.count("could not be saved"), why + ": not an error at every move");
            assertEquals("Goodbye. The game was not saved automatically, because the data folder could not be locked.",
                    Catalogue.forLocale(Locale.ENGLISH).render(s.farewell()));
            s.submit("new");
            s.submit("yes");
        }
        assertArrayEquals(before, Files.readAllBytes(game), why + ": the game file is untouched");
    }

    @Test
    void aHardLinkInThePlaceOfTheLockFileIsNeverWritten() throws Exception {
        Path precious = Files.writeString(dir.resolve("precious.txt"), "my notes");
        Path folder = Files.createDirectories(dir.resolve("shared"));
        Files.createLink(folder.resolve(DataFolderLock.NAME), precious);
        assertNoAutosaveAndSaid(folder, "hard link");
        assertEquals("my notes", Files.readString(precious), "the linked file is not truncated or written");
    }

    @Test
    void aFolderInThePlaceOfTheLockFileTurnsTheAutosaveOff() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("d"));
        Files.createDirectories(folder.resolve(DataFolderLock.NAME));
        assertNoAutosaveAndSaid(folder, "folder");
    }

    @Test
    void aPipeInThePlaceOfTheLockFileTurnsTheAutosaveOff() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("p"));
        Process mkfifo = new ProcessBuilder("mkfifo", folder.resolve(DataFolderLock.NAME).toString()).start();
        assertTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo is needed");
        assertNoAutosaveAndSaid(folder, "pipe");
        assertFalse(Files.isRegularFile(folder.resolve(DataFolderLock.NAME)), "the pipe stays a pipe");
    }

    @Test
    void aDataFolderDeletedAndMadeAgainWhileRunningIsNotWrittenOrCleared() throws Exception {
        Path folder = dir.resolve("data");
        try (GameSession s = play(folder)) {
            s.submit("e4");
            assertTrue(Files.exists(folder.resolve(SaveStore.AUTOSAVE_NAME)), "saved while the lock is held");
            // the folder goes, and another copy makes it again and keeps its game there
            deleteTree(folder);
            Files.createDirectories(folder);
            Path others = Files.writeString(folder.resolve(SaveStore.AUTOSAVE_NAME), OTHERS_GAME);
            heard.clear();
            s.submit("e5");
            assertEquals(1, heard.count("was removed or replaced"), String.join("\n", heard.lines()));
            s.submit("Nf3");
            s.submit("new");
            s.submit("yes");
            assertEquals(OTHERS_GAME, Files.readString(others), "the other copy's game is neither replaced nor deleted");
        }
    }

    @Test
    void aDataFolderReplacedByALinkWhileRunningIsNotWritten() throws Exception {
        Path folder = dir.resolve("data");
        Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        Path others = Files.writeString(elsewhere.resolve(SaveStore.AUTOSAVE_NAME), OTHERS_GAME);
        try (GameSession s = play(folder)) {
            s.submit("e4");
            Files.move(folder, dir.resolve("moved"));
            Files.createSymbolicLink(folder, elsewhere);
            heard.clear();
            s.submit("e5");
            assertEquals(1, heard.count("was removed or replaced"), String.join("\n", heard.lines()));
            s.submit("new");
            s.submit("yes");
        }
        assertEquals(OTHERS_GAME, Files.readString(others));
        assertEquals(List.of(SaveStore.AUTOSAVE_NAME), names(elsewhere), "nothing written in the other folder");
    }

    @Test
    void aDataFolderThatIsAFileIsSaidSo() throws Exception {
        Path file = Files.writeString(dir.resolve("passwd"), "root:x:0:0\n");
        try (GameSession s = play(file)) {
            assertEquals(1, heard.count("is a file, not a folder"), String.join("\n", heard.lines()));
            s.submit("e4");
        }
        assertEquals("root:x:0:0\n", Files.readString(file));
    }

    @Test
    void theLockFileIsOursOnlyWhenRegularSingleAndOwned() throws Exception {
        Path mine = Files.writeString(dir.resolve("lock"), "");
        assertTrue(DataFolderLock.ours(mine));
        Files.createLink(dir.resolve("second-name"), mine);
        assertFalse(DataFolderLock.ours(mine), "two names");
        assertFalse(DataFolderLock.ours(Files.createDirectories(dir.resolve("folder"))));
        Path link = Files.createSymbolicLink(dir.resolve("sym"), dir.resolve("lock"));
        assertFalse(DataFolderLock.ours(link));
    }

    private static List<String> names(Path folder) throws Exception {
        try (var s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static void deleteTree(Path folder) throws Exception {
        try (var walk = Files.walk(folder)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
