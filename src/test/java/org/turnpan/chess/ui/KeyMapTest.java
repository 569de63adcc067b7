package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;

/** Every key of keymap.csv does what the help says (the file must hold rows: JUnit fails an empty source). */
class KeyMapTest {

    @ParameterizedTest(name = "{0} shift={1} ctrl={2} alt={3} -> {4}")
    @CsvFileSource(resources = "/ui/keymap.csv", delimiter = '|')
    void eachKeyDoesWhatTheHelpSays(String code, boolean shift, boolean ctrl, boolean alt, String expected) {
        Optional<KeyAction> action = KeyMap.actionFor(new KeyChord(code, shift, ctrl, alt));
        assertEquals(expected, action.map(Object::toString).orElse("none"));
    }
}
