package org.turnpan.chess.ui.a11y;

/** What the operating system shows about screen readers at one moment. */
public enum ReaderEvidence {
    /** A known screen reader is running. */
    RUNNING,
    /** The running programs could be read and no known screen reader is among them. */
    NOT_RUNNING,
    /** Nothing could be learned (not looked yet, or the list of programs could not be read). */
    UNKNOWN
}
