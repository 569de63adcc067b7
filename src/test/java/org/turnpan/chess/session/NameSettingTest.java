package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.files.FolderGameStore;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Issue 27: the {@code name} setting names the player at this keyboard in saved games' White or
 * Black tag instead of "?"; said, cleared, refused when no tag can hold it, kept between runs.
 */
class NameSettingTest {
    @TempDir
    Path folder;

    private final Recorder heard = new Recorder();

    private GameSession session(SessionSettings settings, GameStore store) {
        GameSession s = new GameSession(settings, new SessionServices(FakeOpponent.factory(false), store, () -> 0L), heard);
        s.start();
        return s;
    }

    private String last() {
        List<String> lines = heard.lines();
        return lines.get(lines.size() - 1);
    }

    @Test
    void aSavedGameCarriesTheNameOfThePlayerAtThisKeyboard() throws IOException {
        try (GameSession s = session(SessionSettings.defaults().withPlayers(Player.HUMAN, Player.builtin(1)),
                GameStore.none())) {
            s.submit("name");
            assertTrue(last().startsWith("No name is set"), last());
            s.submit("name Ortensia Valli");
            assertEquals("Your name in saved games is now Ortensia Valli.", last());
            s.submit("name");
            assertEquals("Your name in saved games is Ortensia Valli.", last());
            Path file = folder.resolve("game.pgn");
            s.perform(new Intent.Save(file, true));
            assertTrue(Files.exists(file), "the game is saved");
            String pgn = Files.readString(file);
            assertTrue(pgn.contains("[White \"Ortensia Valli\"]") && pgn.contains("[Black \"Turnpan 1\"]"), pgn);
            s.submit("name clear");
            assertTrue(last().startsWith("Your name is forgotten"), last());
            assertTrue(s.pgnText().contains("[White \"?\"]"), s.pgnText());
        }
    }

    @Test
    void theNameGoesToTheBlackTagWhenThePlayerHasBlack() {
        try (GameSession s = session(SessionSettings.defaults().withPlayers(Player.builtin(2), Player.HUMAN),
                GameStore.none())) {
            s.submit("name Ortensia Valli");
            String pgn = s.pgnText();
            assertTrue(pgn.contains("[White \"Turnpan 2\"]") && pgn.contains("[Black \"Ortensia Valli\"]"), pgn);
        }
    }

    @Test
    void twoPlayersSharingTheKeyboardStayUnknown() {
        try (GameSession s = session(SessionSettings.defaults(), GameStore.none())) {
            s.submit("name Ortensia Valli");
            String pgn = s.pgnText();
            assertTrue(pgn.contains("[White \"?\"]") && pgn.contains("[Black \"?\"]"), pgn);
        }
    }

    @Test
    void aNameNoTagCanHoldIsRefusedAndNothingChanges() {
        try (GameSession s = session(SessionSettings.defaults(), GameStore.none())) {
            s.submit("name " + "a".repeat(Preferences.MAX_NAME + 1));
            assertTrue(last().startsWith("That name cannot be kept"), last());
            assertEquals("", s.settings().preferences().playerName());
            s.settingsControl().changePlayerName("Anna\nKarenina\u0007");
            assertEquals("Anna Karenina", s.settings().preferences().playerName(),
                    "a line break would end the tag: cleaned as all outside text is");
        }
    }

    @Test
    void theNameIsKeptBetweenRunsInThePreferences() throws IOException {
        try (GameSession s = session(SessionSettings.defaults(), FolderGameStore.open(new SaveStore(folder)))) {
            s.settingsControl().changePlayerName("Ортензия Валли");
        }
        assertTrue(Files.readString(folder.resolve("preferences.txt")).contains("name = Ортензия Валли"));
        try (GameSession again = session(SessionSettings.defaults(), FolderGameStore.open(new SaveStore(folder)))) {
            assertEquals("Ортензия Валли", again.settings().preferences().playerName());
        }
    }
}
