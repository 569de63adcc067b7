package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SaveStoreTest {

    private static final String GAME_1 = "[Event \"Casual\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:03:00]} *\n";
    private static final String GAME_2 = "[Event \"Casual\"]\n[Result \"*\"]\n\n1. e4 {[%clk 0:03:00]} e5 {[%clk 0:02:58]} *\n";

    @TempDir
    Path dir;

    private SaveStore store() {
        return new SaveStore(dir.resolve("data"));
    }

    @Test
    void theLastAutosaveIsOfferedForResume() {
        SaveStore store = store();
        assertEquals(Optional.empty(), store.unfinishedGame(), "a first run has nothing to resume");
        assertInstanceOf(SaveResult.Saved.class, store.autosave(GAME_1), "the data folder is created on the first save");
        assertInstanceOf(SaveResult.Saved.class, store.autosave(GAME_2));
        assertEquals(Optional.of(GAME_2), new SaveStore(dir.resolve("data")).unfinishedGame(), "a new run finds the last save");
    }

    @Test
    void aClearedAutosaveIsNotOfferedAgain() {
        SaveStore store = store();
        store.autosave(GAME_1);
        assertEquals(Optional.empty(), store.clearAutosave());
        assertEquals(Optional.empty(), store.unfinishedGame());
        assertEquals(Optional.empty(), store.clearAutosave(), "clearing twice is harmless");
        assertFalse(Files.exists(store.autosaveFile()));
    }

    @Test
    void aBlankAutosaveIsNothingToResume() {
        SaveStore store = store();
        store.autosave("  \n");
        assertEquals(Optional.empty(), store.unfinishedGame());
    }

    @Test
    void aCrashBeforeTheRenameLeavesThePreviousSaveIntact() throws IOException {
        SaveStore store = store();
        store.autosave(GAME_1);
        // the crash: the new text reached a temporary file, the rename never happened
        Path temp = AtomicTextFile.writeTemp(store.autosaveFile(), GAME_2.substring(0, 20));
        assertTrue(Files.exists(temp));
        assertEquals(Optional.of(GAME_1), store.unfinishedGame());
        assertTrue(Files.exists(temp), "a fresh temporary file may belong to a save still running: kept");
        Files.setLastModifiedTime(temp, FileTime.from(Instant.now().minus(SaveStore.STALE_TEMP_AGE).minusSeconds(1)));
        assertEquals(Optional.of(GAME_1), store.unfinishedGame());
        assertFalse(Files.exists(temp), "a stale temporary file is swept away");
    }

    @Test
    void successfulSavesLeaveNoTemporaryFiles() throws IOException {
        SaveStore store = store();
        for (int i = 0; i < 20; i++) {
            store.autosave(GAME_1 + i);
        }
        try (var files = Files.list(store.folder())) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void saveAsAndOpenRoundTripEveryLanguage() {
        String text = "[White \"Игрок\"]\n[Black \"Người chơi\"]\n[Site \"Perugia, Italia\"]\n[Annotator \"Иван Попов\"]\n\n1. e4 *\n";
        Path file = dir.resolve("my game.pgn");
        assertEquals(new SaveResult.Saved(file), store().save(file, text));
        assertEquals(new LoadResult.Loaded(file, text), store().load(file));
    }

    @Test
    void saveAsReplacesAnOldFileWhole() throws IOException {
        Path file = dir.resolve("game.pgn");
        Files.writeString(file, GAME_2 + GAME_2 + GAME_2);
        store().save(file, GAME_1);
        assertEquals(GAME_1, Files.readString(file));
    }

    @Test
    void openingAMissingFileIsAProblemNotACrash() {
        Path missing = dir.resolve("nowhere/game.pgn");
        assertEquals(new LoadResult.Failed(new StoreProblem.NotFound(missing)), store().load(missing));
    }

    @Test
    void openingAFolderIsAProblem() {
        assertEquals(new LoadResult.Failed(new StoreProblem.IsAFolder(dir)), store().load(dir));
        assertEquals(new SaveResult.Failed(new StoreProblem.IsAFolder(dir)), store().save(dir, GAME_1));
    }

    @Test
    void aFileOverTheLimitIsRefusedWithItsSize() throws IOException {
        Path big = dir.resolve("big.pgn");
        Files.writeString(big, "x".repeat(5000));
        LoadResult result = new SaveStore(dir, 1000).load(big);
        assertEquals(new LoadResult.Failed(new StoreProblem.TooLarge(big, 5000, 1000)), result);
        assertInstanceOf(LoadResult.Loaded.class, new SaveStore(dir, 5000).load(big), "exactly at the limit is fine");
    }

    @Test
    void binaryDataIsNotText() throws IOException {
        Path zip = dir.resolve("games.zip");
        Files.write(zip, new byte[] {'P', 'K', 3, 4, 0, 0, 8, 0});
        assertEquals(new LoadResult.Failed(new StoreProblem.NotText(zip)), store().load(zip));
    }

    @Test
    void oldEightBitPgnFilesAndByteOrderMarksAreRead() throws IOException {
        Path latin = dir.resolve("old.pgn");
        Files.write(latin, "[White \"Réti\"]\n".getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(new LoadResult.Loaded(latin, "[White \"Réti\"]\n"), store().load(latin));
        Path bom = dir.resolve("bom.pgn");
        Files.write(bom, ("\uFEFF" + GAME_1).getBytes(StandardCharsets.UTF_8));
        assertEquals(new LoadResult.Loaded(bom, GAME_1), store().load(bom));
    }

    @Test
    void anUnreadableFileIsAProblem() throws IOException {
        Path locked = dir.resolve("locked.pgn");
        Files.writeString(locked, GAME_1);
        assumePosix();
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        assumeFalse(Files.isReadable(locked), "running as root: permissions do not stop reading");
        assertEquals(new LoadResult.Failed(new StoreProblem.NotReadable(locked)), store().load(locked));
    }

    @Test
    void aReadOnlyFolderIsAProblemAndThePreviousSaveSurvives() throws IOException {
        Path folder = dir.resolve("ro");
        SaveStore store = new SaveStore(folder);
        store.autosave(GAME_1);
        assumePosix();
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeFalse(Files.isWritable(folder), "running as root: permissions do not stop writing");
            assertEquals(new SaveResult.Failed(new StoreProblem.NotWritable(store.autosaveFile())), store.autosave(GAME_2));
            assertEquals(Optional.of(GAME_1), store.unfinishedGame());
            assertTrue(store.clearAutosave().isPresent(), "the autosave cannot be deleted either");
        } finally {
            Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    @Test
    void aDataFolderThatCannotBeCreatedIsAProblemNotACrash() throws IOException {
        Path notAFolder = dir.resolve("plain-file");
        Files.writeString(notAFolder, "I am a file");
        SaveStore store = new SaveStore(notAFolder.resolve("data"));
        assertEquals(new SaveResult.Failed(new StoreProblem.NotWritable(store.autosaveFile())), store.autosave(GAME_1));
        assertEquals(Optional.empty(), store.unfinishedGame());
        assertEquals("I am a file", Files.readString(notAFolder));
    }

    @Test
    void theAutosaveBytesAreExactlyTheText() throws IOException {
        SaveStore store = store();
        store.autosave(GAME_2);
        assertArrayEquals(GAME_2.getBytes(StandardCharsets.UTF_8), Files.readAllBytes(store.autosaveFile()));
        assertEquals(store.folder().resolve(SaveStore.AUTOSAVE_NAME), store.autosaveFile());
    }

    private void assumePosix() {
        assumeFalse(!dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "needs POSIX permissions");
    }
}
