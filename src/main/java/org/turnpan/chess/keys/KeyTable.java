package org.turnpan.chess.keys;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The window's key table as data ({@code keys.csv} beside this class): every action, the F1 help
 * line that explains it, where the key works, and its default keys. The one place a key is bound:
 * the board's decoding, the menus' accelerators, F1, docs/keyboard.md and the player's own
 * bindings ({@link KeyBindings}) all read it. As JabRef's {@code KeyBinding} table, as data.
 */
public final class KeyTable {

    /** Where a key of an action works. */
    public enum Place {
        /** The board decodes it while it has the focus. */
        BOARD,
        /** The window decodes it wherever the focus is (the zoom keys). */
        ANYWHERE,
        /** Only a menu item's accelerator. */
        MENU,
        /** Not the player's to rebind: its keys are reserved (Tab, F10) or it has none (the mouse). */
        FIXED;

        static Place of(String word) {
            return valueOf(word.strip().toUpperCase(Locale.ROOT));
        }
    }

    /** One row: an action, its help line, where it works, its default keys. */
    public record Action(String name, String helpLine, Place place, List<KeyChord> defaults) {
        public Action {
            defaults = List.copyOf(defaults);
        }

        /** Whether the player may give it other keys. */
        public boolean rebindable() {
            return place != Place.FIXED;
        }
    }

    private static final String RESOURCE = "keys.csv";
    private static final KeyTable STANDARD = read();

    private final Map<String, Action> actions;

    private KeyTable(Map<String, Action> actions) {
        this.actions = actions;
    }

    /** The table of {@code keys.csv}, read once. */
    public static KeyTable standard() {
        return STANDARD;
    }

    /** Every action, in the table's order. */
    public List<Action> actions() {
        return List.copyOf(actions.values());
    }

    public Optional<Action> action(String name) {
        return Optional.ofNullable(actions.get(name));
    }

    /** The help lines in the order F1 lists them: each line where its first action stands. */
    public List<String> helpLines() {
        return actions.values().stream().map(Action::helpLine).distinct().toList();
    }

    /** The actions a help line explains, in the table's order. */
    public List<Action> actionsOf(String helpLine) {
        return actions.values().stream().filter(a -> a.helpLine().equals(helpLine)).toList();
    }

    /** Reads the table's text; a row it cannot read is a programming error, said with its line. */
    static KeyTable parse(List<String> lines) {
        Map<String, Action> actions = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\\|", -1);
            if (cells.length != 4) {
                throw new IllegalArgumentException(RESOURCE + " line " + (i + 1) + ": four cells expected: " + line);
            }
            List<KeyChord> keys = new ArrayList<>();
            int number = i + 1;
            for (String key : cells[3].split(",")) {
                if (!key.isBlank()) {
                    keys.add(KeyChord.parse(key).orElseThrow(() -> new IllegalArgumentException(
                            RESOURCE + " line " + number + ": no such key: " + key)));
                }
            }
            Action a = new Action(cells[0].strip(), cells[1].strip(), Place.of(cells[2]), keys);
            if (actions.put(a.name(), a) != null) {
                throw new IllegalArgumentException(RESOURCE + ": action listed twice: " + a.name());
            }
        }
        return new KeyTable(java.util.Collections.unmodifiableMap(actions));
    }

    private static KeyTable read() {
        try (InputStream in = KeyTable.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the program");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
