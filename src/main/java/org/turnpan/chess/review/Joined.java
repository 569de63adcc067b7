package org.turnpan.chess.review;

import java.util.List;
import org.turnpan.chess.speech.Message;

/**
 * Parts joined by a two-slot template of the catalogue, folded from the right:
 * {@code review.sentences} ("{first} {rest}") strings whole sentences together,
 * {@code review.clauses} ("{first}; {rest}") and {@code review.commas} ("{first}, {rest}") join the
 * parts of one sentence where a natural "and" list would blur them (a header, a move history).
 */
final class Joined {
    static final String SENTENCES = "review.sentences";
    static final String CLAUSES = "review.clauses";
    static final String COMMAS = "review.commas";

    private Joined() {
    }

    /** The parts joined by {@code key}; there must be at least one. */
    static Message by(String key, List<Message> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("nothing to join");
        }
        Message out = parts.get(parts.size() - 1);
        for (int i = parts.size() - 2; i >= 0; i--) {
            out = Message.of(key, "first", parts.get(i), "rest", out);
        }
        return out;
    }

    static Message sentences(List<Message> parts) {
        return by(SENTENCES, parts);
    }
}
