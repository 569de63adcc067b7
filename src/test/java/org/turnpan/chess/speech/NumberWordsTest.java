package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The spoken form of numbers in five languages, from {@code speech/number-words.tsv}: genders and
 * cases as the sentence asks (issue 22: "две минуты", "два коня", "una variante", "после сорока
 * одного полухода"), and the shown form keeps its digits.
 */
class NumberWordsTest {

    @TestFactory
    Stream<DynamicTest> everyRowOfTheTableIsSaidAsWritten() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String[] row : rows()) {
            Catalogue c = Catalogue.forLocale(Locale.forLanguageTag(row[0]));
            Number n = row[1].contains(".") ? Double.valueOf(row[1]) : (Number) Long.valueOf(row[1]);
            String form = row[2].equals("-") ? null : row[2];
            tests.add(DynamicTest.dynamicTest(String.join(" ", row), () -> assertEquals(row[3], c.spell(n, form))));
        }
        assertTrue(tests.size() > 60, "the table is read");
        return tests.stream();
    }

    @Test
    void aSlotSaysItsFormAndTheShownTextKeepsTheDigits() {
        Catalogue ru = Catalogue.forLocale(Locale.forLanguageTag("ru"));
        Message twoMinutes = Message.of("clock.minutes", "count", 2);
        assertEquals("две минуты", ru.render(twoMinutes, Medium.SPEECH));
        assertEquals("2 минуты", ru.render(twoMinutes, Medium.TEXT));
        Catalogue it = Catalogue.forLocale(Locale.forLanguageTag("it"));
        assertEquals("un minuto", it.render(Message.of("clock.minutes", "count", 1), Medium.SPEECH));
    }

    @Test
    void everyLanguageHasEveryWordItComposesFrom() {
        for (Locale lang : Catalogue.LANGUAGES) {
            Catalogue c = Catalogue.forLocale(lang);
            for (int n = 0; n < 1000; n++) {
                String said = c.spell(n, null);
                assertFalse(said.chars().anyMatch(Character::isDigit), lang + " " + n + ": " + said);
                assertFalse(said.contains("{"), lang + " " + n + ": " + said);
            }
            for (long n : new long[] {1_000, 21_000, 17_557, 1_000_000, 123_456_789, 999_999_999_999L}) {
                String said = c.spell(n, null);
                assertFalse(said.chars().anyMatch(Character::isDigit) || said.contains("{"), lang + " " + n + ": " + said);
            }
            assertFalse(c.spell(new BigDecimal("12.5"), null).chars().anyMatch(Character::isDigit));
        }
    }

    private static List<String[]> rows() throws IOException {
        List<String[]> rows = new ArrayList<>();
        try (InputStream in = NumberWordsTest.class.getResourceAsStream("/speech/number-words.tsv")) {
            assertNotNull(in, "speech/number-words.tsv is missing");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] cells = line.split("\t");
                    assertEquals(4, cells.length, line);
                    rows.add(cells);
                }
            }
        }
        return rows;
    }
}
