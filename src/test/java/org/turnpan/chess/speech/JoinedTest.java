package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Parts said as one message: sentences, clauses and comma lists, in every language's punctuation. */
class JoinedTest {
    private static final List<Message> THREE = List.of(Message.of("review.text", "text", "One."),
            Message.of("review.text", "text", "Two."), Message.of("review.text", "text", "Three."));

    @Test
    void joinsFromTheLeftInTheOrderGiven() {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        assertEquals("One. Two. Three.", en.render(Joined.sentences(THREE)));
        assertEquals("One.; Two.; Three.", en.render(Joined.clauses(THREE)));
        assertEquals("One., Two., Three.", en.render(Joined.commas(THREE)));
        assertEquals("One. Two.", en.render(Joined.sentences(THREE.get(0), THREE.get(1))));
    }

    @Test
    void onePartIsThatPartAndNoneIsAProgrammerError() {
        assertEquals(THREE.get(0), Joined.sentences(THREE.get(0)));
        assertThrows(IllegalArgumentException.class, () -> Joined.sentences(List.of()));
    }

    @Test
    void everyLanguageJoinsTheSameParts() {
        for (String lang : List.of("en", "it", "ru", "bg", "vi")) {
            Catalogue c = Catalogue.forLocale(Locale.forLanguageTag(lang));
            assertEquals("One. Two. Three.", c.render(Joined.sentences(THREE)), lang);
        }
    }
}
