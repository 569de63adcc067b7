package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A short word before a slot takes the form the next word asks for, as each catalogue's rules say. */
class EuphonyTest {
    private static final Euphony ITALIAN = Euphony.parse("e>ed:eèéE; a>ad:aàA");

    @ParameterizedTest(name = "\"{0}\" + \"{1}\" -> \"{2}\"")
    @CsvSource(delimiter = '|', value = {
        "'c6 e '|e7|'c6 ed '",
        "'promuove a '|alfiere|'promuove ad '",
        "'da a2 a '|a4|'da a2 ad '",
        "'c6 e '|d7|'c6 e '",
        "'promuove a '|donna|'promuove a '",
        // only a word of its own: "re" or "torre" before a slot is left alone
        "'il re '|e1|'il re '",
        "'la torre '|a1|'la torre '",
        "'e '|Empoli 4|'ed '"})
    void theWordBeforeASlotChangesOnlyWhenTheRuleSaysSo(String before, String value, String after) {
        StringBuilder sb = new StringBuilder(before);
        ITALIAN.beforeSlot(sb, value);
        assertEquals(after, sb.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"e ed e", "e>:e", ">ed:e", "e>ed:"})
    void aMalformedRuleIsACatalogueError(String rule) {
        assertThrows(IllegalArgumentException.class, () -> Euphony.parse(rule));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void everyLanguageHasReadableRules(String lang) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        assertTrue(m.has(Catalogue.EUPHONY), lang);
        Euphony.parse(m.template(Catalogue.EUPHONY));
    }

    @org.junit.jupiter.api.Test
    void italianListsAndMovesSayEdAndAd() {
        Catalogue it = Catalogue.forLocale(Locale.ITALIAN);
        assertEquals("c6 ed e7", it.render(Message.of("list.two", "first", "c6", "second", "e7")));
        assertEquals("c6 e d7", it.render(Message.of("list.two", "first", "c6", "second", "d7")));
    }
}
