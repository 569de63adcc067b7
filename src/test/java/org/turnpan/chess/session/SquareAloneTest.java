package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * A square typed alone in a lesson step that asks the highlighted piece to move (lesson 2, the king
 * on e1, a pawn on h2): read as a pawn move and refused with the rules' reason, then told how to
 * move the highlighted piece there, in the letters the session's notation reads. Never guessed:
 * the lesson stays on its step. Rows: language, typed, shown, spoken.
 */
class SquareAloneTest {
    private final Recorder heard = new Recorder();

    private GameSession lessonTwo(String language) {
        GameSession s = new GameSession(SessionSettings.defaults().withLocale(Locale.forLanguageTag(language)),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L), heard);
        s.start();
        s.perform(new BoardAction.Learn(new LearnRequest.StartLesson(2)));
        heard.clear();
        return s;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "en|e2|The pawn can't reach e2 from h2. A square alone moves a pawn. To move the king there, type Ke2 or e1e2."
            + "|The pawn can't reach e2 from h2. A square alone moves a pawn. To move the king there, type Ke2 or e1e2.",
        "it|e2|Il pedone non può andare in e2 da h2. Una casa da sola muove un pedone. Per portarci il re, scrivi Re2 "
            + "oppure e1e2.|",
        "ru|e2|Пешка с h2 не может пойти на e2. Поле без буквы фигуры означает ход пешкой. Чтобы пойти туда королём, "
            + "введите Крe2 или e1e2.|Пешка с аш2 не может пойти на е2. Поле без буквы фигуры означает ход пешкой. "
            + "Чтобы пойти туда королём, введите Кре2 или е1е2.",
        "ru|е2|Пешка с h2 не может пойти на e2. Поле без буквы фигуры означает ход пешкой. Чтобы пойти туда королём, "
            + "введите Крe2 или e1e2.|",
        "bg|e2|| Поле без буква на фигура означава ход с пешка. За да преместите царя там, напишете Це2 или е1е2.",
        "vi|f1||Chỉ gõ tên ô là đi tốt. Để đi vua tới đó, hãy gõ Vf1 hoặc e1f1.",
    })
    void aSquareAloneIsRefusedWithHowToMoveTheHighlightedPiece(String language, String typed, String shown,
                                                                String spoken) {
        GameSession s = lessonTwo(language);
        s.submit(typed);
        Catalogue catalogue = Catalogue.forLocale(Locale.forLanguageTag(language));
        assertEquals(1, heard.announcements().size(), heard.lines().toString());
        String shownText = catalogue.render(heard.announcements().get(0).message(), Medium.TEXT);
        String spokenText = catalogue.render(heard.announcements().get(0).message(), Medium.SPEECH);
        if (shown != null && !shown.isBlank()) {
            assertEquals(shown, shownText);
        }
        if (spoken != null && !spoken.isBlank()) {
            assertTrue(spokenText.endsWith(spoken.strip()), spokenText);
        }
        assertTrue(shownText.contains(language.equals("vi") ? "f1" : "e2"), shownText);
        assertInstanceOf(Learning.class, s.activity(), "the lesson waits on its step");
        assertEquals(0, ((Learning) s.activity()).run().stepIndex(), "no move was guessed");
    }

    /** A square the king cannot reach gets the rules' refusal alone; one a pawn can reach is that pawn's move. */
    @org.junit.jupiter.api.Test
    void noAdviceWhereThePieceCannotGoAndAPawnMoveIsPlayedAsTyped() {
        GameSession s = lessonTwo("en");
        s.submit("e4");
        assertTrue(!heard.lines().get(0).contains("A square alone"), heard.lines().toString());
        heard.clear();
        s.submit("h3");
        assertTrue(!String.join(" ", heard.lines()).contains("A square alone"), heard.lines().toString());
    }
}
