package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/** A new game's first sentence tells the player their colour and whose move it is, in every language, in both front ends. */
class StartSentenceTest {

    /** An engine that thinks for ever: the position stays at the start while the sentence is made. */
    private static final Opponent THINKER = new Opponent() {
        @Override
        public String name() {
            return "thinker";
        }

        @Override
        public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
            return new CompletableFuture<>();
        }

        @Override
        public void stop() {
        }

        @Override
        public void close() {
        }
    };

    @ParameterizedTest(name = "{0} vs {1} in {2}")
    @CsvFileSource(resources = "/session/start-sentences.tsv", delimiter = '\t')
    void theFirstSentenceSaysYourColourAndWhoseMoveItIs(String white, String black, String lang, String expected) {
        Locale locale = Locale.forLanguageTag(lang);
        Recorder heard = new Recorder();
        SessionServices services = new SessionServices(player -> Optional.of(THINKER), GameStore.none(), null);
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale)
                .withPlayers(Player.of(white), Player.of(black)), services, heard)) {
            s.start();
            String said = Catalogue.forLocale(locale).render(heard.announcements().get(0).message(), Medium.TEXT);
            assertTrue(said.endsWith(expected), said);
            if (lang.equals("en")) {
                assertEquals(expected, said);
            }
        }
    }
}
