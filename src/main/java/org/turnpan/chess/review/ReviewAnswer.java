package org.turnpan.chess.review;

import org.turnpan.chess.speech.Message;

/**
 * The review after a command, and what to say. {@code refused} is true when the command could not
 * be done (a step past the end of a line, a variation that is not there): {@code review} is then
 * the one it was asked of, and a front end may play the edge or refusal sound.
 */
public record ReviewAnswer(Review review, Message said, boolean refused) {

    static ReviewAnswer done(Review review, Message said) {
        return new ReviewAnswer(review, said, false);
    }

    static ReviewAnswer refused(Review review, Message said) {
        return new ReviewAnswer(review, said, true);
    }
}
