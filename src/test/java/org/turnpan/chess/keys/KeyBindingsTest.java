package org.turnpan.chess.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.keys.KeyBindings.Rebinding;

/** The key table and the player's keys, without JavaFX: rebinding, clashes, reserved keys, reading back. */
class KeyBindingsTest {
    private static final KeyBindings DEFAULTS = KeyBindings.defaults();

    private static KeyChord key(String written) {
        return KeyChord.parse(written).orElseThrow(() -> new AssertionError("no key " + written));
    }

    @Test
    void noKeyDoesTwoThingsInTheTable() {
        Map<KeyChord, String> seen = new HashMap<>();
        for (KeyTable.Action a : KeyTable.standard().actions()) {
            for (KeyChord k : a.defaults()) {
                String before = seen.put(k, a.name());
                assertTrue(before == null, k + " is given to " + before + " and " + a.name());
            }
        }
        assertTrue(seen.size() > 90, seen.size() + " keys");
    }

    @Test
    void everyKeyOfTheTableIsWrittenAsItIsRead() {
        for (KeyTable.Action a : KeyTable.standard().actions()) {
            for (KeyChord k : a.defaults()) {
                assertEquals(Optional.of(k), KeyChord.parse(k.display()), a.name());
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "ctrl+shift+r|Ctrl+Shift+R", "Alt + Left|Alt+Left", "page up|Page Up", "PAGE_DOWN|Page Down", "/|Slash",
        "3|3", "numpad 4|Numpad 4", "Ctrl++|Ctrl+Plus", "esc|Escape", "f5|F5", "Shift+F12|Shift+F12", "cmd+q|Ctrl+Q",
    })
    void keysAreReadAsPeopleWriteThem(String typed, String written) {
        assertEquals(written, key(typed).display());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Ctrl+", "Hyper+R", "F13", "Ctrl+Shift", "é", "Ctrl+Alt+Shift+Meta+Super+Q", "R+Ctrl"})
    void nonsenseIsNoKey(String typed) {
        assertEquals(Optional.empty(), KeyChord.parse(typed), typed);
    }

    @Test
    void aRebindMovesTheActionToTheNewKeyAndFreesTheOld() {
        Rebinding r = DEFAULTS.rebind(key("Alt+R"), key("Ctrl+R"));
        Rebinding.Done done = assertInstanceOf(Rebinding.Done.class, r);
        assertEquals("ask.rank", done.action().name());
        KeyBindings mine = done.bindings();
        assertEquals("ask.rank", mine.actionAt(key("Ctrl+R")).orElseThrow().name());
        assertEquals(Optional.empty(), mine.actionAt(key("Alt+R")));
        assertEquals(List.of(key("Ctrl+R")), mine.keysOf("ask.rank"));
        assertFalse(mine.atDefaults("rank"));
        assertEquals("Ctrl+R", mine.written("rank"));
        assertEquals(Map.of("ask.rank", List.of(key("Ctrl+R"))), mine.changes());
        // and back: no change is left to keep
        KeyBindings back = assertInstanceOf(Rebinding.Done.class, mine.rebind(key("Ctrl+R"), key("Alt+R"))).bindings();
        assertTrue(back.isDefault());
        assertEquals(DEFAULTS, back);
    }

    @Test
    void oneOfSeveralKeysIsReplacedAndTheOthersStay() {
        KeyBindings mine = assertInstanceOf(Rebinding.Done.class, DEFAULTS.rebind(key("Alt+T"), key("Shift+T")))
                .bindings();
        assertEquals(List.of(key("T"), key("Shift+T")), mine.keysOf("ask.clocks"));
    }

    @Test
    void aKeyThatDoesSomethingElseIsRefusedWithThatAction() {
        Rebinding.Clash clash = assertInstanceOf(Rebinding.Clash.class, DEFAULTS.rebind(key("Alt+R"), key("Alt+F")));
        assertEquals("ask.file", clash.other().name());
        assertEquals("file", clash.other().helpLine());
        // a menu's key clashes too: Ctrl+N is New game
        assertEquals("new", assertInstanceOf(Rebinding.Clash.class, DEFAULTS.rebind(key("M"), key("Ctrl+N")))
                .other().name());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Tab", "Shift+Tab", "Insert", "Caps", "Ctrl+Alt+R", "F10", "Shift+F10", "Alt+F4", "Num Lock",
        "Context Menu"})
    void keysOfTheWindowAndTheScreenReaderAreRefused(String reserved) {
        assertTrue(KeyBindings.reserved(key(reserved)), reserved);
        assertInstanceOf(Rebinding.Reserved.class, DEFAULTS.rebind(key("Alt+R"), key(reserved)));
    }

    @Test
    void aKeyThatDoesNothingOrIsFixedCannotBeMovedAndTheSameKeyIsNoChange() {
        assertInstanceOf(Rebinding.NotBound.class, DEFAULTS.rebind(key("Ctrl+J"), key("Ctrl+K")));
        assertInstanceOf(Rebinding.NotBound.class, DEFAULTS.rebind(key("Tab"), key("Ctrl+K")));
        assertInstanceOf(Rebinding.Unchanged.class, DEFAULTS.rebind(key("Alt+R"), key("Alt+R")));
        assertInstanceOf(Rebinding.Unchanged.class, DEFAULTS.rebind(key("T"), key("Alt+T")));
    }

    @Test
    void aSwapReadsBackAndAClashOrAnUnknownActionDoesNot() {
        // Alt+R and Alt+F swapped (by way of a free key): each line alone would clash with the other's default
        Map<String, List<KeyChord>> swap = Map.of("ask.rank", List.of(key("Alt+F")), "ask.file", List.of(key("Alt+R")));
        KeyBindings swapped = KeyBindings.of(swap).orElseThrow();
        assertEquals("ask.file", swapped.actionAt(key("Alt+R")).orElseThrow().name());
        assertEquals(Optional.empty(), KeyBindings.of(Map.of("ask.rank", List.of(key("Alt+F")))));
        assertEquals(Optional.empty(), KeyBindings.of(Map.of("no.such.action", List.of(key("Ctrl+K")))));
        assertEquals(Optional.empty(), KeyBindings.of(Map.of("tab", List.of(key("Ctrl+K")))));
        assertEquals(Optional.empty(), KeyBindings.of(Map.of("ask.rank", List.of(key("Tab")))));
        assertEquals(Optional.empty(), KeyBindings.of(Map.of("ask.rank", List.of())));
    }

    @Test
    void aMenuItemAnswersTheFirstKeyWithAModifierOrAFunctionKey() {
        assertEquals(Optional.of(key("Ctrl+L")), DEFAULTS.accelerator("command"));
        assertEquals(Optional.of(key("Ctrl+Shift+F")), DEFAULTS.accelerator("flip"));
        assertEquals(Optional.of(key("F1")), DEFAULTS.accelerator("help"));
        assertEquals(Optional.of(key("Shift+F5")), DEFAULTS.accelerator("rules.previous"));
        KeyBindings mine = assertInstanceOf(Rebinding.Done.class, DEFAULTS.rebind(key("Ctrl+N"), key("Ctrl+G")))
                .bindings();
        assertEquals(Optional.of(key("Ctrl+G")), mine.accelerator("new"));
    }
}
