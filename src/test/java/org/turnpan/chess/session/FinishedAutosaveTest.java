package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.PgnRecord;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Phraser;

/**
 * The last move of a game is written to the autosave before it is said, and the autosave is
 * cleared once the result has been said; a kill in between leaves a finished game in the autosave.
 * The next start dropped it without a word, so a player who never heard the mate did not learn
 * how the game ended. The start now says that the game saved last time is over, and how.
 */
class FinishedAutosaveTest {
    private static final String MATED = "[Event \"Turnpan Chess\"]\n[White \"human\"]\n[Black \"human\"]\n"
            + "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void aFinishedGameFoundAtStartIsSaidWithItsEnding(String lang) {
        Locale locale = Locale.forLanguageTag(lang);
        MemoryStore store = new MemoryStore();
        store.save(MATED);
        List<Announcement> heard = new ArrayList<>();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale),
                new SessionServices(null, store, () -> 0L), SessionListener.of(heard::add))) {
            s.start();
            assertFalse(s.isResumeOffered(), "a finished game is not offered for resuming");
            assertEquals("session.autosave.found.finished", heard.get(0).message().key());
            Catalogue m = Catalogue.forLocale(locale);
            String said = m.render(heard.get(0).message());
            String ending = m.render(Phraser.forLocale(locale).outcome(
                    PgnRecord.read(MATED, 1).game().orElseThrow().game().outcome().orElseThrow()));
            assertTrue(said.endsWith(ending) && !said.contains("{") && !said.startsWith("["), said);
            assertEquals(0, s.game().plyCount(), "a new game begins");
        }
    }
}
