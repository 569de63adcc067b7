package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.keys.KeyTable;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.words.WindowSentences;

/** The ui catalogue is complete in every language, slots match, and menu mnemonics never clash. */
class UiCatalogueTest {
    private static final Pattern SLOT = Pattern.compile("\\{\\^?(\\w+)(?::[a-z.]+)?}");
    private static final Map<String, String> ENGLISH = Catalogue.read("i18n/ui.properties");
    /** Items of each menu, as the window builds them. */
    private static final List<List<String>> MENUS = List.of(
            List.of("ui.menu.game", "ui.menu.view", "ui.menu.settings", "ui.menu.help"),
            List.of("ui.menu.new", "ui.menu.open", "ui.menu.save", "ui.menu.draw", "ui.menu.resign", "ui.menu.quit"),
            List.of("ui.menu.flip", "ui.menu.command", "ui.menu.board", "ui.menu.theme", "ui.menu.zoom.in",
                    "ui.menu.zoom.out", "ui.menu.zoom.reset"),
            List.of("ui.menu.language", "ui.menu.voice", "ui.menu.rate", "ui.menu.volume", "ui.menu.verbosity",
                    "ui.menu.style",
                    "ui.menu.squares", "ui.menu.sounds", "ui.menu.chat", "keys.menu"),
            List.of("ui.menu.keys"));

    @ParameterizedTest
    @ValueSource(strings = {"it", "ru", "bg", "vi"})
    void everySentenceIsTranslatedWithTheSameSlots(String lang) {
        Map<String, String> other = Catalogue.read("i18n/ui_" + lang + ".properties");
        // plural keys have the variants their language needs (CatalogueConsistencyTest checks which)
        assertEquals(withoutPlurals(ENGLISH.keySet()), withoutPlurals(other.keySet()));
        for (String key : ENGLISH.keySet()) {
            if (!other.containsKey(key)) {
                assertTrue(PLURAL.matcher(key).find(), lang + " " + key);
                continue;
            }
            assertEquals(slots(ENGLISH.get(key)), slots(other.get(key)), lang + " " + key);
            assertFalse(other.get(key).isBlank(), lang + " " + key);
        }
    }

    private static final Pattern PLURAL = Pattern.compile("\\.(one|few|many|other)$");

    private static SortedSet<String> withoutPlurals(java.util.Set<String> keys) {
        TreeSet<String> out = new TreeSet<>();
        keys.forEach(k -> out.add(PLURAL.matcher(k).replaceAll("")));
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void everyKeyTheWindowUsesHasASentence(String lang) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        List<String> needed = new ArrayList<>();
        // every help line of the key table has its words, but a menu item's line, which says its keys
        // and the item's label (KeyHelp)
        for (String line : KeyTable.standard().helpLines()) {
            boolean menuOnly = KeyTable.standard().actionsOf(line).stream().allMatch(a -> a.place() == KeyTable.Place.MENU);
            needed.add(menuOnly ? "ui.menu." + line : "ui.keys." + line + ".does");
            if (!menuOnly) {
                needed.add("ui.keys." + line + ".keys");
            }
        }
        for (PieceType t : PieceType.values()) {
            needed.add(WindowSentences.pieceKind(t).key());
        }
        for (Locale l : Catalogue.LANGUAGES) {
            needed.add("ui.language." + l.getLanguage());
        }
        MENUS.forEach(needed::addAll);
        for (String key : needed) {
            assertTrue(m.has(key), lang + " lacks " + key);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void mnemonicsAreUniqueWithinEachMenu(String lang) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        for (List<String> menu : MENUS) {
            Set<String> letters = new HashSet<>();
            for (String key : menu) {
                String label = m.text(key);
                int u = label.indexOf('_');
                assertTrue(u >= 0 && u + 1 < label.length(), lang + " " + key + " has no mnemonic: " + label);
                String letter = label.substring(u + 1, u + 2).toLowerCase(Locale.ROOT);
                assertTrue(letters.add(letter), lang + " " + key + " repeats mnemonic " + letter);
            }
        }
    }

    private static Set<String> slots(String template) {
        Set<String> s = new TreeSet<>();
        Matcher mt = SLOT.matcher(template);
        while (mt.find()) {
            s.add(mt.group(1));
        }
        return s;
    }
}
