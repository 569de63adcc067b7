package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyTable;
import org.turnpan.chess.speech.Catalogue;

/** Every key of keymap.csv does what the help says (the file must hold rows: JUnit fails an empty source). */
class KeyMapTest {

    /** The menus on the bar, whose mnemonics take Alt and a letter before the board sees it. */
    private static final List<String> MENU_BAR = List.of("ui.menu.game", "ui.menu.view", "ui.menu.learn",
            "ui.menu.settings", "ui.menu.help");

    @ParameterizedTest(name = "{0} shift={1} ctrl={2} alt={3} -> {4}")
    @CsvFileSource(resources = "/ui/keymap.csv", delimiter = '|')
    void eachKeyDoesWhatTheHelpSays(String code, boolean shift, boolean ctrl, boolean alt, String expected) {
        Optional<KeyAction> action = KeyMap.actionFor(new KeyChord(code, shift, ctrl, alt));
        assertEquals(expected, action.map(Object::toString).orElse("none"));
    }

    /** Every board or window action of keys.csv has a meaning here, and every meaning a row there. */
    @Test
    void everyActionOfTheTableHasAMeaningAndNoMeaningIsLeftOver() {
        java.util.Set<String> decoded = new java.util.LinkedHashSet<>();
        for (KeyTable.Action a : KeyTable.standard().actions()) {
            if (a.place() == KeyTable.Place.BOARD || a.place() == KeyTable.Place.ANYWHERE) {
                assertTrue(KeyMap.MEANINGS.containsKey(a.name()), a.name() + " has no meaning in KeyMap");
                decoded.add(a.name());
                for (KeyChord k : a.defaults()) {
                    assertEquals(Optional.of(KeyMap.MEANINGS.get(a.name())), KeyMap.actionFor(k), k.display());
                }
            } else {
                a.defaults().forEach(k -> assertEquals(Optional.empty(), KeyMap.actionFor(k), k.display()));
            }
        }
        assertEquals(decoded, KeyMap.MEANINGS.keySet());
    }

    /** The player's key does the action; the key it replaced does nothing any more. */
    @Test
    void aReboundKeyIsDecodedAndTheOldOneIsFree() {
        KeyBindings mine = ((KeyBindings.Rebinding.Done) KeyBindings.defaults().rebind(KeyChord.alt("R"),
                KeyChord.ctrl("R"))).bindings();
        assertEquals("Ask[question=RANK]", KeyMap.actionFor(mine, KeyChord.ctrl("R")).orElseThrow().toString());
        assertEquals(Optional.empty(), KeyMap.actionFor(mine, KeyChord.alt("R")));
        assertEquals("Ask[question=FILE]", KeyMap.actionFor(mine, KeyChord.alt("F")).orElseThrow().toString());
    }

    /** A key listed twice would mean two meanings were planned for it (F2 was once the guide's and the review's). */
    @Test
    void noKeyIsListedTwice() throws IOException {
        Map<String, Integer> seen = new HashMap<>();
        List<String> rows = rows();
        assertFalse(rows.isEmpty(), "keymap.csv has no rows");
        for (int i = 0; i < rows.size(); i++) {
            String[] cells = rows.get(i).split("\\|");
            String chord = String.join("|", cells[0], cells[1], cells[2], cells[3]);
            Integer before = seen.put(chord, i + 1);
            assertTrue(before == null, chord + " is listed in rows " + before + " and " + (i + 1));
        }
    }

    /**
     * No Alt+letter the board answers is a menu's mnemonic in a language written in Latin letters
     * (the menu would take it first: Alt+I opened the Italian Impostazioni menu instead of a key).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "it", "vi"})
    void noMenuMnemonicTakesABoardKey(String lang) {
        Catalogue m = Catalogue.forLocale(Locale.forLanguageTag(lang));
        for (String menu : MENU_BAR) {
            String label = m.text(menu);
            int mark = label.indexOf('_');
            assertTrue(mark >= 0 && mark + 1 < label.length(), menu + " has no mnemonic: " + label);
            String letter = java.text.Normalizer.normalize(label.substring(mark + 1, mark + 2), java.text.Normalizer.Form.NFD)
                    .substring(0, 1).toUpperCase(Locale.ROOT);
            Optional<KeyAction> taken = KeyMap.actionFor(new KeyChord(letter, false, false, true));
            assertTrue(taken.isEmpty(), lang + " " + menu + " (" + label + ") takes Alt+" + letter + ", a board key: " + taken);
        }
    }

    private static List<String> rows() throws IOException {
        try (InputStream in = KeyMapTest.class.getResourceAsStream("/ui/keymap.csv")) {
            assertNotNull(in, "keymap.csv is missing");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        }
    }
}
