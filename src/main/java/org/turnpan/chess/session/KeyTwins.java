package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * What the window's player hears ({@link Controls#KEYS}): every sentence that has a key-naming
 * twin in the catalogues ({@code KEY.by.keys}, "press Ctrl+L and type resume") is said by its twin,
 * however deep it sits in what is said. Derived from the catalogues, so no code opts a sentence in
 * and none can be forgotten: writing the twin is enough ({@code ControlHintsTest} checks each one).
 */
public final class KeyTwins {
    /** The base catalogue holds every key, so it says which sentences have a twin. */
    private static final Catalogue BASE = Catalogue.forLocale(Locale.ENGLISH);
    private static final int DEEPEST = 16;

    private KeyTwins() {
    }

    public static Announcement of(Announcement a) {
        Message m = of(a.message());
        return m == a.message() ? a : new Announcement(a.kind(), a.priority(), m, a.cues());
    }

    /** The message with its own key and those of the messages in its slots replaced by their twins, where they have one. */
    public static Message of(Message m) {
        return of(m, 0);
    }

    /**
     * A twin sits near the top of what is said; a sentence joined from many parts (a long list of
     * moves) nests as deep as it has parts, and is not walked past {@link #DEEPEST}.
     */
    private static Message of(Message m, int depth) {
        if (depth > DEEPEST) {
            return m;
        }
        boolean changed = false;
        Map<String, Object> args = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : m.args().entrySet()) {
            Object twin = twin(e.getValue(), depth + 1);
            changed |= twin != e.getValue();
            args.put(e.getKey(), twin);
        }
        String key = m.key();
        String twinKey = key + Controls.KEYS_SUFFIX;
        if (!key.endsWith(Controls.KEYS_SUFFIX) && BASE.has(twinKey)) {
            key = twinKey;
            changed = true;
        }
        return changed ? new Message(key, args, m.shown()) : m;
    }

    private static Object twin(Object value, int depth) {
        if (value instanceof Message m) {
            return of(m, depth);
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            boolean changed = false;
            for (Object o : list) {
                Object t = twin(o, depth);
                changed |= t != o;
                out.add(t);
            }
            return changed ? out : list;
        }
        return value;
    }
}
