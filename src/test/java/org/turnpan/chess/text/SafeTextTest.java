package org.turnpan.chess.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** Terminal control sequences from outside never survive {@link SafeText#clean}: the table in safe-text.tsv. */
class SafeTextTest {

    @Test
    void everyRowOfTheTableIsCleanedAsWritten() throws IOException {
        for (String[] row : Escapes.rows("/text/safe-text.tsv")) {
            assertEquals(3, row.length, () -> "three columns: " + String.join(" | ", row));
            assertEquals(Escapes.decode(row[1]), SafeText.clean(Escapes.decode(row[0])), row[2]);
        }
    }

    @Test
    void noControlCharacterOrBidiOverrideSurvivesAnyInput() {
        for (char c = 0; c < 0x3000; c++) {
            String clean = SafeText.clean("a" + c + "[1mb");
            for (int i = 0; i < clean.length(); i++) {
                char k = clean.charAt(i);
                char was = c;
                assertTrue(!SafeText.isUnsafe(k), () -> "U+" + Integer.toHexString(k) + " survived after U+"
                        + Integer.toHexString(was));
            }
        }
    }

    @Test
    void cleanTextIsReturnedAsItIs() {
        String s = "The engine Stockfish 17 played e2e4.";
        assertSame(s, SafeText.clean(s));
        assertEquals("", SafeText.clean(null));
    }
}
