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
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyTable;
import org.turnpan.chess.speech.Catalogue;

/**
 * The window's twins of the hints that tell what to type (hints/key-hints.tsv): in all five
 * languages each twin exists, keeps the typed sentence's slots, names a key of every group its row
 * lists, as the F1 help names it in that language or by a slot {key.GROUP} that says the player's
 * own keys, and no other key; every key named is one the key table gives that help line (keys.csv);
 * no twin is left out of the table.
 */
class ControlHintsTest {
    private static final List<String> LANGUAGES = List.of("", "_it", "_ru", "_bg", "_vi");
    /** A twin's slot that names the player's keys of a help line ({@code session.KeyTwins}): {key.puzzle}. */
    private static final Pattern KEY_SLOT = Pattern.compile("\\{key\\.([a-z0-9.-]+)}");
    private static final Pattern SLOT = Pattern.compile("\\{\\^?([A-Za-z][A-Za-z0-9_]*)(?::[a-z]+)?}");
    /** A chord (Alt+Left, Ctrl+L), a function key or Escape: what a sentence names as a key. */
    private static final Pattern KEY_NAME = Pattern.compile(
            "(?<![\\p{L}\\d])(?:(?:Alt|Ctrl|Shift)\\+[\\p{L}\\d]+|F\\d{1,2}|Escape|Esc)(?![\\p{L}\\d])");

    /** A hint and the key groups of the F1 help its twin names. */
    record Row(String key, List<String> groups) {
    }

    @Test
    void everyTwinNamesTheWindowsKeysInEveryLanguage() {
        List<Row> rows = rows();
        for (String lang : LANGUAGES) {
            Map<String, String> ui = read("ui", lang);
            for (Row row : rows) {
                String where = row.key() + " in" + (lang.isEmpty() ? " English" : lang);
                String typed = read(bundle(row.key()), lang).get(row.key());
                String twin = read(bundle(row.key()), lang).get(Controls.KEYS.hint(row.key()));
                assertNotNull(typed, "no typed sentence " + where);
                assertNotNull(twin, "no key-naming twin of " + where);
                assertEquals(slots(typed, SLOT), slots(twin, SLOT), "the twin of " + where + " has other slots");
                Set<String> allowed = new TreeSet<>();
                for (String group : row.groups()) {
                    List<String> names = names(ui, group, where);
                    assertTrue(names.stream().anyMatch(n -> names(twin, n)) || twin.contains("{key." + group + "}"),
                            "the twin of " + where + " names none of " + names + " nor {key." + group + "}: " + twin);
                    allowed.addAll(names);
                }
                Matcher slot = KEY_SLOT.matcher(twin);
                while (slot.find()) {
                    assertTrue(row.groups().contains(slot.group(1)), "the twin of " + where + " has the slot "
                            + slot.group() + ", which is not among " + row.groups() + ": " + twin);
                }
                assertEquals(slots(read(bundle(row.key()), "").get(Controls.KEYS.hint(row.key())), KEY_SLOT), slots(twin, KEY_SLOT),
                        "the twin of " + where + " names other keys by slot than the English one");
                Matcher m = KEY_NAME.matcher(twin);
                while (m.find()) {
                    assertTrue(allowed.contains(m.group()), "the twin of " + where + " names " + m.group()
                            + ", which is not among the keys of " + row.groups() + ": " + twin);
                }
                assertFalse(typed.equals(twin), "the twin of " + where + " says the typed sentence");
            }
        }
    }

    /** Each key a twin's group names is a key the key table (keys.csv) gives to an action of that help line. */
    @Test
    void theKeysNamedAreBoundByTheWindow() {
        Map<String, String> ui = read("ui", "");
        Set<String> groups = rows().stream().flatMap(r -> r.groups().stream()).collect(Collectors.toCollection(TreeSet::new));
        int checked = 0;
        for (String group : groups) {
            Set<KeyChord> bound = KeyTable.standard().actionsOf(group).stream().flatMap(a -> a.defaults().stream())
                    .collect(Collectors.toSet());
            for (String name : names(ui, group, "English")) {
                Optional<KeyChord> key = KeyChord.parse(name);
                if (key.isPresent()) {
                    assertTrue(bound.contains(key.get()), name + " (ui.keys." + group + ".keys) is not a key keys.csv "
                            + "gives to " + group + ": " + bound);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 6, checked + " keys checked");
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
            assertEquals(2, cells.length, "a row is a key and its groups: " + line);
            rows.add(new Row(cells[0].trim(), List.of(cells[1].trim().split("\\s+"))));
        }
        assertFalse(rows.isEmpty(), "hints/key-hints.tsv lists no hints");
        return rows;
    }

    /**
     * "Alt+Left, Alt+Right" of ui.keys.review-steps.keys, as a list; for a help line the catalogue
     * has no words for (a menu item's, "puzzle"), its keys as the F1 help writes them ("F11").
     */
    private static List<String> names(Map<String, String> ui, String group, String where) {
        String keys = ui.get("ui.keys." + group + ".keys");
        if (keys == null) {
            keys = KeyBindings.defaults().written(group);
        }
        assertFalse(keys.isEmpty(), "no key group " + group + " for " + where);
        return List.of(keys.split(",\\s*"));
    }

    private static boolean names(String sentence, String name) {
        return Pattern.compile("(?<![\\p{L}\\d+])" + Pattern.quote(name) + "(?![\\p{L}\\d+])").matcher(sentence).find();
    }


    /** The names of the slots {@code pattern} finds in {@code sentence} (its first group). */
    private static Set<String> slots(String sentence, Pattern pattern) {
        Set<String> slots = new TreeSet<>();
        Matcher m = pattern.matcher(sentence);
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
