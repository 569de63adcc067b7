package org.turnpan.chess.session.intent;


/**
 * What the player asks of the rules guide, as a value: the typed {@code rules} command makes these,
 * and so do the window's keys and menu (through {@link BoardAction.Guide}).
 */
public sealed interface GuideRequest {

    /** The section the player is at (the first one before any other was read). */
    record Current() implements GuideRequest {
    }

    /** The section after the one heard last (the first one before any other was read). */
    record Next() implements GuideRequest {
    }

    /** The section before the one heard last. */
    record Previous() implements GuideRequest {
    }

    /** The list of sections, with their numbers. */
    record Contents() implements GuideRequest {
    }

    /** The section a number, an id or words of a heading name ("7", "castling", "arrocco"). */
    record Find(String typed) implements GuideRequest {
    }
}
