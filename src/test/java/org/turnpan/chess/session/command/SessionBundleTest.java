package org.turnpan.chess.session.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.speech.Catalogue;

/** The session catalogue: every key in every language with the same slots, and no ambiguous command word. */
class SessionBundleTest {
    private static final Set<String> FORMS = Set.of("nom", "gen", "acc", "by");
    private static final Pattern SLOT = Pattern.compile("\\{\\^?(\\w+)(?::[\\w.]+)?}");

    @ParameterizedTest
    @ValueSource(strings = {"it", "ru", "bg", "vi"})
    void everyKeyIsTranslatedWithTheSameSlots(String lang) {
        Map<String, String> english = Catalogue.read("i18n/session.properties");
        Map<String, String> local = Catalogue.read("i18n/session_" + lang + ".properties");
        assertEquals(baseNames(english.keySet()), baseNames(local.keySet()), "keys of session_" + lang);
        for (String key : local.keySet()) {
            String base = key.substring(0, Math.max(0, key.lastIndexOf('.')));
            String en = english.getOrDefault(key, english.getOrDefault(base + ".other", english.get(base)));
            assertEquals(slots(en), slots(local.get(key)), key + " in " + lang);
        }
    }

    /**
     * The keys, with a plural key's variants (.one .few .many .other) counted once under its base
     * name, and a grammatical form a language needs (key.gen, key.acc next to key) left out.
     */
    private static Set<String> baseNames(Set<String> keys) {
        Set<String> out = new TreeSet<>();
        keys.forEach(k -> out.add(pluralBase(k, keys)));
        out.removeIf(k -> k.lastIndexOf('.') > 0 && FORMS.contains(k.substring(k.lastIndexOf('.') + 1))
                && keys.contains(k.substring(0, k.lastIndexOf('.'))));
        return out;
    }

    private static String pluralBase(String key, Set<String> keys) {
        int dot = key.lastIndexOf('.');
        String base = key.substring(0, dot);
        boolean plural = Set.of("zero", "one", "two", "few", "many", "other").contains(key.substring(dot + 1))
                && keys.contains(base + ".other");
        return plural ? base : key;
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void noWordNamesTwoCommands(String lang) {
        Map<String, Command> seen = new HashMap<>();
        for (Catalogue m : new Catalogue[] {Catalogue.forLocale(Locale.ENGLISH), Catalogue.forLocale(Locale.forLanguageTag(lang))}) {
            for (Command c : CommandTable.ALL) {
                assertTrue(m.has(c.wordsKey()), c.wordsKey());
                for (String w : m.template(c.wordsKey()).toLowerCase(Locale.ROOT).split("\\s*,\\s*")) {
                    Command before = seen.putIfAbsent(w, c);
                    assertTrue(before == null || before == c, "\"" + w + "\" names " + before + " and " + c + " in " + lang);
                }
            }
        }
    }

    @Test
    void everyCommandHasHelp() {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        for (Command c : CommandTable.ALL) {
            assertTrue(en.has(c.helpKey()), c.helpKey());
        }
    }

    private static Set<String> slots(String template) {
        Set<String> out = new TreeSet<>();
        Matcher m = SLOT.matcher(template);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }
}
