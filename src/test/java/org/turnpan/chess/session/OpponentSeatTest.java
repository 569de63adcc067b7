package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;

/** An opponent that fails never freezes the game: its side goes to the keyboard, and "player" seats another. */
class OpponentSeatTest {
    private final List<Announcement> said = new CopyOnWriteArrayList<>();
    private final FakeOpponent[] made = new FakeOpponent[1];

    /** Engines at level 1 answer at once; at level 2 they hold their answers for the test to give. */
    private GameSession session(String black) {
        OpponentFactory factory = player -> {
            made[0] = new FakeOpponent(player.equals(Player.builtin(2)));
            return java.util.Optional.of(made[0]);
        };
        GameSession s = new GameSession(SessionSettings.defaults().withPlayers(Player.HUMAN, Player.of(black)),
                new SessionServices(factory, null, null), SessionListener.of(said::add));
        s.start();
        return s;
    }

    private List<String> spoken() {
        return said.stream().map(a -> Catalogue.forLocale(Locale.ENGLISH).render(a.message())).toList();
    }

    @Test
    void anOpponentThatDiesMidGameHandsItsSideToTheKeyboardAndNothingWaits() throws Exception {
        try (GameSession s = session("builtin:2")) {
            s.submit("e4");
            assertEquals(1, made[0].pending.size(), "Black was asked to move");
            made[0].pending.get(0).completeExceptionally(new IllegalStateException("engine died"));
            assertTrue(s.awaitOpponents(Duration.ofSeconds(5)), "awaiting a dead opponent must not block");
            assertTrue(s.isHumanToMove(), "Black is now played from the keyboard");
            assertTrue(spoken().stream().anyMatch(t -> t.startsWith("Black will now be played from this keyboard")),
                    spoken().toString());
            s.submit("e5");
            assertEquals(2, s.game().plyCount(), "the person plays Black's move: " + spoken());
        }
    }

    @Test
    void thePlayerCommandSeatsAnEngineAndKeepsTheGame() throws Exception {
        try (GameSession s = session("human")) {
            s.submit("e4");
            s.submit("player black builtin:1");
            assertTrue(s.awaitOpponents(Duration.ofSeconds(5)));
            assertEquals(2, s.game().plyCount(), "the new opponent answered in the same game");
            assertTrue(spoken().contains("Black is now played by Fake. The game goes on."), spoken().toString());
            s.submit("player black human");
            s.submit("d4");
            s.submit("d5");
            assertEquals(4, s.game().plyCount(), "Black is typed again: " + spoken());
        }
    }
}
