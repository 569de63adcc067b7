package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.speech.Catalogue;

/** The goodbye never claims a save that did not happen. */
class FarewellTest {

    private static GameStore store(boolean writable) {
        return new GameStore() {
            @Override
            public boolean save(String pgn) {
                return writable;
            }

            @Override
            public Optional<String> load() {
                return Optional.empty();
            }

            @Override
            public void clear() {
            }
        };
    }

    @ParameterizedTest(name = "{0} (store writable: {1})")
    @CsvSource(delimiter = '|', value = {
        "e4 e5 | true | Goodbye. The game is saved; it will be offered next time.",
        "e4 e5 | false | Goodbye. The game could not be saved, so it will not be offered next time.",
        "f3 e5 g4 Qh4 | true | Goodbye. The game is over, so it is not kept as an unfinished game.",
        "'' | true | Goodbye.",
    })
    void theGoodbyeSaysWhatBecameOfTheGame(String moves, boolean writable, String expected) {
        try (GameSession s = new GameSession(SessionSettings.defaults(), new SessionServices(null, store(writable), null),
                SessionListener.of(a -> { }))) {
            s.start();
            for (String m : moves.split(" ")) {
                if (!m.isBlank()) {
                    s.submit(m);
                }
            }
            assertEquals(expected, Catalogue.forLocale(Locale.ENGLISH).render(s.farewell()));
        }
    }
}
