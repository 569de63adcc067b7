package org.turnpan.chess.ui.a11y;

/**
 * Who says what, for each state of the screen reader: exactly one speaker for every sentence,
 * so nothing is said twice and nothing is left unsaid (while undecided, sentences wait).
 */
public enum VoicePlan {
    /** Not known yet whether a screen reader is reading: sentences are shown and held. */
    HOLD,
    /** A screen reader reads the focus and our announcements; our own voice is silent. */
    SCREEN_READER,
    /**
     * A screen reader reads the focus but we cannot hand it announcements (no channel on this
     * system, or it failed): our own voice says the announcements, never the focus.
     */
    SCREEN_READER_AND_OWN_VOICE,
    /** No screen reader: our own voice says everything. */
    OWN_VOICE;

    /** Where a sentence comes from. */
    public enum Origin {
        /** The accessible text of the control that just got the focus ("e4, white knight"). */
        FOCUS,
        /** Everything else: moves, replies, refusals, clock warnings, answers, notices. */
        ANNOUNCEMENT
    }

    /** Who speaks a sentence. */
    public enum Speaker { SCREEN_READER, OWN_VOICE, LATER }

    public static VoicePlan of(ScreenReaderPresence.State state, boolean channelWorks) {
        return switch (state) {
            case UNDECIDED -> HOLD;
            case ABSENT -> OWN_VOICE;
            case PRESENT -> channelWorks ? SCREEN_READER : SCREEN_READER_AND_OWN_VOICE;
        };
    }

    /** The one speaker of a sentence of this origin. */
    public Speaker speaker(Origin origin) {
        return switch (this) {
            case HOLD -> Speaker.LATER;
            case SCREEN_READER -> Speaker.SCREEN_READER;
            case SCREEN_READER_AND_OWN_VOICE -> origin == Origin.FOCUS ? Speaker.SCREEN_READER : Speaker.OWN_VOICE;
            case OWN_VOICE -> Speaker.OWN_VOICE;
        };
    }
}
