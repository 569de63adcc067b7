package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/**
 * A comment read in review is shown exactly as the annotator wrote it, and its notation reaches the
 * voice in words: "Better was 17. Nf3" was said "enne effe tre" by an Italian voice, and "e4" read
 * as English by the Russian and Bulgarian ones.
 */
class CommentWordsTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "en | Better was 17. Nf3 exd5+ and Black is fine. | seventeen knight f3 e takes d5, check and Black | Nf3",
        "ru | Сильнее 17. Nf3, и после Rxd8# всё кончено. | семнадцать конь эф3, и после ладья бьёт дэ8, мат всё | Rxd8",
        "bg | Пешката на e4 е слаба; по-добре 12...O-O. | Пешката на е4 е слаба; по-добре дванадесет | e4",
        "it | Meglio 23. Rd8# che e8=Q. | ventitré torre d8, scacco matto che | Rd8",
        "vi | Tốt hơn là Nbd2 rồi 0-0-0. | mã | Nbd2",
    })
    void notationIsSaidInWordsAndShownAsWritten(String lang, String comment, String said, String raw) {
        Catalogue cat = Catalogue.forLocale(Locale.forLanguageTag(lang));
        Message m = new StepWords(Phraser.forLocale(Locale.forLanguageTag(lang)), MoveStyle.WORDS).comment(comment);
        assertEquals(comment, cat.render(m, Medium.TEXT), "shown as written");
        String spoken = cat.render(m, Medium.SPEECH);
        assertTrue(spoken.contains(said), spoken);
        assertFalse(spoken.contains(raw), spoken);
        assertFalse(spoken.matches("(?s).*\\d\\d.*"), "a move number is said in words: " + spoken);
        if (lang.equals("ru") || lang.equals("bg")) {
            assertFalse(spoken.matches("(?s).*[a-h][1-8].*"), "squares in the voice's alphabet: " + spoken);
        }
    }

    @Test
    void plainWordsAndNumbersThatAreNotMovesStayAsWritten() {
        Catalogue cat = Catalogue.forLocale(Locale.ENGLISH);
        Message m = new StepWords(Phraser.forLocale(Locale.ENGLISH), MoveStyle.WORDS).comment("A Bc idea, ax2 and Kasparov (2.08 → 0.26)");
        assertEquals("A Bc idea, ax2 and Kasparov (2.08 → 0.26).", cat.render(m, Medium.SPEECH));
    }

    @Test
    void aVeryLongCommentIsReadWithoutDeepRecursion() {
        String comment = String.join(" ", java.util.Collections.nCopies(20_000, "1. e4 e5")) + ".";
        Catalogue cat = Catalogue.forLocale(Locale.forLanguageTag("ru"));
        Message m = new StepWords(Phraser.forLocale(Locale.forLanguageTag("ru")), MoveStyle.WORDS).comment(comment);
        assertEquals(comment, cat.render(m, Medium.TEXT));
        assertTrue(cat.render(m, Medium.SPEECH).startsWith("один е4 е5"));
    }
}
