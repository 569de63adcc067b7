package org.turnpan.chess.speech;

import java.util.List;

/**
 * Parts said as one message, joined by a two-slot template of the catalogue and folded from the
 * right: {@code speech.join.sentences} ("{first} {rest}") strings whole sentences together (an
 * answer is one announcement, since a second one would cut the first off);
 * {@code speech.join.clauses} ("{first}; {rest}") and {@code speech.join.commas} ("{first}, {rest}")
 * join the parts of one sentence where a natural "and" list would blur them (a header, a move history).
 */
public final class Joined {
    private static final String SENTENCES = "speech.join.sentences";
    private static final String CLAUSES = "speech.join.clauses";
    private static final String COMMAS = "speech.join.commas";

    private Joined() {
    }

    /** Whole sentences one after the other; there must be at least one. */
    public static Message sentences(List<Message> parts) {
        return by(SENTENCES, parts);
    }

    public static Message sentences(Message... parts) {
        return sentences(List.of(parts));
    }

    /** Parts of one long sentence, apart by semicolons; there must be at least one. */
    public static Message clauses(List<Message> parts) {
        return by(CLAUSES, parts);
    }

    /** Short parts of one sentence, apart by commas; there must be at least one. */
    public static Message commas(List<Message> parts) {
        return by(COMMAS, parts);
    }

    private static Message by(String key, List<Message> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("nothing to join");
        }
        Message out = parts.get(parts.size() - 1);
        for (int i = parts.size() - 2; i >= 0; i--) {
            out = Message.of(key, "first", parts.get(i), "rest", out);
        }
        return out;
    }
}
