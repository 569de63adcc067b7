package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * Russian and Bulgarian menu items that show a move or a square spell the square as the phrasing
 * layer says it ("эф3", "е4"): a Latin letter inside would make a Russian or Bulgarian voice switch
 * to English in the middle of the item.
 */
class CyrillicMenuTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "ru, ui.style.terse, f, 3", "ru, ui.style.words, f, 3", "ru, ui.style.full, g, 1", "ru, ui.style.full, f, 3",
        "ru, ui.squares.plain, e, 4",
        "bg, ui.style.terse, f, 3", "bg, ui.style.words, f, 3", "bg, ui.style.full, g, 1", "bg, ui.style.full, f, 3",
        "bg, ui.squares.plain, e, 4"})
    void menuExamplesUseTheSpokenSquareNames(String lang, String key, String file, String rank) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        String item = m.render(Message.of(key));
        assertFalse(item.matches(".*[A-Za-z].*"), item);
        String square = m.render(Message.of("file." + file)) + rank;
        assertTrue(item.contains(square), item + " should contain " + square);
    }
}
