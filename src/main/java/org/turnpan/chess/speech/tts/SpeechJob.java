package org.turnpan.chess.speech.tts;

import java.util.ArrayList;
import java.util.List;

/** One utterance being synthesized: can be cancelled from any thread, running its cancel hooks. */
final class SpeechJob {
    private final List<Runnable> onCancel = new ArrayList<>();
    private boolean cancelled;

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

    /** A job nobody cancels (rendering to a file). */
    static SpeechJob uncancellable() {
        return new SpeechJob();
    }
}
