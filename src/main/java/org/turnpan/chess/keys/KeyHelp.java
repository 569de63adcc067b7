package org.turnpan.chess.keys;

import java.util.List;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * The keyboard help, line by line, from the key table and the player's keys: F1 in the window,
 * the typed {@code keys} command, and docs/keyboard.md (checked against the English lines). A
 * line whose keys are as they are at first says them as the catalogue words them
 * ({@code ui.keys.LINE.keys}: "Arrow keys", "1 to 8"); a line whose keys the player changed, or
 * that has no such words, lists its keys, each named in the reader's language ("Ctrl+R, Alt+F"). What the line does is
 * {@code ui.keys.LINE.does}, or for a menu's item its label ("New game").
 */
public final class KeyHelp {
    private KeyHelp() {
    }

    /** Every help line as "keys: what they do", in the table's order. */
    public static List<Message> lines(Catalogue messages, KeyBindings keys) {
        return keys.table().helpLines().stream().map(line -> line(messages, keys, line)).toList();
    }

    /** One help line as "keys: what they do". */
    public static Message line(Catalogue messages, KeyBindings keys, String helpLine) {
        return Message.of("ui.help.line", "keys", keysOf(messages, keys, helpLine), "does", does(messages, helpLine));
    }

    /** The keys of a help line, in words when they are as at first and the catalogue has words for them. */
    public static Object keysOf(Catalogue messages, KeyBindings keys, String helpLine) {
        String key = "ui.keys." + helpLine + ".keys";
        return keys.atDefaults(helpLine) && messages.has(key) ? Message.of(key) : named(keys, helpLine);
    }

    /**
     * The line's keys each named in the reader's language ({@link KeyNames}: "Maiusc+F8" in
     * Italian), as the key-naming twins name them; joined by a loop, never by recursion.
     */
    private static Object named(KeyBindings keys, String helpLine) {
        List<KeyChord> chords = keys.table().actionsOf(helpLine).stream()
                .flatMap(a -> keys.keysOf(a.name()).stream()).toList();
        if (chords.isEmpty()) {
            return keys.written(helpLine);
        }
        Message joined = KeyNames.of(chords.get(chords.size() - 1));
        for (int i = chords.size() - 2; i >= 0; i--) {
            joined = Message.of("keys.chord.then", "key", KeyNames.of(chords.get(i)), "more", joined);
        }
        return joined;
    }

    /** What a help line's keys do: its sentence, or the label of the menu item ("New game"). */
    public static Object does(Catalogue messages, String helpLine) {
        String key = "ui.keys." + helpLine + ".does";
        if (messages.has(key)) {
            return Message.of(key);
        }
        return messages.text("ui.menu." + helpLine).replace("_", "").replace("…", "").strip();
    }
}
