package org.turnpan.chess.speech;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A sentence still in data form: a catalogue key and named arguments. Arguments may be other
 * messages (rendered first, in the same language), numbers or plain strings.
 */
public record Message(String key, Map<String, Object> args) {

    public Message {
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("key is required");
        }
        args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
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
}
