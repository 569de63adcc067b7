package org.turnpan.chess.keys;

import java.util.Locale;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * A key as a sentence names it, in the language the sentence is said in: "Alt+Left" is
 * "Alt+Sinistra" in Italian and "Alt+Влево" in Russian, Escape is "Esc" in Italian. The names of
 * keys and of Shift that a language says in its own words are {@code keys.name.CODE} and
 * {@code keys.chord.shift} in the {@code keys} catalogue; any other key is named as written
 * ({@link KeyChord#display}). Used by the key-naming twins of typed hints, so a twin names the
 * player's own key ({@code session.KeyTwins}).
 */
public final class KeyNames {
    /** The base catalogue says which keys have a name of their own. */
    private static final Catalogue BASE = Catalogue.forLocale(Locale.ENGLISH);

    private KeyNames() {
    }

    /** The key as a message: its modifiers around its name, rendered in the reader's language. */
    public static Message of(KeyChord key) {
        String nameKey = "keys.name." + key.code().toLowerCase(Locale.ROOT);
        Message named = BASE.has(nameKey) ? Message.of(nameKey)
                : Message.of("keys.chord.plain", "key", KeyChord.name(key.code()));
        if (key.alt()) {
            named = Message.of("keys.chord.alt", "key", named);
        }
        if (key.shift()) {
            named = Message.of("keys.chord.shift", "key", named);
        }
        if (key.ctrl()) {
            named = Message.of("keys.chord.ctrl", "key", named);
        }
        return named;
    }
}
