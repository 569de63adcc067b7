package org.turnpan.chess.ui.a11y;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * Decides whether a screen reader is reading the window, from two signs that arrive in any order:
 * JavaFX's accessibility-active flag (a client asked the window for its accessible tree; JavaFX 21
 * sets it once, after the window is shown, and never clears it) and the evidence of the running
 * programs (sampled now and then). The answer decides the voice: {@link State#PRESENT} means the
 * screen reader says everything and our own voice keeps quiet, {@link State#ABSENT} means our own
 * voice says everything. Until the first answer ({@link State#UNDECIDED}) sentences are held, not
 * spoken twice and not lost.
 * <ul>
 *   <li>At start: present as soon as the flag is set and no evidence says otherwise; absent as
 *   soon as the programs show no screen reader, or when a screen reader runs but has not asked for
 *   the window within {@code grace} (it is reading something else, or the evidence is stale).</li>
 *   <li>Afterwards (a screen reader appearing late, or leaving): a change counts once it has held
 *   for {@code settle}, so a flapping sign never switches the voice back and forth.</li>
 *   <li>On a system without a bridge (Linux): always absent.</li>
 * </ul>
 * Thread-safe; time comes from an injected nanosecond clock.
 */
public final class ScreenReaderPresence {

    public enum State { UNDECIDED, PRESENT, ABSENT }

    private final boolean bridge;
    private final long graceNanos;
    private final long settleNanos;
    private final LongSupplier nanos;
    private final long started;
    private boolean active;
    private ReaderEvidence evidence = ReaderEvidence.UNKNOWN;
    private State state = State.UNDECIDED;
    private State pending;
    private long pendingSince;

    public ScreenReaderPresence(DesktopSystem system, Duration grace, Duration settle, LongSupplier nanos) {
        this.bridge = system.hasReaderBridge();
        this.graceNanos = grace.toNanos();
        this.settleNanos = settle.toNanos();
        this.nanos = nanos;
        this.started = nanos.getAsLong();
        decide();
    }

    /** Three seconds to be asked, one second for a change to hold. */
    public static ScreenReaderPresence standard(DesktopSystem system) {
        return new ScreenReaderPresence(system, Duration.ofSeconds(3), Duration.ofSeconds(1), System::nanoTime);
    }

    /** JavaFX's accessibility-active flag is now {@code on}. */
    public synchronized State accessibilityActive(boolean on) {
        active = on;
        return decide();
    }

    /** What the running programs show now. */
    public synchronized State evidence(ReaderEvidence now) {
        evidence = now;
        return decide();
    }

    /** Lets time pass (the grace at start, a change settling). */
    public synchronized State tick() {
        return decide();
    }

    public synchronized State state() {
        return state;
    }

    /**
     * Whether the running programs are worth looking at now: while undecided, and whenever the
     * window has been asked for (the screen reader may have left, or come back). Never on Linux.
     */
    public synchronized boolean wantsEvidence() {
        return bridge && (state == State.UNDECIDED || active);
    }

    private State decide() {
        if (!bridge) {
            state = State.ABSENT;
            return state;
        }
        long now = nanos.getAsLong();
        State seen = active && evidence != ReaderEvidence.NOT_RUNNING ? State.PRESENT : State.ABSENT;
        if (state == State.UNDECIDED) {
            if (seen == State.PRESENT || evidence == ReaderEvidence.NOT_RUNNING || now - started >= graceNanos) {
                state = seen;
            }
            return state;
        }
        if (seen == state) {
            pending = null;
        } else if (pending != seen) {
            pending = seen;
            pendingSince = now;
        }
        if (pending != null && now - pendingSince >= settleNanos) {
            state = pending;
            pending = null;
        }
        return state;
    }
}
