package org.turnpan.chess.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Phraser;

/** Every annotation glyph with a name has its own sentence in each of the five languages. */
class GlyphWordsTest {

    @Test
    void everyNamedGlyphHasItsOwnSentenceInEveryLanguage() {
        assertTrue(GlyphWords.KNOWN.containsAll(List.of(1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19, 22, 23, 32, 33,
                36, 37, 40, 41, 44, 45, 132, 133, 136, 137, 138, 139, 146)));
        for (Locale lang : Catalogue.LANGUAGES) {
            String suffix = lang.getLanguage().equals("en") ? "" : "_" + lang.getLanguage();
            Map<String, String> own = Catalogue.read("i18n/review" + suffix + ".properties");
            Phraser p = Phraser.forLocale(lang);
            Set<String> seen = new HashSet<>();
            for (int nag : GlyphWords.KNOWN) {
                assertTrue(own.containsKey("review.nag." + nag), lang + " has its own words for $" + nag);
                String said = p.messages().render(GlyphWords.of(nag), Medium.TEXT);
                assertTrue(said.endsWith(".") && Character.isUpperCase(said.charAt(0)), lang + " $" + nag + ": " + said);
                assertTrue(seen.add(said), lang + ": $" + nag + " says the same as another glyph: " + said);
            }
        }
    }

    @Test
    void theCommonGlyphsInEnglishAndItalian() {
        Phraser en = Phraser.forLocale(Locale.ENGLISH);
        Phraser it = Phraser.forLocale(Locale.ITALIAN);
        assertEquals("A mistake. A brilliant move. White is winning. Annotation symbol 201.",
                en.messages().render(Joined.sentences(GlyphWords.of(List.of(2, 3, 0, 18, 201))), Medium.TEXT));
        assertEquals("Un errore. Una mossa brillante. Il Bianco è in vantaggio decisivo. Simbolo di commento 201.",
                it.messages().render(Joined.sentences(GlyphWords.of(List.of(2, 3, 0, 18, 201))), Medium.TEXT));
    }
}
