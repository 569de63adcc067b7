package org.turnpan.chess.speech.tts;

import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/**
 * Somewhere sentences go: a voice (FreeTTS, espeak-ng, speech-dispatcher, the screen reader) or a
 * display (the text log). Implementations never block the caller: {@link #speak} returns at once
 * and its future completes when the sentence has been spoken, cut off or failed.
 * <p>
 * The screen-reader bridge of the window implements this too: {@code speak} sets the status
 * node's accessible text and completes at once (the screen reader does its own queueing);
 * {@code stop} does nothing.
 */
public interface SpeechOutput {

    /** Stable identifier, also the end of its voice-name key: "freetts", "espeak", "speechd", "text"... */
    String name();

    /** True once the output can speak (installed, allocated, has somewhere to send sound). */
    boolean isAvailable();

    /** Whether this output can say sentences written in {@code locale}'s language. */
    boolean speaks(Locale locale);

    /** Starts saying {@code utterance}; never blocks. The future never completes exceptionally. */
    CompletableFuture<Delivery> speak(Utterance utterance);

    /** Cuts off whatever this output was given and has not finished; those futures complete INTERRUPTED. */
    void stop();

    /** Releases processes, threads and audio lines. Speaking after close is a programmer error. */
    default void close() {
    }
}
