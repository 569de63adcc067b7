package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** CLDR plural categories for whole numbers, from {@code speech/plural-rules.tsv}. */
class PluralRulesTest {

    @TestFactory
    Stream<DynamicTest> categoriesFollowCldr() throws IOException {
        return GoldenSentencesTest.rows("speech/plural-rules.tsv").stream().map(row -> DynamicTest.dynamicTest(
                row[0] + " " + row[1] + " is " + row[2],
                () -> assertEquals(PluralCategory.valueOf(row[2].toUpperCase(Locale.ROOT)),
                        PluralRules.forLanguage(row[0]).categoryOf(Long.parseLong(row[1])))));
    }
}
