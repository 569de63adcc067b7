package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
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

    /**
     * A disk that fills up (or turns read-only) mid-game keeps the game saved before: the goodbye
     * said "it will not be offered next time", but the next start offered that earlier save. It now
     * says which game will be offered, in every language.
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void aFailedSaveAfterAnEarlierOneSaysWhichGameWillBeOffered(String lang) {
        MemoryStore disk = new MemoryStore();
        java.util.concurrent.atomic.AtomicBoolean full = new java.util.concurrent.atomic.AtomicBoolean();
        GameStore store = new GameStore() {
            @Override
            public boolean save(String pgn) {
                return !full.get() && disk.save(pgn);
            }

            @Override
            public Optional<String> load() {
                return disk.load();
            }

            @Override
            public void clear() {
                disk.clear();
            }
        };
        Locale locale = Locale.forLanguageTag(lang);
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale),
                new SessionServices(null, store, null), SessionListener.of(a -> { }))) {
            s.start();
            s.submit("e4");
            s.submit("e5");
            s.submit("Nf3");
            full.set(true);
            s.submit("Nc6");
            s.submit("Bb5");
            org.turnpan.chess.speech.Message bye = s.farewell();
            assertEquals("session.console.bye.unsaved.older", bye.key());
            String said = Catalogue.forLocale(locale).render(bye);
            String three = Catalogue.forLocale(locale).render(
                    new SessionWords(SessionSettings.defaults().withLocale(locale)).halfMoves(3));
            org.junit.jupiter.api.Assertions.assertTrue(said.contains(three) && said.endsWith(".") && !said.contains("{"),
                    "names the three half-moves saved: " + said);
        }
        try (GameSession next = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, null),
                SessionListener.of(a -> { }))) {
            next.start();
            next.submit("resume");
            assertEquals(3, next.game().plyCount(), "the game offered is the one the goodbye named");
        }
    }
}
