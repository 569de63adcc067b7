package org.turnpan.chess.ui.a11y;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.turnpan.chess.ui.a11y.ScreenReaderPresence.State.ABSENT;
import static org.turnpan.chess.ui.a11y.ScreenReaderPresence.State.PRESENT;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The watch over a fake accessibility layer and a fake list of programs: the window is told each
 * change once, never "undecided", and the voice plan that follows gives every sentence one speaker.
 */
class PresenceWatchTest {

    /** JavaFX's flag, set by the test. */
    static final class FakeLayer implements AccessibilityLayer {
        private boolean active;
        private final List<Consumer<Boolean>> listeners = new ArrayList<>();

        @Override
        public boolean active() {
            return active;
        }

        @Override
        public void onChange(Consumer<Boolean> listener) {
            listeners.add(listener);
        }

        void set(boolean on) {
            if (on != active) {
                active = on;
                listeners.forEach(l -> l.accept(on));
            }
        }
    }

    private final ManualClock clock = new ManualClock();
    private final FakeLayer layer = new FakeLayer();
    private ReaderEvidence running = ReaderEvidence.NOT_RUNNING;
    private int looks;
    private final List<ScreenReaderPresence.State> told = new ArrayList<>();
    private final Executor now = Runnable::run;

    private PresenceWatch watch(DesktopSystem system) {
        ScreenReaderPresence model = new ScreenReaderPresence(system, Duration.ofSeconds(3), Duration.ofSeconds(1), clock);
        ReaderProbe probe = () -> {
            looks++;
            return running;
        };
        return new PresenceWatch(model, layer, probe, now, now, told::add);
    }

    @Test
    void noReaderAnywhere() {
        PresenceWatch w = watch(DesktopSystem.WINDOWS);
        w.start();
        assertEquals(List.of(ABSENT), told);
        int before = looks;
        for (int i = 0; i < 10; i++) {
            clock.advanceMillis(1000);
            w.sample();
        }
        assertEquals(before, looks, "absent and never asked for: the programs are not listed again and again");
        assertEquals(List.of(ABSENT), told);
    }

    @Test
    void readerReadingFromTheStart() {
        running = ReaderEvidence.RUNNING;
        PresenceWatch w = watch(DesktopSystem.MAC);
        w.start();
        assertEquals(List.of(), told, "running, not yet asked for the window: undecided is never told");
        clock.advanceMillis(200);
        layer.set(true);
        assertEquals(List.of(PRESENT), told);
    }

    @Test
    void readerStartedDuringTheGameThenQuit() {
        PresenceWatch w = watch(DesktopSystem.WINDOWS);
        w.start();
        clock.advanceMillis(120_000);
        running = ReaderEvidence.RUNNING;
        layer.set(true);
        clock.advanceMillis(1000);
        w.sample();
        assertEquals(List.of(ABSENT, PRESENT), told, "appearing late");
        clock.advanceMillis(300_000);
        running = ReaderEvidence.NOT_RUNNING;
        w.sample();
        clock.advanceMillis(1000);
        w.sample();
        assertEquals(List.of(ABSENT, PRESENT, ABSENT), told, "leaving: JavaFX's flag stays on, the programs tell");
        assertEquals(true, layer.active());
    }

    @Test
    void flappingIsToldNothing() {
        running = ReaderEvidence.RUNNING;
        PresenceWatch w = watch(DesktopSystem.WINDOWS);
        w.start();
        layer.set(true);
        for (int i = 0; i < 30; i++) {
            running = i % 2 == 0 ? ReaderEvidence.NOT_RUNNING : ReaderEvidence.RUNNING;
            clock.advanceMillis(500);
            w.sample();
        }
        assertEquals(List.of(PRESENT), told);
    }

    @Test
    void aProbeThatFailsIsNoEvidenceAndTheGraceStillEnds() {
        PresenceWatch w = new PresenceWatch(
                new ScreenReaderPresence(DesktopSystem.WINDOWS, Duration.ofSeconds(3), Duration.ofSeconds(1), clock),
                layer, () -> {
                    throw new IllegalStateException("no process list");
                }, now, now, told::add);
        w.start();
        assertEquals(List.of(), told);
        clock.advanceMillis(3000);
        w.sample();
        assertEquals(List.of(ABSENT), told);
    }

    @Test
    void linuxIsToldAbsentAtOnceAndNeverLooks() {
        running = ReaderEvidence.RUNNING;
        PresenceWatch w = watch(DesktopSystem.LINUX);
        w.start();
        layer.set(true);
        w.sample();
        assertEquals(List.of(ABSENT), told);
        assertEquals(0, looks);
    }
}
