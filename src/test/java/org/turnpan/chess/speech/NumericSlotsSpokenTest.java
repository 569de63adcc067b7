package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every catalogue key with a numeric slot, rendered for the ear in all five languages: no digit of
 * the number reaches the voice (the only digits left are those the template writes itself, such
 * as a square "{=e4}" or a typed example "150"), and the same key shown keeps the digits.
 */
class NumericSlotsSpokenTest {
    /** Slots that the code fills with a number wherever they appear. */
    private static final Set<String> NUMERIC = Set.of("count", "number", "total", "percent", "seconds", "min", "max",
            "kilobytes", "limit", "low", "high", "column", "errors", "year", "day", "whiteElo", "blackElo", "level");
    private static final Pattern SLOT = Pattern.compile("\\{\\^?([A-Za-z][A-Za-z0-9_]*)(?::[a-z.]+)?}");
    private static final Pattern PLURAL = Pattern.compile("(.+)\\.(one|few|many|other|zero|two)$");

    @TestFactory
    Stream<DynamicTest> noDigitOfANumberIsSpoken() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            Catalogue c = Catalogue.forLocale(lang);
            Map<String, String> keys = new TreeMap<>();
            for (String bundle : Catalogue.BUNDLES) {
                if (!bundle.equals(Catalogue.NUMBERS)) {
                    keys.putAll(Catalogue.read("i18n/" + bundle + (lang.getLanguage().equals("en") ? "" : "_"
                            + lang.getLanguage()) + ".properties"));
                }
            }
            tests.add(DynamicTest.dynamicTest(lang.getLanguage(), () -> {
                int checked = 0;
                List<String> broken = new ArrayList<>();
                for (Map.Entry<String, String> e : keys.entrySet()) {
                    Map<String, Object> args = new LinkedHashMap<>();
                    Matcher m = SLOT.matcher(e.getValue());
                    boolean numeric = false;
                    while (m.find()) {
                        boolean n = NUMERIC.contains(m.group(1));
                        numeric |= n;
                        args.put(m.group(1), n ? 41 : "X");
                    }
                    if (!numeric) {
                        continue;
                    }
                    Matcher plural = PLURAL.matcher(e.getKey());
                    for (int value : new int[] {1, 2, 41}) {
                        args.replaceAll((k, v) -> NUMERIC.contains(k) ? value : v);
                        String key = e.getKey();
                        if (plural.matches()) {
                            if (!c.pluralRules().categoryOf(value).suffix().equals(plural.group(2))) {
                                continue;
                            }
                            key = plural.group(1);
                        }
                        String spoken = c.render(new Message(key, args), Medium.SPEECH);
                        String shown = c.render(new Message(key, args), Medium.TEXT);
                        checked++;
                        if (digits(spoken) != writtenDigits(e.getValue())) {
                            broken.add(e.getKey() + " -> " + spoken);
                        }
                        if (!shown.contains(Integer.toString(value))) {
                            broken.add(e.getKey() + " shown without its digits -> " + shown);
                        }
                    }
                }
                assertTrue(checked > 100, "keys with a numeric slot were found: " + checked);
                assertEquals(List.of(), broken);
            }));
        }
        return tests.stream();
    }

    private static long digits(String s) {
        return s.chars().filter(Character::isDigit).count();
    }

    /** The digits the template writes itself: its text and its written squares ({=e4}). */
    private static long writtenDigits(String template) {
        return digits(template.replaceAll("\\{(?!=)[^}]*}", ""));
    }
}
