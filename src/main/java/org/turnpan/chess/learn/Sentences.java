package org.turnpan.chess.learn;

import java.util.List;
import org.turnpan.chess.speech.Message;

/**
 * Several sentences said as one message, one after the other ({@code learn.sentences}): an answer
 * is one announcement, since a second one would cut the first off.
 */
public final class Sentences {
    private Sentences() {
    }

    public static Message of(List<Message> sentences) {
        if (sentences.isEmpty()) {
            throw new IllegalArgumentException("no sentence");
        }
        Message out = sentences.get(sentences.size() - 1);
        for (int i = sentences.size() - 2; i >= 0; i--) {
            out = Message.of("learn.sentences", "first", sentences.get(i), "second", out);
        }
        return out;
    }

    public static Message of(Message... sentences) {
        return of(List.of(sentences));
    }
}
