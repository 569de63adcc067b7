package org.turnpan.chess.speech;

import java.util.List;
import org.turnpan.chess.speech.tts.Earcon;

/**
 * Something the program says: what kind of event it is, how urgent, the sentence in data form, and
 * the short sounds said with it beyond those of its kind (a capture, a check, low time), played
 * when the player has them switched on.
 */
public record Announcement(Kind kind, Priority priority, Message message, List<Earcon> cues) {

    public Announcement {
        cues = List.copyOf(cues);
    }

    /** An announcement with no sound of its own. */
    public Announcement(Kind kind, Priority priority, Message message) {
        this(kind, priority, message, List.of());
    }

    /** The same announcement saying {@code other} instead (its kind, priority and sounds kept). */
    public Announcement withMessage(Message other) {
        return new Announcement(kind, priority, other, cues);
    }

    /** The same announcement with {@code sounds} played with it. */
    public Announcement withCues(List<Earcon> sounds) {
        return new Announcement(kind, priority, message, sounds);
    }

    /** What the announcement is about; outputs may pick an earcon by kind. */
    public enum Kind {
        /** The answer to something the user just asked or did (a query, a cursor move). */
        ANSWER,
        /** A move was played (by either side). */
        MOVE,
        /** A move or command was refused. */
        REFUSAL,
        /** Check, draw offer, clock warning and other game events. */
        EVENT,
        /** The game ended. */
        RESULT,
        /** Help and hints. */
        HELP,
        /** The cursor stayed at the edge of the board (said with the edge sound). */
        EDGE,
        /**
         * Never said, printed or repeated: only kept in the window's log for reading later (an online
         * chat line while the player has the chat off).
         */
        UNSAID
    }

    /** NAVIGATION interrupts stale speech; QUEUED is always delivered, in order. */
    public enum Priority {
        NAVIGATION, QUEUED
    }

    public static Announcement answer(Message m) {
        return new Announcement(Kind.ANSWER, Priority.NAVIGATION, m);
    }

    /** A sentence kept in the window's log for reading later, never said ({@link Kind#UNSAID}). */
    public static Announcement unsaid(Message m) {
        return new Announcement(Kind.UNSAID, Priority.QUEUED, m);
    }

    public static Announcement queued(Kind kind, Message m) {
        return new Announcement(kind, Priority.QUEUED, m);
    }
}
