package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.session.files.AtomicTextFile;
import org.turnpan.chess.session.files.DataFolderLock;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;

/**
 * Issue 12, item 3: two copies of the program on one data folder. The first holds the folder's
 * lock; the second (another JVM, or another session in this one) says once that another copy is
 * running, plays without reading, writing or deleting the autosave, and says so again in its
 * goodbye. The lock goes with the copy that held it.
 */
class DataFolderLockTest {
    private static final String OTHERS_GAME = "[Event \"Turnpan Chess\"]\n[White \"human\"]\n[Black \"human\"]\n"
            + "[Result \"*\"]\n\n1. d4 d5 *\n\n";

    @TempDir
    Path data;

    @Test
    void aSecondCopyPlaysWithoutTheAutosaveAndSaysSo() throws Exception {
        Files.writeString(data.resolve(SaveStore.AUTOSAVE_NAME), OTHERS_GAME);
        byte[] before = Files.readAllBytes(data.resolve(SaveStore.AUTOSAVE_NAME));
        Process other = holdInAnotherJvm();
        try {
            Recorder heard = new Recorder();
            try (GameSession s = new GameSession(SessionSettings.defaults(),
                    new SessionServices(null, GameStore.of(new SaveStore(data)), () -> 0L), heard)) {
                s.start();
                String says = "Another copy of Turnpan Chess is using the data folder " + data.toRealPath()
                        + ", so this copy will not save the game automatically.";
                assertEquals(1, heard.count(says), String.join("\n", heard.lines()));
                assertFalse(s.isResumeOffered(), "the other copy's game is not offered");
                for (String move : List.of("e2e4", "e7e5", "g1f3")) {
                    s.submit(move);
                }
                assertEquals(1, heard.count("Another copy of Turnpan Chess is using"), "said once, not at every move");
                assertEquals(0, heard.count("could not be saved"), "not an error at every move either");
                assertEquals("Goodbye. The game was not saved automatically, because another copy of Turnpan Chess "
                        + "was using the data folder.", Catalogue.forLocale(Locale.ENGLISH).render(s.farewell()));
                s.submit("new");
                s.submit("yes");
            }
            assertArrayEquals(before, Files.readAllBytes(data.resolve(SaveStore.AUTOSAVE_NAME)),
                    "the other copy's autosave is neither written nor deleted");
        } finally {
            other.getOutputStream().close();
            assertTrue(other.waitFor(30, TimeUnit.SECONDS), "the other copy did not end");
        }
        try (GameStore after = GameStore.of(new SaveStore(data))) {
            assertEquals(Optional.empty(), after.heldElsewhere(), "the lock went with the copy that held it");
            assertEquals(Optional.of(OTHERS_GAME), after.load());
        }
    }

    @Test
    void aSecondSessionInTheSameProgramIsTheSecondCopyAndDoesNotFreeTheFirstsLock() throws Exception {
        GameStore first = GameStore.of(new SaveStore(data));
        assertEquals(Optional.empty(), first.heldElsewhere());
        GameStore second = GameStore.of(new SaveStore(data.resolve(".").resolve("..").resolve(data.getFileName())));
        assertEquals(Optional.of(true), second.heldElsewhere().map(Files::isDirectory), "the same folder by another path");
        second.close();
        Process probe = holdInAnotherJvm("busy");
        probe.getOutputStream().close();
        assertTrue(probe.waitFor(30, TimeUnit.SECONDS));
        first.close();
        try (GameStore third = GameStore.of(new SaveStore(data))) {
            assertEquals(Optional.empty(), third.heldElsewhere());
        }
    }

    @Test
    void theLockFileIsPrivateAndTheFolderIsCreatedForIt() throws IOException {
        Path fresh = data.resolve("new/turnpan-chess");
        try (GameStore store = GameStore.of(new SaveStore(fresh))) {
            assertTrue(Files.isRegularFile(fresh.resolve(DataFolderLock.NAME)));
            if (AtomicTextFile.posix(fresh)) {
                assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(fresh.resolve(DataFolderLock.NAME))));
            }
            assertTrue(store.save(OTHERS_GAME));
        }
    }

    /**
     * A link in the place of the lock file (planted in a shared --data folder, or left by
     * accident): the lock used to open it, follow it, truncate the file it names and write the
     * process number into it. Only the link goes; the file it names is untouched, and the folder is
     * locked with a file of its own.
     */
    @Test
    void aLinkInThePlaceOfTheLockFileNeverTouchesTheFileItNames() throws IOException {
        Path precious = Files.writeString(data.resolve("precious.txt"), "my notes");
        Path folder = Files.createDirectories(data.resolve("shared"));
        Files.createSymbolicLink(folder.resolve(DataFolderLock.NAME), precious);
        try (GameStore store = GameStore.of(new SaveStore(folder))) {
            assertEquals("my notes", Files.readString(precious));
            assertTrue(Files.isRegularFile(folder.resolve(DataFolderLock.NAME), java.nio.file.LinkOption.NOFOLLOW_LINKS));
            assertTrue(store.heldElsewhere().isEmpty());
            assertTrue(DataFolderLock.tryLock(folder) instanceof DataFolderLock.HeldElsewhere, "the folder is locked");
            assertTrue(store.save(OTHERS_GAME));
        }
        assertEquals("my notes", Files.readString(precious));
    }

    /**
     * A pipe in the place of the lock file is left alone and never waited on; since issue 21 (item
     * 4) the folder is then not locked, so nothing is saved in it ({@code LockAttacksTest}).
     */
    @Test
    void aPipeInThePlaceOfTheLockFileIsLeftAlone() throws Exception {
        Path folder = Files.createDirectories(data.resolve("piped"));
        Process mkfifo = new ProcessBuilder("mkfifo", folder.resolve(DataFolderLock.NAME).toString()).start();
        assertTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo made no pipe");
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(20), () -> {
            try (GameStore store = GameStore.of(new SaveStore(folder))) {
                assertFalse(store.save(OTHERS_GAME));
                assertEquals(Optional.of(folder), store.unlocked());
            }
        });
        assertFalse(Files.isRegularFile(folder.resolve(DataFolderLock.NAME)), "the pipe stays a pipe");
    }

    private Process holdInAnotherJvm() throws IOException {
        return holdInAnotherJvm("held");
    }

    /** Starts {@link HoldDataFolderLock} on the folder and waits for its first line, which must be {@code expected}. */
    private Process holdInAnotherJvm(String expected) throws IOException {
        Process p = ForkedJvm.process("64m", HoldDataFolderLock.class, data.toString()).redirectErrorStream(true)
                .start();
        String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
        if (!expected.equals(line)) {
            p.destroyForcibly();
            throw new AssertionError("the other copy said " + line + ", not " + expected);
        }
        return p;
    }
}
