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
}
