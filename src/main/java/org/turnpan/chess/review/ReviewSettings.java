package org.turnpan.chess.review;

import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.Verbosity;

/**
 * How a review speaks: the phraser (language, square names), the move style, whether comments are
 * read with each move, and whether what changed ({@link MoveConsequences}) is said after each step.
 */
public record ReviewSettings(Phraser phraser, MoveStyle moveStyle, CommentMode comments, boolean changesAfterStep) {

    public ReviewSettings {
        if (phraser == null || moveStyle == null || comments == null) {
            throw new IllegalArgumentException("phraser, move style and comment mode are required");
        }
    }

    /**
     * The settings a verbosity implies: terse reads comments only on request, full says what
     * changed after every step, normal reads comments and leaves the changes to be asked for.
     */
    public static ReviewSettings of(Phraser phraser, MoveStyle style, Verbosity verbosity) {
        return new ReviewSettings(phraser, style, verbosity == Verbosity.TERSE ? CommentMode.ON_REQUEST : CommentMode.READ,
                verbosity == Verbosity.FULL);
    }
}
