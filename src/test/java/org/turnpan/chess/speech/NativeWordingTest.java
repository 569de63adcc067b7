package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Issue 23's native-wording examples, and others of their classes, from
 * {@code speech/native-wording.tsv}: what each template must no longer say, and what it says now.
 */
class NativeWordingTest {

    @TestFactory
    Stream<DynamicTest> everyRowHolds() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (InputStream in = NativeWordingTest.class.getResourceAsStream("/speech/native-wording.tsv")) {
            assertNotNull(in, "speech/native-wording.tsv is missing");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] c = line.split("\t");
                assertEquals(4, c.length, line);
                Catalogue cat = Catalogue.forLocale(Locale.forLanguageTag(c[0]));
                tests.add(DynamicTest.dynamicTest(line, () -> {
                    assertTrue(cat.has(c[1]), "no key " + c[1]);
                    String t = cat.template(c[1]);
                    if (!c[2].equals("-")) {
                        assertFalse(t.contains(c[2]), t);
                    }
                    if (!c[3].equals("-")) {
                        assertTrue(t.contains(c[3]), t);
                    }
                }));
            }
        }
        assertTrue(tests.size() > 30, "the table is read");
        return tests.stream();
    }
}
