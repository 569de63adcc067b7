package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/** Issue 27: preferences move once from the data folder to the config folder, never lost. */
class PreferencesMoveTest {
    private static final byte[] PREFERENCES = "language=it\nvoice=espeak\nnome=Ortensia Vàlli ♞\n"
            .getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path root;

    private Path data() {
        return root.resolve("share/turnpan-chess");
    }

    private Path config() {
        return root.resolve("config/turnpan-chess");
    }

    private void oldPreferences(byte[] bytes) throws IOException {
        Files.createDirectories(data());
        Files.write(data().resolve("preferences.txt"), bytes);
    }

    private static String english(List<Message> said) {
        Catalogue en = Catalogue.forLocale(java.util.Locale.ENGLISH);
        return String.join(" ", said.stream().map(m -> en.render(m, Medium.TEXT)).toList());
    }

    @Test
    void oldPreferencesMoveIntactOnceAndTheSecondStartSaysNothing() throws IOException {
        oldPreferences(PREFERENCES);
        List<Message> first = PreferencesMove.between(data(), config());
        assertEquals(List.of("app.move.done"), first.stream().map(Message::key).toList());
        assertTrue(english(first).contains(config().toString()), english(first));
        assertArrayEquals(PREFERENCES, Files.readAllBytes(config().resolve("preferences.txt")));
        assertFalse(Files.exists(data().resolve("preferences.txt")), "the old file is removed once copied");
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(config())));
        assertEquals(List.of("preferences.txt"), names(config()), "no temporary file is left");
        assertEquals(List.of(), PreferencesMove.between(data(), config()), "the second start says nothing");
    }

    @Test
    void theSessionReadsTheMovedPreferencesFromTheConfigFolder() throws IOException {
        oldPreferences(PREFERENCES);
        try (GameStore store = UserStore.open(data(), config())) {
            assertEquals(List.of("app.move.done"), store.startNotices().stream().map(Message::key).toList());
            GameStore.Found found = store.findPreferences();
            assertEquals(new String(PREFERENCES, StandardCharsets.UTF_8), ((GameStore.Text) found).text());
            assertTrue(store.savePreferences("language=ru\n"));
        }
        assertEquals("language=ru\n", Files.readString(config().resolve("preferences.txt")));
        assertFalse(Files.exists(data().resolve("preferences.txt")));
    }

    @Test
    void anUnreadableOldFileLosesNothingAndSaysSo() throws IOException {
        oldPreferences(PREFERENCES);
        Path old = data().resolve("preferences.txt");
        // the tests run as root here, whom file permissions do not stop: the reading fails as a disk's would
        List<Message> said = PreferencesMove.between(data(), config(), file -> {
            throw new java.nio.file.AccessDeniedException(file.toString());
        });
        assertEquals(List.of("app.move.failed"), said.stream().map(Message::key).toList());
        assertTrue(english(said).contains(old.toString()), "says where the old file stays: " + english(said));
        assertTrue(english(said).contains("nothing was lost"), english(said));
        assertFalse(Files.exists(config().resolve("preferences.txt")));
        assertArrayEquals(PREFERENCES, Files.readAllBytes(old), "the old file stays, unchanged");
    }

    @Test
    void aCopyThatReadsBackDifferentlyIsUndoneAndTheOldFileStays() throws IOException {
        oldPreferences(PREFERENCES);
        Path old = data().resolve("preferences.txt");
        List<Message> said = PreferencesMove.between(data(), config(),
                file -> file.equals(old) ? Files.readAllBytes(file) : new byte[] {'x'});
        assertEquals(List.of("app.move.failed"), said.stream().map(Message::key).toList());
        assertTrue(english(said).contains("did not match"), english(said));
        assertFalse(Files.exists(config().resolve("preferences.txt")), "the bad copy is removed");
        assertArrayEquals(PREFERENCES, Files.readAllBytes(old));
    }

    @Test
    void aFileAlreadyInTheNewPlaceIsNeverOverwritten() throws IOException {
        oldPreferences(PREFERENCES);
        Files.createDirectories(config());
        Files.writeString(config().resolve("preferences.txt"), "language=bg\n");
        List<Message> said = PreferencesMove.between(data(), config());
        assertEquals(List.of("app.move.both"), said.stream().map(Message::key).toList());
        assertEquals("language=bg\n", Files.readString(config().resolve("preferences.txt")));
        assertArrayEquals(PREFERENCES, Files.readAllBytes(data().resolve(PreferencesMove.KEPT_NAME)),
                "the old file is kept under another name");
        assertEquals(List.of(), PreferencesMove.between(data(), config()), "and said once");
    }

    @Test
    void aFolderInPlaceOfTheOldFileIsLeftAlone() throws IOException {
        Files.createDirectories(data().resolve("preferences.txt"));
        List<Message> said = PreferencesMove.between(data(), config());
        assertEquals(List.of("app.move.failed"), said.stream().map(Message::key).toList());
        assertTrue(Files.isDirectory(data().resolve("preferences.txt")));
    }

    @Test
    void oneFolderForBothMovesNothing() throws IOException {
        oldPreferences(PREFERENCES);
        assertEquals(List.of(), PreferencesMove.between(data(), data()));
        assertArrayEquals(PREFERENCES, Files.readAllBytes(data().resolve("preferences.txt")));
    }

    @Test
    void theSentenceIsInEveryLanguage() {
        Message done = Message.of("app.move.done", "folder", "/x");
        for (java.util.Locale l : Catalogue.LANGUAGES) {
            String text = Catalogue.forLocale(l).render(done, Medium.TEXT);
            assertTrue(text.contains("/x") && !text.contains("app.move"), l + ": " + text);
        }
    }

    /** The names in a folder, sorted. */
    private static List<String> names(Path folder) throws IOException {
        try (java.util.stream.Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
