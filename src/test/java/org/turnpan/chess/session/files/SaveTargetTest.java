package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.record.PgnRecord;

/**
 * Issue 12, items 4 and 6: {@code save} writes only regular files (a link is followed to the file
 * it names, which is replaced in its own folder), keeps a replaced file's mode and owner, refuses
 * devices, pipes, link loops and missing folders with a sentence, and {@code open} refuses a pipe
 * or a device before opening it (a pipe would block for ever). New files are 0600, the data
 * folder 0700.
 */
class SaveTargetTest {
    private static final String GAME = "[Event \"x\"]\n\n1. e4 *\n";
    private static final String OLD = "[Event \"old\"]\n\n1. d4 *\n";

    @TempDir
    Path dir;

    private final SaveStore store = new SaveStore(Path.of("unused-data-folder"));

    @Test
    void aLinkIsFollowedAndStaysALink() throws IOException {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Path real = elsewhere.resolve("real.pgn");
        Files.writeString(real, OLD);
        Path link = Files.createSymbolicLink(dir.resolve("link.pgn"), Path.of("elsewhere/real.pgn"));
        assertEquals(new SaveResult.Saved(real), store.save(link, GAME), "the result names the file written");
        assertTrue(Files.isSymbolicLink(link), "the link is not replaced by a regular file");
        assertEquals(GAME, Files.readString(real));
        try (var inLinkFolder = Files.list(dir)) {
            assertEquals(2, inLinkFolder.count(), "no temporary file left beside the link");
        }
    }

    @Test
    void aLinkToAFileNotYetThereCreatesItInItsOwnFolder() throws IOException {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Path link = Files.createSymbolicLink(dir.resolve("link.pgn"), elsewhere.resolve("new.pgn"));
        assertEquals(new SaveResult.Saved(elsewhere.resolve("new.pgn")), store.save(link, GAME));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(GAME, Files.readString(link));
    }

