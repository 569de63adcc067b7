package org.turnpan.chess.speech;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A sentence still in data form: a catalogue key and named arguments. Arguments may be other
 * messages (rendered first, in the same language), numbers or plain strings. A message may also
 * carry how it is {@linkplain #shown() shown}: a square or a file names itself in standard notation
 * ("e4") on a display while the voice says it in the language's words ("е4", "echo 4"), and a text
 * read from a page is shown as the page writes it; see {@link Medium}.
 */
public record Message(String key, Map<String, Object> args, Optional<String> shown) {

    public Message {
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("key is required");
        }
        args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
        Objects.requireNonNull(shown, "shown");
    }

    /** A message rendered from its template for every medium. */
    public Message(String key, Map<String, Object> args) {
        this(key, args, Optional.empty());
    }

    /** {@code Message.of("move.to", "piece", pieceMessage, "square", "e4")}. */
    public static Message of(String key, Object... nameValuePairs) {
        if (nameValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("arguments come in name, value pairs");
        }
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            m.put((String) nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return new Message(key, m);
    }

    /**
     * This message, shown on displays as {@code text} (standard notation, the same in every
     * language) and still spoken from its template.
     */
    public Message shownAs(String text) {
        return new Message(key, args, Optional.of(Objects.requireNonNull(text, "text")));
    }

    /** The same arguments under another key (a verbosity variant); how it is shown is kept. */
    public Message withKey(String other) {
        return new Message(other, args, shown);
    }
    /**
     * Equal when keys, shown forms and arguments are equal, nested messages and lists compared with
     * a stack of our own: a message joined from many parts nests as deep as it has parts, and the
     * record's own comparison recursed once a level (issue 21).
     */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Message)) {
            return false;
        }
        java.util.ArrayDeque<Object[]> work = new java.util.ArrayDeque<>();
        work.push(new Object[] {this, o});
        while (!work.isEmpty()) {
            Object[] pair = work.pop();
            Object a = pair[0];
            Object b = pair[1];
            if (a == b) {
                continue;
            }
            if (a instanceof Message m && b instanceof Message n) {
                if (!m.key.equals(n.key) || !m.shown.equals(n.shown) || !m.args.keySet().equals(n.args.keySet())) {
                    return false;
                }
                for (Map.Entry<String, Object> e : m.args.entrySet()) {
                    work.push(new Object[] {e.getValue(), n.args.get(e.getKey())});
                }
            } else if (a instanceof java.util.List<?> l && b instanceof java.util.List<?> r) {
                if (l.size() != r.size()) {
                    return false;
                }
                for (int i = 0; i < l.size(); i++) {
                    work.push(new Object[] {l.get(i), r.get(i)});
                }
            } else if (a instanceof Message || b instanceof Message || !Objects.equals(a, b)) {
                return false;
            }
        }
        return true;
    }

    /** The key, the shown form and the names of the arguments: enough to spread messages, and never deep. */
    @Override
    public int hashCode() {
        return (key.hashCode() * 31 + shown.hashCode()) * 31 + args.keySet().hashCode();
    }

    /** The key and the arguments one level deep (a nested message by its key), for logs and test failures. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("Message[").append(key);
        for (Map.Entry<String, Object> e : args.entrySet()) {
            Object v = e.getValue();
            sb.append(", ").append(e.getKey()).append('=');
            if (v instanceof Message m) {
                sb.append("Message[").append(m.key).append(", ...]");
            } else if (v instanceof java.util.List<?> l) {
                sb.append("a list of ").append(l.size());
            } else {
                sb.append(v);
            }
        }
        shown.ifPresent(t -> sb.append(", shown=").append(t));
        return sb.append(']').toString();
    }
}
