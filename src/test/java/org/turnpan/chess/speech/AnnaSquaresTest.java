package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.Square;

/** Squares said with the Anna/IBCA names of the files (issue 26), written as plain squares. */
class AnnaSquaresTest {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "en,a1,Anna 1", "en,e4,Eva 4", "en,h8,Hector 8", "it,c5,Cesar 5", "vi,f3,Felix 3",
        "ru,e4,Ева 4", "ru,h8,Гектор 8", "bg,c5,Цезар 5", "bg,h1,Хектор 1",
    })
    void eachFileHasItsName(String lang, String square, String spoken) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        Message said = new Nouns(SquareStyle.ANNA).square(Square.parse(square).orElseThrow());
        assertEquals(spoken, m.render(said, Medium.SPEECH));
        assertEquals(square, m.render(said, Medium.TEXT));
    }
}
