package org.turnpan.chess.ui.a11y;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

/**
 * Keeps a {@link ScreenReaderPresence} up to date and says when its answer changes: listens to the
 * accessibility layer, samples the running programs on {@code background} when the model wants
 * evidence, and lets time pass at each {@link #sample} (the caller runs it every second or so).
 * Each change of state is handed to {@code changes} once, on {@code deliver} (the JavaFX thread).
 */
public final class PresenceWatch {
    private final ScreenReaderPresence model;
    private final AccessibilityLayer layer;
    private final ReaderProbe probe;
    private final Executor background;
    private final Executor deliver;
    private final Consumer<ScreenReaderPresence.State> changes;
    private ScreenReaderPresence.State told;

    public PresenceWatch(ScreenReaderPresence model, AccessibilityLayer layer, ReaderProbe probe, Executor background,
                         Executor deliver, Consumer<ScreenReaderPresence.State> changes) {
        this.model = model;
        this.layer = layer;
        this.probe = probe;
        this.background = background;
        this.deliver = deliver;
        this.changes = changes;
    }

    /** Call right after the window is shown: reads the layer now and follows it from then on. */
    public void start() {
        layer.onChange(on -> {
            report(model.accessibilityActive(on));
            run(background, this::sample);
        });
        report(model.accessibilityActive(layer.active()));
        run(background, this::sample);
    }

    /** One look: the running programs if they matter now, and the passing of time. */
    public void sample() {
        if (model.wantsEvidence()) {
            ReaderEvidence e;
            try {
                e = probe.sample();
            } catch (RuntimeException ex) {
                e = ReaderEvidence.UNKNOWN;
            }
            report(model.evidence(e));
        } else {
            report(model.tick());
        }
    }

    public ScreenReaderPresence.State state() {
        return model.state();
    }

    private void report(ScreenReaderPresence.State now) {
        synchronized (this) {
            if (Objects.equals(told, now) || now == ScreenReaderPresence.State.UNDECIDED) {
                return;
            }
            told = now;
        }
        run(deliver, () -> changes.accept(now));
    }

    /** An executor that has stopped (the window closing) simply does not run it. */
    private static void run(Executor executor, Runnable r) {
        try {
            executor.execute(r);
        } catch (RejectedExecutionException | IllegalStateException e) {
            // closing: nothing left to tell
        }
    }
}
