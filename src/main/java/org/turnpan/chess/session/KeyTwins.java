package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyHelp;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * What the window's player hears ({@link Controls#KEYS}): every sentence that has a key-naming
 * twin in the catalogues ({@code KEY.by.keys}, "press Ctrl+L and type resume") is said by its twin,
 * however deep it sits in what is said. Derived from the catalogues, so no code opts a sentence in
 * and none can be forgotten: writing the twin is enough ({@code ControlHintsTest} checks each one).
 *
 * <p>A twin names a key either as written ("Ctrl+L") or by a slot {@code {key.LINE}}, LINE a line of
 * the keyboard help (keys.csv: {@code puzzle}, {@code cancel}): the slot says that line's keys as the
 * player has them ({@link KeyHelp#keysOf}), so a player who gave the next puzzle F12 hears F12, and
 * one who did not hears the F1 help's words for the keys ("Esc" in Italian).
 */
public final class KeyTwins {
    /** What starts a twin's slot that names the keys of a help line ({@code {key.puzzle}}). */
    public static final String KEY_PREFIX = "key.";
    /** The base catalogue holds every key, so it says which sentences have a twin. */
    private static final Catalogue BASE = Catalogue.forLocale(Locale.ENGLISH);
    private static final int DEEPEST = 16;
    /** A twin's slot naming the keys of a help line: {@code {key.puzzle}}. */
    private static final Pattern KEY_SLOT = Pattern.compile("\\{\\^?(" + Pattern.quote(KEY_PREFIX) + "[a-z0-9.-]+)}");

    private KeyTwins() {
    }

    /** The announcement as a player with the table's keys hears it. */
    public static Announcement of(Announcement a) {
        return of(a, KeyBindings.defaults());
    }

    /** The announcement as a player with {@code keys} hears it. */
    public static Announcement of(Announcement a, KeyBindings keys) {
        Message m = of(a.message(), keys);
        return m == a.message() ? a : new Announcement(a.kind(), a.priority(), m, a.cues());
    }

    /** The message with its own key and those of the messages in its slots replaced by their twins, where they have one. */
    public static Message of(Message m) {
        return of(m, KeyBindings.defaults());
    }

    /** As {@link #of(Message)}, the keys named as the player has them. */
    public static Message of(Message m, KeyBindings keys) {
        return of(m, keys, 0);
    }

    /**
     * A twin sits near the top of what is said; a sentence joined from many parts (a long list of
     * moves) nests as deep as it has parts, and is not walked past {@link #DEEPEST}.
     */
    private static Message of(Message m, KeyBindings keys, int depth) {
        if (depth > DEEPEST) {
            return m;
        }
        boolean changed = false;
        Map<String, Object> args = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : m.args().entrySet()) {
            Object twin = twin(e.getValue(), keys, depth + 1);
            changed |= twin != e.getValue();
            args.put(e.getKey(), twin);
        }
        String key = m.key();
        String twinKey = key + Controls.KEYS_SUFFIX;
        if (!key.endsWith(Controls.KEYS_SUFFIX) && BASE.has(twinKey)) {
            key = twinKey;
            changed = true;
            Matcher slot = KEY_SLOT.matcher(BASE.template(twinKey));
            while (slot.find()) {
                String line = slot.group(1).substring(KEY_PREFIX.length());
                args.put(slot.group(1), KeyHelp.keysOf(BASE, keys, line));
            }
        }
        return changed ? new Message(key, args, m.shown()) : m;
    }

    private static Object twin(Object value, KeyBindings keys, int depth) {
        if (value instanceof Message m) {
            return of(m, keys, depth);
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            boolean changed = false;
            for (Object o : list) {
                Object t = twin(o, keys, depth);
                changed |= t != o;
                out.add(t);
            }
            return changed ? out : list;
        }
        return value;
    }
}
