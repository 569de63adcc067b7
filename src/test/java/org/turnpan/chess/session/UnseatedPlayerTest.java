package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;

/**
 * An engine that cannot be seated at the start of a game is said, and its side is played from the
 * keyboard, as the sentence says. The settings used to keep the engine: every later {@code new}
 * (even {@code new black builtin:2}, about the other side) tried it again and said the same
 * refusals again, and a {@code new} looked like a game against it.
 */
class UnseatedPlayerTest {

    @Test
    void aSideThatCouldNotBeSeatedIsPlayedFromTheKeyboardFromThenOn(@TempDir Path dir) throws IOException {
        Path notAProgram = Files.writeString(dir.resolve("engine.txt"), "not a program");
        List<Announcement> heard = new ArrayList<>();
        try (GameSession s = new GameSession(SessionSettings.defaults(),
                new SessionServices(OpponentFactory.engines(Duration.ofMillis(100)), GameStore.none(), () -> 0L),
                SessionListener.of(heard::add))) {
            s.start();
            s.submit("new white uci:" + notAProgram);
            assertTrue(keys(heard).contains("session.player.unknown"), keys(heard).toString());
            assertEquals(Player.HUMAN, s.settings().player(Side.WHITE), "the settings say what the sentence said");
            heard.clear();
            s.submit("new black builtin:2");
            assertEquals(List.of("session.start.first"), keys(heard), "no refusal about White again");
            String said = Catalogue.forLocale(Locale.ENGLISH).render(heard.get(0).message());
            assertTrue(said.contains("Turnpan 2") && !said.contains("engine.txt"), said);
            assertEquals(Player.HUMAN, s.settings().player(Side.WHITE));
        }
    }

    private static List<String> keys(List<Announcement> heard) {
        return heard.stream().map(a -> a.message().key()).toList();
    }
}
