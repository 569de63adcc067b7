package org.turnpan.chess.keys;


import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A key press in toolkit-neutral form: the key's code name as JavaFX spells it ("UP", "DIGIT3",
 * "K", "ENTER", "SLASH") plus the modifiers held (Ctrl stands for the Command key on a Mac too).
 * Written and read as people write keys: "Ctrl+Shift+R", "Alt+Left", "Page Up", "1", "Numpad 4".
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

    /** Whether any modifier is held. */
    public boolean modified() {
        return shift || ctrl || alt;
    }

    /** As people write it: "Ctrl+Shift+R", "Alt+Left", "Page Up", "1", "Numpad 4", "Slash". */
    public String display() {
        return (ctrl ? "Ctrl+" : "") + (shift ? "Shift+" : "") + (alt ? "Alt+" : "") + name(code);
    }

    @Override
    public String toString() {
        return display();
    }

    /**
     * Reads a key as people write it ("ctrl+shift+r", "Alt + Left", "page up", "PAGE_UP", "/",
     * "Ctrl+plus", "numpad 4"); empty when it names no key this program knows.
     */
    public static Optional<KeyChord> parse(String text) {
        if (text == null || text.isBlank() || text.length() > 40) {
            return Optional.empty();
        }
        String t = text.strip();
        boolean trailingPlus = t.endsWith("++") || t.equals("+");
        if (trailingPlus) {
            t = t.substring(0, t.length() - 1) + "PLUS";
        }
        String[] parts = t.split("\\+");
        boolean shift = false;
        boolean ctrl = false;
        boolean alt = false;
        for (int i = 0; i < parts.length - 1; i++) {
            switch (normal(parts[i])) {
                case "SHIFT" -> shift = true;
                case "CTRL", "CONTROL", "CMD", "COMMAND", "META" -> ctrl = true;
                case "ALT", "OPTION" -> alt = true;
                default -> {
                    return Optional.empty();
                }
            }
        }
        String code = BY_NAME.get(normal(parts[parts.length - 1]));
        return code == null ? Optional.empty() : Optional.of(new KeyChord(code, shift, ctrl, alt));
    }

    private static String normal(String word) {
        return word.strip().toUpperCase(Locale.ROOT).replace(" ", "").replace("_", "");
    }

    /** The key's name as written: "Left", "Page Up", "1", "Numpad 4", "F5", "K". */
    static String name(String code) {
        if (code.startsWith("DIGIT") && code.length() == 6) {
            return code.substring(5);
        }
        if (code.startsWith("NUMPAD") && code.length() == 7) {
            return "Numpad " + code.substring(6);
        }
        if (code.length() == 1 || code.matches("F\\d{1,2}")) {
            return code; // letters and F1 to F12
        }
        StringBuilder out = new StringBuilder();
        for (String w : code.split("_")) {
            out.append(out.length() == 0 ? "" : " ").append(w.charAt(0)).append(w.substring(1).toLowerCase(Locale.ROOT));
        }
        return out.toString();
    }

    /** The keys this program knows, by their written names without spaces or underscores, upper case. */
    private static final Map<String, String> BY_NAME = names();

    private static Map<String, String> names() {
        Map<String, String> byName = new TreeMap<>();
        java.util.List<String> codes = new java.util.ArrayList<>(java.util.List.of("UP", "DOWN", "LEFT", "RIGHT", "HOME",
                "END", "PAGE_UP", "PAGE_DOWN", "ENTER", "SPACE", "ESCAPE", "TAB", "BACK_SPACE", "DELETE", "INSERT",
                "SLASH", "BACK_SLASH", "COMMA", "PERIOD", "SEMICOLON", "QUOTE", "MINUS", "EQUALS", "PLUS", "ADD",
                "SUBTRACT", "MULTIPLY", "DIVIDE", "DECIMAL", "OPEN_BRACKET", "CLOSE_BRACKET", "BACK_QUOTE", "CAPS",
                "NUM_LOCK", "SCROLL_LOCK", "CONTEXT_MENU", "WINDOWS", "META", "COMMAND", "PAUSE", "PRINTSCREEN"));
        for (char c = 'A'; c <= 'Z'; c++) {
            codes.add(String.valueOf(c));
        }
        for (int i = 0; i <= 9; i++) {
            codes.add("DIGIT" + i);
            codes.add("NUMPAD" + i);
        }
        for (int i = 1; i <= 12; i++) {
            codes.add("F" + i);
        }
        for (String code : codes) {
            byName.put(normal(code), code);
            byName.put(normal(name(code)), code);
        }
        byName.put("/", "SLASH");
        byName.put("ESC", "ESCAPE");
        byName.put("RETURN", "ENTER");
        byName.put("PGUP", "PAGE_UP");
        byName.put("PGDN", "PAGE_DOWN");
        byName.put("BACKSPACE", "BACK_SPACE");
        byName.put("DEL", "DELETE");
        byName.put("INS", "INSERT");
        byName.put("CAPSLOCK", "CAPS");
        byName.put("-", "MINUS");
        byName.put("=", "EQUALS");
        byName.put(",", "COMMA");
        byName.put(".", "PERIOD");
        return Map.copyOf(byName);
    }
}
