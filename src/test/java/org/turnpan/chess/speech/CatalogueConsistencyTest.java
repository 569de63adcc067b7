package org.turnpan.chess.speech;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every catalogue of {@code i18n/} says the same things in all five languages: the same keys, the
 * same slots, no empty sentence. A plural key ({@code base.one} and {@code base.other} in English)
 * must give exactly the plural categories its language uses (Russian one/few/many/other, Vietnamese
 * other only), with the slots of the English variants.
 */
class CatalogueConsistencyTest {
    private static final Pattern SLOT = Pattern.compile("\\{(?:\\^?([A-Za-z][A-Za-z0-9_]*)(?::[a-z.]+)?|=[a-h][1-8]?)}");
    private static final Pattern PLURAL = Pattern.compile("(.+)\\.(one|few|many|other)$");

    @TestFactory
    Stream<DynamicTest> everyBundleAgreesInEveryLanguage() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String bundle : Catalogue.BUNDLES) {
            if (bundle.equals(Catalogue.NUMBERS)) {
                continue; // language data with keys of its own language: NumberWordsTest holds it
            }
            Map<String, String> english = Catalogue.read("i18n/" + bundle + ".properties");
            Map<String, Set<String>> englishSlots = slotsByKey(english);
            for (Locale lang : Catalogue.LANGUAGES) {
                if (lang.getLanguage().equals("en")) {
                    tests.add(DynamicTest.dynamicTest(bundle + " en: no empty sentence", () -> noEmpty(english)));
                    continue;
                }
                Map<String, String> other = Catalogue.read("i18n/" + bundle + "_" + lang.getLanguage() + ".properties");
                tests.add(DynamicTest.dynamicTest(bundle + " " + lang + ": same keys and slots as English", () -> {
                    noEmpty(other);
                    Map<String, Set<String>> slots = slotsByKey(other);
                    Set<String> missing = new TreeSet<>(englishSlots.keySet());
                    missing.removeAll(slots.keySet());
                    Set<String> extra = new TreeSet<>(slots.keySet());
                    extra.removeAll(englishSlots.keySet());
                    assertEquals(Set.of(), missing, "keys missing in " + lang);
                    assertEquals(Set.of(), extra, "keys only in " + lang);
                    for (Map.Entry<String, Set<String>> e : englishSlots.entrySet()) {
                        assertEquals(e.getValue(), slots.get(e.getKey()), "slots of " + e.getKey());
                    }
                    pluralVariantsComplete(english, other, lang);
                }));
            }
        }
        return tests.stream();
    }

    private static void noEmpty(Map<String, String> catalogue) {
        catalogue.forEach((k, v) -> assertFalse(v.isBlank(), "empty sentence for " + k));
    }

    /** Each plural base of English has every category of {@code lang} and none it does not use. */
    private static void pluralVariantsComplete(Map<String, String> english, Map<String, String> other, Locale lang) {
        Set<String> needed = categories(lang);
        for (String base : pluralBases(english)) {
            for (String category : List.of("one", "few", "many", "other")) {
                assertEquals(needed.contains(category), other.containsKey(base + "." + category),
                        lang + " " + base + "." + category);
            }
        }
    }

    private static Set<String> categories(Locale lang) {
        Set<String> out = new HashSet<>();
        PluralRules.forLocale(lang).categories().forEach(c -> out.add(c.suffix()));
        return out;
    }

    private static Set<String> pluralBases(Map<String, String> english) {
        Set<String> bases = new TreeSet<>();
        for (String k : english.keySet()) {
            Matcher m = PLURAL.matcher(k);
            if (m.matches() && english.containsKey(m.group(1) + ".one") && english.containsKey(m.group(1) + ".other")) {
                bases.add(m.group(1));
            }
        }
        return bases;
    }

    /** Slot names per key; the variants of a plural key are merged under its base name. */
    private static Map<String, Set<String>> slotsByKey(Map<String, String> catalogue) {
        Set<String> bases = pluralBasesOf(catalogue);
        Map<String, Set<String>> out = new TreeMap<>();
        catalogue.forEach((key, template) -> {
            Matcher m = PLURAL.matcher(key);
            String name = m.matches() && bases.contains(m.group(1)) ? m.group(1) : key;
            Set<String> slots = out.computeIfAbsent(name, k -> new TreeSet<>());
            Matcher s = SLOT.matcher(template);
            while (s.find()) {
                if (s.group(1) != null) {
                    slots.add(s.group(1));
                }
            }
        });
        return out;
    }

    /** Plural bases as a catalogue of any language writes them: a key with an ".other" variant. */
    private static Set<String> pluralBasesOf(Map<String, String> catalogue) {
        Set<String> bases = new HashSet<>();
        for (String k : catalogue.keySet()) {
            if (k.endsWith(".other")) {
                bases.add(k.substring(0, k.length() - ".other".length()));
            }
        }
        return bases;
    }

    @TestFactory
    Stream<DynamicTest> slotSyntaxIsWellFormed() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Locale lang : Catalogue.LANGUAGES) {
            String suffix = lang.getLanguage().equals("en") ? "" : "_" + lang.getLanguage();
            Map<String, String> catalogue = Catalogue.read("i18n/messages" + suffix + ".properties");
            tests.add(DynamicTest.dynamicTest("messages " + lang + ": every brace is a slot", () -> {
                catalogue.forEach((k, v) -> {
                    String rest = SLOT.matcher(v).replaceAll("");
                    assertTrue(!rest.contains("{") && !rest.contains("}"), k + " has a malformed slot: " + v);
                });
            }));
        }
        return tests.stream();
    }
}
