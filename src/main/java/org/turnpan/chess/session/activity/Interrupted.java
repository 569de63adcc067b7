package org.turnpan.chess.session.activity;

import org.turnpan.chess.session.reading.Cursor;

/**
 * An activity a lesson or the quiz took the board from and gives back when it ends (a review, at the
 * same move, in the same variation, following the same squares), with the cursor the player had
 * there. Only an activity that says it waits ({@link Activity.Waits}) is kept; a review started
 * meanwhile replaces it. Immutable.
 *
 * @param activity the activity that waits
 * @param cursor   the board cursor as it stood there (square and orientation)
 */
public record Interrupted(Activity.Waits activity, Cursor cursor) {

    /** The same activity speaking with the session's settings after they changed. */
    public Interrupted relabelled(Stage core) {
        return new Interrupted(activity.relabelled(core), cursor);
    }
}
