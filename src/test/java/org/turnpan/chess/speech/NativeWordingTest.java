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
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** Italian says "casa" for a square, as the Italian guide for blind players does; never both. */
    @TestFactory
    Stream<DynamicTest> italianSaysCasaNeverCasella() {
        return templates("it").entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(),
                () -> assertFalse(e.getValue().matches("(?is).*\\bcasell[ae]\\b.*") && !isWordList(e.getKey()),
                        e.getValue())));
    }

    /**
     * A command word named in a Russian sentence is in «ёлочки», as Russian quotes what one types
     * ("Введите «подсказка»", never "Введите подсказка"): every "введите / наберите / напишите"
     * followed by one of the command words of the catalogues.
     */
    @TestFactory
    Stream<DynamicTest> russianQuotesTheCommandWordsToType() {
        return commandWordsToTypeAreQuoted("ru", "подсказка", "(?:введите|наберите|напишите|пишите)");
    }

    /**
     * Bulgarian quotes what one types in „…“ ("Напишете „подсказка“", never "Напишете подсказка"):
     * every "напишете / въведете / наберете / пишете" followed by a command word of the catalogues.
     */
    @TestFactory
    Stream<DynamicTest> bulgarianQuotesTheCommandWordsToType() {
        return commandWordsToTypeAreQuoted("bg", "подсказка", "(?:напишете|въведете|наберете|пишете|напиши|въведи)");
    }

    /**
     * Bulgarian names a rank and a file as the feminine "хоризонтала" and "вертикала" ("На
     * хоризонтала 1"), as the rank command does; never the masculine "хоризонтал(ът)" beside it
     * ("По хоризонтал 2" in scan, "На хоризонтал 8" in the overview).
     */
    @TestFactory
    Stream<DynamicTest> bulgarianRanksAndFilesAreFeminine() {
        Pattern masculine = Pattern.compile("(?iU)\\b(?:хоризонтал|вертикал)(?:ът)?\\b");
        return templates("bg").entrySet().stream().filter(e -> !isWordList(e.getKey()))
                .map(e -> DynamicTest.dynamicTest("bg " + e.getKey(),
                        () -> assertFalse(masculine.matcher(e.getValue()).find(), e.getValue())));
    }

    private static Stream<DynamicTest> commandWordsToTypeAreQuoted(String lang, String known, String verbs) {
        Map<String, String> all = templates(lang);
        Set<String> words = new TreeSet<>();
        all.forEach((k, v) -> {
            if (isWordList(k)) {
                for (String w : v.split(",")) {
                    words.add(w.strip().toLowerCase(Locale.ROOT));
                }
            }
        });
        assertTrue(words.contains(known), "the command words are read");
        // "Введите ход" / "Въведете ход" is "type a move" (the command "ход", whose turn it is, is the same word)
        words.remove("ход");
        Pattern typed = Pattern.compile("(?iu)(?<!\\p{L})" + verbs + " ([\\p{L}-]+)");
        return all.entrySet().stream().filter(e -> !isWordList(e.getKey())).map(e -> DynamicTest.dynamicTest(
                lang + " " + e.getKey(), () -> {
                    Matcher m = typed.matcher(e.getValue());
                    while (m.find()) {
                        assertFalse(words.contains(m.group(1).toLowerCase(Locale.ROOT)), e.getValue());
                    }
                }));
    }

    /**
     * "Files go from a to h": the letters are written as squares ({@code {=a}}), shown in Latin letters on the console and said
     * in the voice's own ("от а до аш" for a Bulgarian or Russian voice), never Cyrillic on screen.
     */
    @TestFactory
    Stream<DynamicTest> theFirstAndLastFileAreShownInLatinAndSaidInTheVoicesAlphabet() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String lang : List.of("ru", "bg")) {
            Catalogue cat = Catalogue.forLocale(Locale.forLanguageTag(lang));
            for (String key : List.of("notation.off-the-board", "learn.lesson.board.intro")) {
                tests.add(DynamicTest.dynamicTest(lang + " " + key, () -> {
                    Message m = Message.of(key, "square", "z9");
                    String shown = cat.render(m, Medium.TEXT);
                    String said = cat.render(m, Medium.SPEECH);
                    assertTrue(shown.matches("(?s).* a .* h[,.].*"), shown);
                    assertTrue(said.contains(" аш"), said);
                    assertFalse(shown.contains(" аш"), shown);
                }));
            }
        }
        return tests.stream();
    }

    private static boolean isWordList(String key) {
        return key.matches(".*\\.(command|arg|word)\\..*");
    }

    private static Map<String, String> templates(String lang) {
        Map<String, String> all = new java.util.TreeMap<>();
        for (String bundle : Catalogue.BUNDLES) {
            all.putAll(Catalogue.read("i18n/" + bundle + "_" + lang + ".properties"));
        }
        assertTrue(all.size() > 500, "the " + lang + " catalogues are read");
        return all;
    }
}
