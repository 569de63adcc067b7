package org.turnpan.chess.speech;

/**
 * Something the program says: what kind of event it is, how urgent, and the sentence in data form.
 */
public record Announcement(Kind kind, Priority priority, Message message) {

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
        EDGE
    }

    /** NAVIGATION interrupts stale speech; QUEUED is always delivered, in order. */
    public enum Priority {
        NAVIGATION, QUEUED
    }

    public static Announcement answer(Message m) {
        return new Announcement(Kind.ANSWER, Priority.NAVIGATION, m);
    }

    public static Announcement queued(Kind kind, Message m) {
        return new Announcement(kind, Priority.QUEUED, m);
    }
}
