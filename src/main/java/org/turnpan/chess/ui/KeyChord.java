package org.turnpan.chess.ui;

/**
 * A key press in toolkit-neutral form: the key's code name as JavaFX spells it ("UP", "DIGIT3",
 * "K", "ENTER", "SLASH") plus the modifiers held.
 */
public record KeyChord(String code, boolean shift, boolean ctrl, boolean alt) {

    public static KeyChord of(String code) {
        return new KeyChord(code, false, false, false);
    }

    public static KeyChord shift(String code) {
        return new KeyChord(code, true, false, false);
    }

    public static KeyChord ctrl(String code) {
        return new KeyChord(code, false, true, false);
    }

    public static KeyChord alt(String code) {
        return new KeyChord(code, false, false, true);
    }
}
