package org.turnpan.chess.ui.a11y.platform;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.application.Platform;
import org.turnpan.chess.ui.a11y.DesktopSystem;
import org.turnpan.chess.ui.a11y.PresenceWatch;
import org.turnpan.chess.ui.a11y.ReaderProbe;
import org.turnpan.chess.ui.a11y.ScreenReaderPresence;

/**
 * The running watch for one window: JavaFX's accessibility flag, the running programs looked at
 * on a daemon thread of its own (once a second while it matters, never on Linux), and each change
 * of the answer handed to the window on the JavaFX thread.
 */
public final class ScreenReaderWatch implements AutoCloseable {
    private final ScheduledExecutorService thread;
    private final PresenceWatch watch;

    private ScreenReaderWatch(ScheduledExecutorService thread, PresenceWatch watch) {
        this.thread = thread;
        this.watch = watch;
    }

    /**
     * Starts watching; call on the JavaFX thread right after the window is shown. {@code changes}
     * receives PRESENT or ABSENT, on the JavaFX thread, each time the answer changes (the first
     * time within three seconds; at once on Linux).
     */
    @SuppressWarnings("FutureReturnValueIgnored") // sample() catches what the probe throws, so the schedule never dies
    public static ScreenReaderWatch start(DesktopSystem system, Consumer<ScreenReaderPresence.State> changes) {
        ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "screen-reader-watch");
            t.setDaemon(true);
            return t;
        });
        PresenceWatch watch = new PresenceWatch(ScreenReaderPresence.standard(system), new FxAccessibilityLayer(),
                ReaderProbe.processes(system), thread, Platform::runLater, changes);
        watch.start();
        if (system.hasReaderBridge()) {
            thread.scheduleWithFixedDelay(watch::sample, 1, 1, TimeUnit.SECONDS);
        }
        return new ScreenReaderWatch(thread, watch);
    }

    public ScreenReaderPresence.State state() {
        return watch.state();
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
