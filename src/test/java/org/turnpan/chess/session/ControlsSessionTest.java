package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;

/**
 * The same session, told how its player acts: opening a finished game and starting a lesson say
 * the typed commands to the console's player and the keys to the window's, in Italian too.
 */
class ControlsSessionTest {
    private static final Path GAME = Path.of("src/test/resources/pgn/fixtures/scalachess-fixtures/commentsAndVariations.pgn");

    @Test
    void theConsoleHearsWhatToTypeTheWindowWhichKeys() {
        assertEquals(Controls.TYPED, SessionServices.basic().controls(), "a session types unless told");
        String typed = heard(Locale.ENGLISH, Controls.TYPED);
        assertTrue(typed.contains("Type forward for the first move, end for the last, return to leave the review."), typed);
        assertTrue(typed.contains("Type hint if you need a clue, and stop to go back to where you were."), typed);

        String keys = heard(Locale.ENGLISH, Controls.KEYS);
        assertTrue(keys.contains("Alt+Right goes to the first move, Alt+End to the last, Escape leaves the review."), keys);
        assertTrue(keys.contains("Press H if you need a clue, and Escape to go back to where you were."), keys);

        String italian = heard(Locale.ITALIAN, Controls.KEYS);
        assertTrue(italian.contains("Alt+Destra va alla prima mossa, Alt+Fine all'ultima, Esc chiude la revisione."),
                italian);
        assertTrue(italian.contains("Se ti serve un indizio, premi H; con Esc torni dov'eri."), italian);
    }

    private static String heard(Locale locale, Controls controls) {
        List<String> said = new ArrayList<>();
        Catalogue words = Catalogue.forLocale(locale);
        SessionListener listener = SessionListener.of(a -> said.add(words.render(a.message())));
        try (GameSession s = new GameSession(SessionSettings.defaults().withLocale(locale),
                new SessionServices(null, GameStore.none(), () -> 0L).withControls(controls), listener)) {
            s.start();
            s.perform(Intent.Open.file(GAME));
            s.submit("learn 6");
        }
        return String.join("\n", said);
    }
}