    /**
     * The longest names the disk takes (255 bytes) are saved: the temporary file beside the target
     * is named from a bounded part of the name. A 124-letter Cyrillic name (252 bytes) used to fail
     * with "the folder may be read-only or the disk full", because the temporary name was 22 bytes
     * longer than the target's.
     */
    @Test
    void aNameAsLongAsTheDiskAllowsIsSaved() throws IOException {
        Path longest = dir.resolve("я".repeat(124) + ".pgn");
        assertEquals(new SaveResult.Saved(longest), store.save(longest, GAME));
        assertEquals(GAME, Files.readString(longest));
        assertEquals(new SaveResult.Saved(longest), store.save(longest, OLD), "and replaced");
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file left");
        }
    }

    /** A name longer than the disk allows, or a file named as the folder, gets its own reason. */
    @Test
    void aNameTooLongOrAFileInPlaceOfTheFolderIsSaidAsSuch() throws IOException {
        Path tooLong = dir.resolve("я".repeat(130) + ".pgn");
        assertEquals(new SaveResult.Failed(new StoreProblem.NameTooLong(tooLong)), store.save(tooLong, GAME));
        Path notAFolder = Files.writeString(dir.resolve("notes.txt"), "mine");
        Path inside = notAFolder.resolve("x.pgn");
        assertEquals(new SaveResult.Failed(new StoreProblem.NoFolder(inside)), store.save(inside, GAME));
        assertEquals("mine", Files.readString(notAFolder));
    }

    @Test
    void aLinkLoopIsRefused() throws IOException {
        Path a = dir.resolve("a.pgn");
        Files.createSymbolicLink(a, dir.resolve("b.pgn"));
        Files.createSymbolicLink(dir.resolve("b.pgn"), a);
        assertEquals(new SaveResult.Failed(new StoreProblem.LinkLoop(a)), store.save(a, GAME));
        assertTrue(Files.isSymbolicLink(a));
    }

    @Test
    void aReplacedFileKeepsItsModeAndOwnerAndANewFileIsPrivate() throws IOException {
        assumePosix();
        Path file = dir.resolve("shared.pgn");
        Files.writeString(file, OLD);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        UserPrincipal owner = Files.getOwner(file);
        UserPrincipal nobody = lookup("nobody");
        boolean giveAway = nobody != null && tryOwner(file, nobody);
        store.save(file, GAME);
        assertEquals(GAME, Files.readString(file));
        assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals(giveAway ? nobody : owner, Files.getOwner(file), "the owner is kept where the system allows it");

        Path fresh = dir.resolve("fresh.pgn");
        store.save(fresh, GAME);
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(fresh)));
    }

    @Test
    void theDataFolderIsPrivateAndSoIsTheAutosave() throws IOException {
        assumePosix();
        SaveStore data = new SaveStore(dir.resolve("share/turnpan-chess"));
        assertInstanceOf(SaveResult.Saved.class, data.autosave(GAME));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(data.folder())));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(data.autosaveFile())));
    }

    @Test
    void saveNeverCreatesAFolder() {
        Path file = dir.resolve("no-such-folder/game.pgn");
        assertEquals(new SaveResult.Failed(new StoreProblem.NoFolder(file)), store.save(file, GAME));
        assertFalse(Files.exists(file.getParent()));
    }

    @Test
    void aPipeIsNeitherReplacedNorOpened() throws Exception {
        Path fifo = dir.resolve("pipe.pgn");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "mkfifo made no pipe");
        assertEquals(new SaveResult.Failed(new StoreProblem.NotAFile(fifo)), store.save(fifo, GAME));
        assertEquals(new SaveResult.Failed(new StoreProblem.NotAFile(fifo)), store.append(fifo, GAME));
        assertTrue(Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther(),
                "still a pipe");
        LoadResult opened = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> store.load(fifo), "opening a pipe hangs");
        assertEquals(new LoadResult.Failed(new StoreProblem.NotAFile(fifo)), opened);
    }

    @Test
    void aDeviceIsNeitherReplacedNorOpened() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "needs /dev/zero");
        // only the check: a bug here must never write over a device on the machine running the tests
        assertEquals(new SafeWriteTarget.Refused(new StoreProblem.NotAFile(zero)), SafeWriteTarget.check(zero));
        assertEquals(new SafeWriteTarget.Refused(new StoreProblem.NotAFile(Path.of("/dev/null"))),
                SafeWriteTarget.check(Path.of("/dev/null")));
        LoadResult opened = assertTimeoutPreemptively(Duration.ofSeconds(5), () -> store.load(zero), "reading /dev/zero never ends");
        assertEquals(new LoadResult.Failed(new StoreProblem.NotAFile(zero)), opened);
    }

    @Test
    void appendAddsTheGameAfterTheOldOnesAndKeepsTheMode() throws IOException {
        Path file = dir.resolve("collection.pgn");
        Files.writeString(file, OLD + "\n\n\n");
        boolean posix = AtomicTextFile.posix(file);
        if (posix) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-r--"));
        }
        assertEquals(new SaveResult.Saved(file), store.append(file, GAME));
        assertEquals(OLD.stripTrailing() + "\n\n" + GAME, Files.readString(file));
        assertEquals(2, PgnRecord.read(Files.readString(file), 1).games());
        if (posix) {
            assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
    }

    private static UserPrincipal lookup(String name) {
        try {
            return java.nio.file.FileSystems.getDefault().getUserPrincipalLookupService().lookupPrincipalByName(name);
        } catch (IOException e) {
            return null;
        }
    }

    /** Gives the file away (only root may); false when this user cannot. */
    private static boolean tryOwner(Path file, UserPrincipal who) {
        try {
            Files.setOwner(file, who);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private void assumePosix() {
        assumeTrue(AtomicTextFile.posix(dir), "needs POSIX permissions");
    }
}
