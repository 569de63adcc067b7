package org.turnpan.chess.session.settings;

import org.turnpan.chess.session.game.SessionServices;

/**
 * How the player acts on the session, which decides how a sentence that tells the player what to
 * do names it: the console's player types commands ({@link #TYPED}: "type forward"); the window's
 * player moves by keys ({@link #KEYS}: "Alt+Right"), even though its command field takes typed
 * commands too. The session is told once, when it is made ({@link SessionServices#controls}).
 *
 * <p>Every sentence that tells the player what to type and can be heard during play, a review, a
 * lesson or the quiz has a twin in the catalogues under the same key plus {@link #KEYS_SUFFIX},
 * naming the window's keys (the key names of {@code ui.keys.*.keys}); {@code ControlHintsTest}
 * checks each twin against {@code hints/key-hints.tsv} and the window's key map. Help about a
 * typed command ({@code help forward}) stays typed: the player asked about the command.
 */
public enum Controls {
    /** Commands typed at a prompt: the console. */
    TYPED,
    /** Keys on the board, menus and dialogs: the window. */
    KEYS;

    /** What a key-naming twin adds to the key of its typed sentence. */
    public static final String KEYS_SUFFIX = ".by.keys";

    /** The catalogue key of the sentence {@code typedKey} as this player acts: itself, or its key-naming twin. */
    public String hint(String typedKey) {
        return this == KEYS ? typedKey + KEYS_SUFFIX : typedKey;
    }
}
