package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyNames;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * What the window's player hears ({@link Controls#KEYS}): every sentence that has a key-naming
 * twin in the catalogues ({@code KEY.by.keys}, "press Ctrl+L and type resume") is said by its twin,
 * however deep it sits in what is said. Derived from the catalogues, so no code opts a sentence in
 * and none can be forgotten: writing the twin is enough ({@code ControlHintsTest} checks each one).
 * A twin names keys by slots, {@code {key_ACTION}} (the action of the key table, dots written as
 * underscores: {@code {key_review_back}}), filled with the player's own key for that action now
 * ({@link KeyBindings#named}, said by {@link KeyNames}); a twin naming an action that has no key
 * is not used, and the typed sentence is said instead.
 */
public final class KeyTwins {
    /** The base catalogue holds every key, so it says which sentences have a twin. */
    private static final Catalogue BASE = Catalogue.forLocale(Locale.ENGLISH);
    private static final int DEEPEST = 16;
    /** The start of a slot that names a key: {@code {key_cancel}}. */
    static final String KEY_PREFIX = "key_";
    /** A slot naming the key of an action ({@code {key_review_back}}, {@code {^key_cancel}}). */
    private static final Pattern KEY_SLOT = Pattern.compile("\\{\\^?" + KEY_PREFIX + "([a-z0-9_-]+)(?::[a-z]+)?}");

    private KeyTwins() {
    }

    /** The announcement with its message's twins ({@link #of(Message, KeyBindings)}). */
    public static Announcement of(Announcement a, KeyBindings keys) {
        Message m = of(a.message(), keys);
        return m == a.message() ? a : new Announcement(a.kind(), a.priority(), m, a.cues());
    }

    /**
     * The message with its own key and those of the messages in its slots replaced by their twins,
     * where they have one, naming the keys the player has ({@code keys}).
     */
    public static Message of(Message m, KeyBindings keys) {
        return of(m, 0, keys);
    }

    /**
     * A twin sits near the top of what is said; a sentence joined from many parts (a long list of
     * moves) nests as deep as it has parts, and is not walked past {@link #DEEPEST}.
     */
    private static Message of(Message m, int depth, KeyBindings keys) {
        if (depth > DEEPEST) {
            return m;
        }
        boolean changed = false;
        Map<String, Object> args = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : m.args().entrySet()) {
            Object twin = twin(e.getValue(), depth + 1, keys);
            changed |= twin != e.getValue();
            args.put(e.getKey(), twin);
        }
        String key = m.key();
        String twinKey = key + Controls.KEYS_SUFFIX;
        Optional<Map<String, Object>> named = !key.endsWith(Controls.KEYS_SUFFIX) && BASE.has(twinKey)
                ? keysNamed(BASE.template(twinKey), keys) : Optional.empty();
        if (named.isPresent()) {
            key = twinKey;
            args.putAll(named.get());
            changed = true;
        }
        return changed ? new Message(key, args, m.shown()) : m;
    }

    /** The twin's key slots, each with the player's key for its action; empty when an action has no key. */
    static Optional<Map<String, Object>> keysNamed(String template, KeyBindings keys) {
        Map<String, Object> named = new LinkedHashMap<>();
        Matcher slot = KEY_SLOT.matcher(template);
        while (slot.find()) {
            Optional<KeyChord> key = keys.named(slot.group(1).replace('_', '.'));
            if (key.isEmpty()) {
                return Optional.empty();
            }
            named.put(KEY_PREFIX + slot.group(1), KeyNames.of(key.get()));
        }
        return Optional.of(named);
    }

    private static Object twin(Object value, int depth, KeyBindings keys) {
        if (value instanceof Message m) {
            return of(m, depth, keys);
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            boolean changed = false;
            for (Object o : list) {
                Object t = twin(o, depth, keys);
                changed |= t != o;
                out.add(t);
            }
            return changed ? out : list;
        }
        return value;
    }
}
