package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.session.files.TypedPath;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;

/**
 * {@code save ~/games/x.pgn} and {@code open ~/x.pgn}: a name that starts with {@code ~} and a
 * separator starts in the home folder, as in a shell. Players heard "There is no folder
 * /work/~, so x.pgn was not saved" before.
 */
class HomeFolderPathTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "~/games/x.pgn   | /home/ada/games/x.pgn",
        "~               | /home/ada",
        "~/              | /home/ada",
        "games/~/x.pgn   | games/~/x.pgn",
        "~ada/x.pgn      | ~ada/x.pgn",
        "~x.pgn          | ~x.pgn",
        "/tmp/x.pgn      | /tmp/x.pgn",
    })
    void aLeadingTildeAndSlashIsTheHomeFolder(String typed, String path) {
        assertEquals(Optional.of(Path.of(path)), TypedPath.parse(typed, "/home/ada"));
    }

    @Test
    void withoutAHomeFolderTheTildeIsKeptAsTyped() {
        assertEquals(Optional.of(Path.of("~/x.pgn")), TypedPath.parse("~/x.pgn", null));
    }

    @Test
    void openNamesTheFileInTheHomeFolder() {
        String missing = "turnpan-no-such-game-" + System.nanoTime() + ".pgn";
        List<Announcement> heard = new ArrayList<>();
        try (GameSession s = new GameSession(SessionSettings.defaults(), SessionServices.basic(), SessionListener.of(heard::add))) {
            s.start();
            heard.clear();
            s.submit("open ~/" + missing);
            String said = Catalogue.forLocale(Locale.ENGLISH).render(heard.get(0).message());
            assertEquals("There is no file named " + missing + " in " + Path.of(System.getProperty("user.home")).toAbsolutePath()
                    + ".", said);
            assertTrue(!said.contains("~"), said);
        }
    }
}
