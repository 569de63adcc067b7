package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyNames;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * Issue 24: a window sentence that names a key names the player's own key. The player rebinds keys
 * with the typed {@code keys} command (the Keys dialog makes the same change), then hears the new
 * keys in the hints, in English and Italian; a twin naming an action that has no key gives way to
 * the typed sentence.
 */
class KeyTwinsTest {

    /** What a window session says to each line, rendered in its language. */
    private static List<String> window(Locale lang, String... lines) {
        List<Announcement> heard = new ArrayList<>();
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(lang),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L).withControls(Controls.KEYS), SessionListener.of(heard::add))) {
            s.start();
            for (String line : lines) {
                heard.clear();
                s.submit(line);
            }
        }
        Catalogue m = Catalogue.forLocale(lang);
        return heard.stream().map(a -> m.render(a.message(), Medium.TEXT)).toList();
    }

    @Test
    void aReboundKeyIsTheKeyTheHintNames() {
        String atFirst = String.join(" ", window(Locale.ENGLISH, "e4", "review"));
        assertTrue(atFirst.contains("Alt+Left and Alt+Right step, Escape goes back to the game"), atFirst);

        String rebound = String.join(" ", window(Locale.ENGLISH, "keys bind Alt+Left Alt+J", "keys bind Escape F12",
                "e4", "review"));
        assertTrue(rebound.contains("Alt+J and Alt+Right step, F12 goes back to the game"), rebound);
        assertFalse(rebound.contains("Alt+Left") || rebound.contains("Escape"), rebound);
    }

    @Test
    void aReboundKeyIsSaidInTheSessionLanguage() {
        String rebound = String.join(" ", window(Locale.ITALIAN, "keys bind Ctrl+L Ctrl+Shift+Left", "e4", "back",
                "abbandona"));
        // "abbandona" (resign) in a review: the game is not on the board, and Esc goes back to it
        assertTrue(rebound.contains("premi Esc sulla scacchiera"), rebound);
        String played = String.join(" ", window(Locale.ITALIAN, "keys bind Ctrl+L Ctrl+Shift+Left", "e4", "back",
                "e5"));
        // a move in a review: to play on from here, open the command field by the player's key
        assertTrue(played.contains("premi Ctrl+Maiusc+Sinistra e scrivi gioca da qui"), played);
    }

    @Test
    void aTwinNamingAnActionWithoutAKeyIsNotUsed() {
        assertTrue(KeyTwins.keysNamed("Press {key_mouse}.", KeyBindings.defaults()).isEmpty(), "the mouse has no key");
        assertEquals(KeyNames.of(KeyChord.of("ESCAPE")),
                KeyTwins.keysNamed("Press {key_cancel}.", KeyBindings.defaults()).orElseThrow().get("key_cancel"));
        // every action a twin names has a key at first, so the twin is said
        Message typed = Message.of("session.review.paused");
        assertEquals("session.review.paused" + Controls.KEYS_SUFFIX, KeyTwins.of(typed, KeyBindings.defaults()).key());
    }
}
