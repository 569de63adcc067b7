package org.turnpan.chess.speech.tts;

import java.util.ArrayList;
import java.util.List;

/**
 * One utterance being synthesized: can be cancelled from any thread, running its cancel hooks, by
 * the user ({@link #cancel}) or by its time limit ({@link #timeOut}).
 */
final class SpeechJob {
    private final List<Runnable> onCancel = new ArrayList<>();
    private boolean cancelled;
    private boolean timedOut;

    /** Runs {@code hook} when the job is cancelled, at once if it already is. */
    void onCancel(Runnable hook) {
        boolean now;
        synchronized (this) {
            now = cancelled;
            if (!now) {
                onCancel.add(hook);
            }
        }
        if (now) {
            hook.run();
        }
    }

    void cancel() {
        List<Runnable> hooks;
        synchronized (this) {
            if (cancelled) {
                return;
            }
            cancelled = true;
            hooks = List.copyOf(onCancel);
        }
        hooks.forEach(Runnable::run);
    }

    synchronized boolean isCancelled() {
        return cancelled;
    }

    /** Cuts the utterance off because it took longer than its limit (a failure, not an interruption). */
    void timeOut() {
        synchronized (this) {
            timedOut = !cancelled;
        }
        cancel();
    }

    synchronized boolean timedOut() {
        return timedOut;
    }

    /** A job nobody cancels, only its time limit (rendering to a file). */
    static SpeechJob uncancellable() {
        return new SpeechJob();
    }
}
