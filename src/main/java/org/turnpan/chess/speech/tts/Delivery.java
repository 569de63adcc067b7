package org.turnpan.chess.speech.tts;

/** How one utterance ended. */
public enum Delivery {
    /** Spoken to the end (or shown, for a display). */
    SPOKEN,
    /** Cut off by {@link SpeechOutput#stop()}. */
    INTERRUPTED,
    /** The voice could not say it (process failed, audio line lost). The text log still has it. */
    FAILED
}
