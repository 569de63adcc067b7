package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvFileSource;
import org.junit.jupiter.params.provider.CsvSource;
import org.turnpan.chess.rules.PieceType;

class KeyMapTest {

    @ParameterizedTest(name = "{0} shift={1} ctrl={2} alt={3} -> {4}")
    @CsvFileSource(resources = "/ui/keymap.csv", delimiter = '|')
    void eachKeyDoesWhatTheHelpSays(String code, boolean shift, boolean ctrl, boolean alt, String expected) {
        Optional<BoardAction> action = KeyMap.actionFor(new KeyChord(code, shift, ctrl, alt));
        assertEquals(expected, action.map(Object::toString).orElse("none"));
    }

    @ParameterizedTest
    @CsvSource({"Q,QUEEN", "R,ROOK", "B,BISHOP", "N,KNIGHT"})
    void promotionLettersPickThePiece(String code, PieceType type) {
        assertEquals(Optional.of(type), KeyMap.promotionChoice(KeyChord.of(code)));
    }

    @ParameterizedTest
    @CsvSource({"K", "P", "X", "ENTER"})
    void kingsPawnsAndOtherKeysAreNoPromotionChoice(String code) {
        assertEquals(Optional.empty(), KeyMap.promotionChoice(KeyChord.of(code)));
    }
}
