package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.session.activity.Learning;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.LearnRequest;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * Issue 23: a square typed alone is resolved by the legal moves like every other move. In lesson 2
 * (the king on e1, a pawn on h2) "e2" is the king's step; in lesson 11 "d6" is the en passant
 * capture (it was refused with the false "The pawn can't reach d6 from e5."), and in its step 2
 * "c3" is Black's. Several pieces that can go there are asked about, never guessed. Rows: language,
 * lesson, typed, the start of what is shown.
 */
class SquareAloneTest {
    private final Recorder heard = new Recorder();

    private GameSession lesson(String language, int number) {
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(language)),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L), heard);
        s.start();
        s.perform(new BoardAction.Learn(new LearnRequest.StartLesson(number)));
        heard.clear();
        return s;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "en|2|e2|King to e2. Right.",
        "it|2|e2|Re in e2. Giusto.",
        "ru|2|е2|Король на e2. Верно.",
        "bg|2|e2|Цар на e2. Вярно.",
        "vi|2|e2|Vua đến e2. Đúng.",
        "en|11|d6|Pawn takes on d6 en passant. Right.",
        "it|11|d6|",
        "ru|11|d6|",
        "bg|11|d6|",
        "vi|11|d6|Tốt bắt tốt qua đường ở d6. Đúng.",
    })
    void aSquareAloneIsTheOneLegalMoveThatLandsThere(String language, int number, String typed, String shown) {
        GameSession s = lesson(language, number);
        s.submit(typed);
        Catalogue catalogue = Catalogue.forLocale(Locale.forLanguageTag(language));
        String text = catalogue.render(heard.announcements().get(0).message(), Medium.TEXT);
        if (shown != null && !shown.isBlank()) {
            assertTrue(text.startsWith(shown), text);
        }
        assertEquals(1, ((Learning) s.activity()).run().stepIndex(), "the step was passed: " + text);
    }

    /** Lesson 11, step 2, Black to move: "c3" is the en passant capture d4xc3. */
    @ParameterizedTest
    @CsvSource({"en", "it", "ru", "bg", "vi"})
    void blacksEnPassantTypedAsItsSquare(String language) {
        GameSession s = lesson(language, 11);
        s.submit("exd6");
        heard.clear();
        s.submit("c3");
        assertEquals(2, ((Learning) s.activity()).run().stepIndex(), heard.lines().toString());
    }

    /** After 1. e4 e5, four pieces can go to e2: nothing is played, the question names them and how to type one. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "en|The queen on d1, the king on e1, the bishop on f1 and the knight on g1 can all go to e2. "
            + "Which one do you mean? Type the move with its starting square, for example d1e2.",
        "it|La donna in d1",
        "ru|На e2 могут пойти несколько фигур,",
        "bg|Няколко фигури могат да отидат на e2,",
        "vi|Có nhiều quân có thể đến e2,",
    })
    void severalPiecesAreAskedAbout(String language, String shown) {
        GameSession k = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(language)),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L), heard);
        k.start();
        k.submit("e4");
        k.submit("e5");
        heard.clear();
        k.submit("e2");
        String text = Catalogue.forLocale(Locale.forLanguageTag(language)).render(heard.announcements().get(0).message(),
                Medium.TEXT);
        assertTrue(text.startsWith(shown), text);
        assertTrue(text.contains("e1e2") || text.contains("d1e2") || text.contains("f1e2") || text.contains("g1e2"), text);
        assertEquals(2, k.game().plyCount(), "nothing was played");
    }
}
