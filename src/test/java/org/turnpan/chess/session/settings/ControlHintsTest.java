package org.turnpan.chess.session.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyHelp;
import org.turnpan.chess.keys.KeyNames;
import org.turnpan.chess.keys.KeyTable;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * The window's twins of the hints that tell what to type (hints/key-hints.tsv): in all five
 * languages each twin exists, keeps the typed sentence's slots, names each key by a slot
 * ({@code {key_ACTION}}) for exactly the actions its row lists and never in words of its own (so a
 * rebound key is said as the player has it: {@code KeyTwinsTest}); each action is one of the key
 * table's (keys.csv), and its key as a twin says it at first is a key the F1 help names for that
 * action's line in that language; no twin is left out of the table.
 */
class ControlHintsTest {
    private static final List<String> LANGUAGES = List.of("", "_it", "_ru", "_bg", "_vi");
    private static final Pattern SLOT = Pattern.compile("\\{\\^?([A-Za-z][A-Za-z0-9_-]*)(?::[a-z]+)?}");
    /** A slot naming an action's key. */
    private static final String KEY_SLOT = "key_";
    /** A chord (Alt+Left, Ctrl+L), a function key or Escape: what a sentence names as a key. */
    private static final Pattern KEY_NAME = Pattern.compile(
            "(?<![\\p{L}\\d])(?:(?:Alt|Ctrl|Shift)\\+[\\p{L}\\d]+|F\\d{1,2}|Escape|Esc)(?![\\p{L}\\d])");

    /** A hint and the actions of the key table its twin names the keys of. */
    record Row(String key, List<String> actions) {
    }

    @Test
    void everyTwinNamesTheWindowsKeysInEveryLanguage() {
        List<Row> rows = rows();
        for (String lang : LANGUAGES) {
            for (Row row : rows) {
                String where = row.key() + " in" + (lang.isEmpty() ? " English" : lang);
                String typed = read(bundle(row.key()), lang).get(row.key());
                String twin = read(bundle(row.key()), lang).get(Controls.KEYS.hint(row.key()));
                assertNotNull(typed, "no typed sentence " + where);
                assertNotNull(twin, "no key-naming twin of " + where);
                Set<String> keySlots = slots(twin).stream().filter(x -> x.startsWith(KEY_SLOT))
                        .collect(Collectors.toCollection(TreeSet::new));
                Set<String> others = new TreeSet<>(slots(twin));
                others.removeAll(keySlots);
                assertEquals(slots(typed), others, "the twin of " + where + " has other slots");
                assertEquals(row.actions().stream().map(a -> KEY_SLOT + a.replace('.', '_'))
                        .collect(Collectors.toCollection(TreeSet::new)), keySlots, "the keys the twin of " + where + " names");
                Matcher m = KEY_NAME.matcher(twin);
                assertFalse(m.find(), "the twin of " + where + " names a key in words, not by a slot: " + twin);
                assertFalse(typed.equals(twin), "the twin of " + where + " says the typed sentence");
            }
        }
    }

    /**
     * Each action a twin names is the key table's, and has a key; that key, as a twin says it in
     * each language ({@link KeyNames}), is one the F1 help names for the action's line there.
     */
    @Test
    void theKeysNamedAreBoundAndSaidAsTheHelpSaysThem() {
        Set<String> actions = rows().stream().flatMap(r -> r.actions().stream()).collect(Collectors.toCollection(TreeSet::new));
        assertTrue(actions.size() >= 6, actions.toString());
        for (String lang : LANGUAGES) {
            Catalogue m = Catalogue.forLocale(lang.isEmpty() ? Locale.ENGLISH : Locale.forLanguageTag(lang.substring(1)));
            Map<String, String> ui = read("ui", lang);
            for (String action : actions) {
                KeyTable.Action a = KeyTable.standard().action(action).orElseThrow(() -> new AssertionError(
                        action + " is no action of keys.csv"));
                KeyChord key = KeyBindings.defaults().named(action).orElseThrow(() -> new AssertionError(action + " has no key"));
                assertTrue(a.defaults().contains(key), action + ": " + key);
                String said = m.render(KeyNames.of(key), Medium.TEXT);
                List<String> names = names(m, ui, a.helpLine(), action + " in" + lang);
                assertTrue(names.contains(said), action + " is said " + said + " in" + lang + "; F1 says " + names);
            }
        }
    }

    @Test
    void everyTwinInTheCataloguesIsInTheTable() {
        Set<String> listed = rows().stream().map(r -> Controls.KEYS.hint(r.key())).collect(Collectors.toSet());
        for (String bundle : Catalogue.BUNDLES) {
            for (String key : read(bundle, "").keySet()) {
                if (key.endsWith(Controls.KEYS_SUFFIX)) {
                    assertTrue(listed.contains(key), key + " is missing from hints/key-hints.tsv");
                }
            }
        }
        assertEquals("session.review.opened", Controls.TYPED.hint("session.review.opened"), "the console types");
    }

    private static List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (String line : lines("src/test/resources/hints/key-hints.tsv")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t");
            assertEquals(2, cells.length, "a row is a key and its actions: " + line);
            rows.add(new Row(cells[0].trim(), List.of(cells[1].trim().split("\\s+"))));
        }
        assertFalse(rows.isEmpty(), "hints/key-hints.tsv lists no hints");
        return rows;
    }

    /**
     * "Alt+Left, Alt+Right" of ui.keys.review-steps.keys, as a list; for a help line the catalogue
     * has no words for (a menu item's, "puzzle"), its keys as the F1 help writes them ("F11").
     */
    /** The keys of a help line as F1 says them in the catalogue's language. */
    private static List<String> names(Catalogue m, Map<String, String> ui, String group, String where) {
        String keys = ui.get("ui.keys." + group + ".keys");
        if (keys == null) {
            Object said = KeyHelp.keysOf(m, KeyBindings.defaults(), group);
            keys = said instanceof Message message ? m.render(message, Medium.TEXT) : String.valueOf(said);
        }
        assertFalse(keys.isEmpty(), "no key group " + group + " for " + where);
        return List.of(keys.split(",\\s*"));
    }


    private static Set<String> slots(String sentence) {
        Set<String> slots = new TreeSet<>();
        Matcher m = SLOT.matcher(sentence);
        while (m.find()) {
            slots.add(m.group(1));
        }
        return slots;
    }

    private static String bundle(String key) {
        return key.substring(0, key.indexOf('.'));
    }

    private static final Map<String, Map<String, String>> READ = new LinkedHashMap<>();

    private static Map<String, String> read(String bundle, String lang) {
        return READ.computeIfAbsent(bundle + lang, b -> Catalogue.read("i18n/" + b + ".properties"));
    }

    private static List<String> lines(String file) {
        try {
            return Files.readAllLines(Path.of(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AssertionError("cannot read " + file, e);
        }
    }
}
