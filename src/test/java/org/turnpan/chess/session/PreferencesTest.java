package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.session.files.FolderGameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.ColourTheme;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.tts.Earcon;

/**
 * The player's comforts (speech rate, volume, theme, zoom, the engine last chosen): typed in five
 * languages as the window's menus and keys set them, said back, and kept in preferences.txt
 * between runs; a damaged file is read as far as it goes, told, and never written over.
 */
class PreferencesTest {
    @TempDir
    Path folder;

    static Stream<String[]> typed() {
        try (InputStream in = PreferencesTest.class.getResourceAsStream("/session/preference-commands.tsv")) {
            List<String[]> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t")).toList();
            if (rows.size() < 20) {
                throw new IllegalStateException("preference-commands.tsv lost its rows");
            }
            return rows.stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("typed")
    void typedInEveryLanguage(String lang, String typed, String said, String rate, String volume, String theme,
                              String zoom) {
        Locale locale = Locale.forLanguageTag(lang);
        Recorder heard = new Recorder();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale), SessionServices.basic(),
                heard)) {
            s.start();
            heard.clear();
            s.submit(typed);
            Catalogue m = Catalogue.forLocale(locale);
            List<String> lines = heard.announcements().stream().map(Announcement::message).map(x -> m.render(x, Medium.TEXT)).toList();
            assertEquals(List.of(said), lines);
            Preferences p = s.settings().preferences();
            assertEquals(List.of(rate, volume, theme, zoom), List.of(String.valueOf(p.rate()), String.valueOf(p.volume()),
                    p.theme().name().toLowerCase(Locale.ROOT), String.valueOf(p.zoom())));
        }
    }

    @Test
    void aFileRoundTripsAndStepsOfZoomStayInRange() {
        Preferences p = Preferences.DEFAULTS.withRate(150).withVolume(70).withTheme(ColourTheme.DARK).withZoom(175)
                .withLevel(6).withEnginePath("/usr/games/stockfish").withSound(Earcon.CAPTURE, false)
                .withSound(Earcon.LOW_TIME, false);
        assertTrue(p.format().contains("sounds.off = capture, low_time\n"), p.format());
        assertEquals(new Preferences.Read(p, List.of()), Preferences.parse(p.format()));
        Preferences quiet = Preferences.DEFAULTS.withSounds(Set.of());
        assertEquals(new Preferences.Read(quiet, List.of()), Preferences.parse(quiet.format()));
        assertTrue(Preferences.DEFAULTS.format().contains("sounds.off = \n"), "every sound is on by default");
        assertEquals(125, Preferences.DEFAULTS.zoomedBy(1).zoom());
        assertEquals(75, Preferences.DEFAULTS.zoomedBy(-1).zoom());
        assertEquals(300, Preferences.DEFAULTS.withZoom(290).zoomedBy(1).zoom());
        assertEquals(275, Preferences.DEFAULTS.withZoom(290).zoomedBy(-1).zoom());
        assertEquals(50, Preferences.DEFAULTS.withZoom(50).zoomedBy(-1).zoom());
    }

    @Test
    void damagedLinesAreSkippedAndCounted() {
        Preferences.Read read = Preferences.parse("# comment\nrate = 150\nrate = fast\nwhat\ncolour = red\n\nzoom=400\n"
                + "theme = DARK\nengine = C:\\Engines\\sf.exe\n");
        assertEquals(List.of(3, 4, 5, 7), read.damagedLines());
        assertEquals(150, read.preferences().rate());
        assertEquals(100, read.preferences().zoom());
        assertEquals(ColourTheme.DARK, read.preferences().theme());
        assertEquals("C:\\Engines\\sf.exe", read.preferences().enginePath());
        assertEquals(new Preferences.Read(Preferences.DEFAULTS, List.of()), Preferences.parse(""));
    }

    private GameSession session(Recorder heard) {
        return new GameSession(SessionSettings.defaults(), new SessionServices(null,
                FolderGameStore.open(new SaveStore(folder)), () -> 0L), heard);
    }

    @Test
    void keptBetweenRunsInTheDataFolder() throws IOException {
        try (GameSession s = session(new Recorder())) {
            s.start();
            s.settingsControl().changeRate(150);
            s.settingsControl().changeTheme(ColourTheme.DARK);
            s.perform(Intent.NewGame.as(org.turnpan.chess.rules.Side.WHITE, Player.uci("/opt/engines/sf"),
                    org.turnpan.chess.clock.TimeControl.untimed()));
        }
        String text = Files.readString(folder.resolve("preferences.txt"));
        assertTrue(text.contains("rate = 150") && text.contains("theme = dark") && text.contains("engine = /opt/engines/sf"),
                text);
        try (GameSession again = session(new Recorder())) {
            again.start();
            Preferences p = again.settings().preferences();
            assertEquals(150, p.rate());
            assertEquals(ColourTheme.DARK, p.theme());
            assertEquals("/opt/engines/sf", p.enginePath());
        }
    }

    /** Issue 24: the player's keys, typed or from the Keys dialog, refused on a clash, kept between runs. */
    @Test
    void keysRebornTypedOrFromTheWindowAreKeptBetweenRuns() throws IOException {
        Recorder heard = new Recorder();
        try (GameSession s = session(heard)) {
            s.start();
            heard.clear();
            s.submit("keys bind alt+r ctrl+r");
            s.submit("keys bind M Alt+F");
            s.submit("keys bind M Tab");
            s.submit("keys bind M Ctrl+Hyper");
            s.settingsControl().rebindKey(KeyChord.parse("Alt+F").orElseThrow(), KeyChord.parse("Ctrl+Shift+F5").orElseThrow());
            assertEquals(List.of("The key Ctrl+R now does what Alt+R did (read this rank from a to h), and Alt+R does nothing now.",
                    "The key Alt+F is already used (read this file from 1 to 8). Choose another key, or first give that"
                            + " action another key.",
                    "The key Tab is kept for moving through the window, the menus and screen readers. Choose another key.",
                    "There is no key called \"Ctrl+Hyper\". Write a key as Ctrl+R, Alt+Left, Shift+F5 or F8.",
                    "The key Ctrl+Shift+F5 now does what Alt+F did (read this file from 1 to 8), and Alt+F does nothing now."), heard.lines());
        }
        String text = Files.readString(folder.resolve("preferences.txt"));
        assertTrue(text.contains("key.ask.rank = Ctrl+R\n") && text.contains("key.ask.file = Ctrl+Shift+F5\n"), text);
        Recorder again = new Recorder();
        try (GameSession s = session(again)) {
            s.start();
            KeyBindings keys = s.settings().preferences().keys();
            assertEquals("ask.rank", keys.actionAt(KeyChord.parse("Ctrl+R").orElseThrow()).orElseThrow().name());
            assertEquals(java.util.Optional.empty(), keys.actionAt(KeyChord.parse("Alt+R").orElseThrow()));
            again.clear();
            s.submit("keys");
            assertTrue(again.lines().contains("Ctrl+R: read this rank from a to h"), again.lines().toString());
            assertTrue(again.lines().contains("Alt+D: who attacks and who defends this square"), again.lines().toString());
            s.submit("keys reset");
            assertEquals("Every key is back as it was at first.", again.lines().get(again.lines().size() - 1));
            assertTrue(s.settings().preferences().keys().isDefault());
        }
        assertFalse(Files.readString(folder.resolve("preferences.txt")).contains("key."));
        // a file edited by hand where one key would do two things: those lines are damaged, the keys stay as at first
        Preferences.Read clash = Preferences.parse("key.ask.rank = Alt+F\nrate = 120\n");
        assertEquals(List.of(1), clash.damagedLines());
        assertTrue(clash.preferences().keys().isDefault());
        assertEquals(120, clash.preferences().rate());
    }

    @Test
    void keysAreTypedInEveryLanguage() {
        for (String[] typed : new String[][] {{"it", "tasti assegna Alt+R Ctrl+R", "Il tasto Ctrl+R ora fa"},
            {"ru", "клавиши назначить Alt+R Ctrl+R", "Клавиша Ctrl+R теперь делает"},
            {"bg", "клавиши задай Alt+R Ctrl+R", "Клавишът Ctrl+R сега прави"},
            {"vi", "phím gán Alt+R Ctrl+R", "Phím Ctrl+R giờ làm việc"}}) {
            Recorder heard = new Recorder();
            try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(typed[0])),
                    SessionServices.basic(), heard)) {
                s.start();
                heard.clear();
                s.submit(typed[1]);
                Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(typed[0]));
                String said = m.render(heard.announcements().get(0).message(), Medium.TEXT);
                assertTrue(said.startsWith(typed[2]), typed[0] + ": " + said);
            }
        }
    }

    @Test
    void soundsSwitchedFromTheMenuOrTypedAreKeptBetweenRuns() throws IOException {
        Recorder heard = new Recorder();
        try (GameSession s = session(heard)) {
            s.start();
            s.settingsControl().switchSound(Earcon.CAPTURE, false);
            s.submit("sounds check off");
            assertEquals(List.of("The sound for a capture is off.", "The sound for check is off."),
                    heard.lines().subList(heard.lines().size() - 2, heard.lines().size()));
        }
        assertTrue(Files.readString(folder.resolve("preferences.txt")).contains("sounds.off = capture, check\n"));
        Recorder again = new Recorder();
        try (GameSession s = session(again)) {
            s.start();
            assertEquals(EnumSet.of(Earcon.ILLEGAL_MOVE, Earcon.BOARD_EDGE, Earcon.LOW_TIME),
                    s.settings().preferences().sounds());
            again.clear();
            s.submit("sounds");
            assertEquals(List.of("Sounds are on for a refused move, the edge of the board and low time, and off for"
                    + " a capture and check."), again.lines());
        }
        Preferences.Read damaged = Preferences.parse("sounds.off = capture, loud\n");
        assertEquals(List.of(1), damaged.damagedLines());
        assertEquals(Preferences.DEFAULTS.sounds(), damaged.preferences().sounds());
    }

    @Test
    void theOpponentsChatSwitchedTypedOrFromTheWindowIsKeptBetweenRuns() throws IOException {
        Recorder heard = new Recorder();
        try (GameSession s = session(heard)) {
            s.start();
            s.submit("online chat");
            s.submit("online chat off");
            assertEquals(List.of("Opponent's chat is on.", "Chat messages are no longer read out."),
                    heard.lines().subList(heard.lines().size() - 2, heard.lines().size()));
        }
        assertTrue(Files.readString(folder.resolve("preferences.txt")).contains("chat = off\n"));
        Recorder again = new Recorder();
        try (GameSession s = session(again)) {
            s.start();
            assertFalse(s.settings().preferences().chat());
            again.clear();
            s.submit("online chat");
            s.settingsControl().switchChat(true);
            s.submit("online chat");
            assertEquals(List.of("Opponent's chat is off.", "Chat messages are read out.", "Opponent's chat is on."),
                    again.lines());
        }
        assertTrue(Files.readString(folder.resolve("preferences.txt")).contains("chat = on\n"));
        Preferences off = Preferences.DEFAULTS.withChat(false);
        assertEquals(new Preferences.Read(off, List.of()), Preferences.parse(off.format()));
        assertTrue(Preferences.DEFAULTS.chat(), "chat is read out by default");
        Preferences.Read damaged = Preferences.parse("chat = loud\n");
        assertEquals(List.of(1), damaged.damagedLines());
        assertTrue(damaged.preferences().chat());
    }

    @Test
    void aDamagedFileIsSetAsideAtOnceAndWhatCouldBeReadIsKept() throws IOException {
        Path file = folder.resolve("preferences.txt");
        Files.writeString(file, "rate = 150\nzoom = huge\n");
        Recorder heard = new Recorder();
        try (GameSession s = session(heard)) {
            s.start();
            assertTrue(heard.lines().get(0).matches("The preferences file could not be read in full, so it was set aside"
                    + " unchanged as preferences\\.unreadable-[0-9T-]+\\.txt\\."), heard.lines().toString());
            assertEquals(150, s.settings().preferences().rate());
        }
        assertEquals("rate = 150\nzoom = huge\n", Files.readString(aside()), "kept whole");
        assertTrue(Files.readString(file).contains("rate = 150\n"), "what could be read is written back at once");
        Recorder again = new Recorder();
        try (GameSession s = session(again)) {
            s.start();
            assertEquals(150, s.settings().preferences().rate());
            assertFalse(again.lines().get(0).contains("preferences"), again.lines().toString());
        }
    }

    /**
     * Issue 21, item 5: 2,000 lines that cannot be read gave a StackOverflowError at every start
     * (the list of their numbers was rendered by recursion), 1,000 a 5,038-character sentence. Now
     * one short sentence at once, and the file set aside, byte for byte.
     */
    @Test
    void twoThousandBadLinesAreOneShortSentenceAndTheFileIsSetAside() throws IOException {
        Path file = folder.resolve("preferences.txt");
        String text = "zoom = huge\n".repeat(2_000);
        Files.writeString(file, text);
        Recorder heard = new Recorder();
        try (GameSession s = session(heard)) {
            s.start();
            String first = heard.lines().get(0);
            assertTrue(first.startsWith("The preferences file could not be read in full"), first);
            assertTrue(first.length() < 150, first.length() + " characters");
            assertEquals(1, heard.lines().stream().filter(l -> l.contains("preferences")).count(), heard.lines().toString());
        }
        assertEquals(text, Files.readString(aside()));
        assertFalse(Files.exists(file), "nothing readable to write back");
    }

    private Path aside() throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().startsWith("preferences.unreadable-")).findFirst()
                    .orElseThrow();
        }
    }

    @Test
    void aFileThatIsNoTextIsToldAndLeftAlone() throws IOException {
        Path file = folder.resolve("preferences.txt");
        byte[] binary = {0, 1, 2, 3, (byte) 0xff, 0, 0, 7};
        Files.write(file, binary);
        Recorder heard = new Recorder();
        try (GameSession s = session(heard)) {
            s.start();
            assertTrue(heard.lines().get(0).startsWith("The preferences file could not be read. It is not a text file, so it"
                    + " cannot hold settings."), heard.lines().toString());
            assertFalse(heard.lines().get(0).contains("chess game"), heard.lines().toString());
            assertEquals(Preferences.DEFAULTS, s.settings().preferences());
        }
        assertEquals(8, Files.size(file));
        assertFalse(Files.readString(folder.resolve("preferences.txt"), StandardCharsets.ISO_8859_1).isEmpty());
    }

    @Test
    void resigningByTheWindowAsksAndTheAnswerMayBeTypedOrAButton() {
        Recorder heard = new Recorder();
        try (GameSession s = new GameSession(SessionSettings.defaults(), SessionServices.basic(), heard)) {
            s.start();
            s.submit("e4");
            s.perform(new Intent.Resign());
            assertEquals("Resign this game? Say yes or no.", heard.lines().get(heard.lines().size() - 1));
            s.answer(false);
            assertEquals("You did not resign; the game goes on.", heard.lines().get(heard.lines().size() - 1));
            assertFalse(s.game().isOver());
            s.perform(new Intent.Resign());
            s.submit("yes");
            assertTrue(s.game().isOver());
            s.perform(new Intent.Resign());
            assertTrue(s.question().isEmpty(), "a finished game is not resigned again");
        }
    }
}
