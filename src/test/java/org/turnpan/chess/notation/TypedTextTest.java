package org.turnpan.chess.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** typed-text.tsv: what every reader sees of a typed line (BOM, controls, NFC, Vietnamese tone placement). */
class TypedTextTest {

    static Stream<Arguments> table() {
        List<String[]> rows = TestData.tsv("/notation/typed-text.tsv");
        assertFalse(rows.isEmpty(), "typed-text.tsv has no rows");
        return rows.stream().map(r -> Arguments.of(r[0], r[1]));
    }

    @ParameterizedTest(name = "\"{0}\" -> \"{1}\"")
    @MethodSource("table")
    void cleansAsTheTableSays(String input, String expected) {
        String cleaned = TypedText.clean(TestData.unescape(input));
        assertEquals(TestData.unescape(expected), cleaned);
        assertEquals(cleaned, TypedText.clean(cleaned), "cleaning twice changes nothing");
    }

    @Test
    void aLongLineOfFoldedSyllablesFoldsEachOne() {
        // each tone moves by two characters trading places: linear on a pasted line
        assertEquals("hòa ".repeat(200_000).strip(), TypedText.clean("hoa\u0300 ".repeat(200_000)));
    }

    @Test
    void nothingTypedIsEmpty() {
        assertEquals("", TypedText.clean(null));
        assertEquals("", TypedText.clean("\ufeff\u0000"));
    }
}
