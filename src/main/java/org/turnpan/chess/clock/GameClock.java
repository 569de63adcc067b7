package org.turnpan.chess.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Side;

/**
 * A two-sided chess clock with Fischer increment, flag fall and low-time warnings, driven by an
 * injected {@link TimeSource}. Thread-safe: the session's input thread presses it while a timer
 * thread polls it.
 *
 * <h2>Life of a clock</h2>
 * <ol>
 *   <li>{@link #start(Side)} starts the clock of the side to move (White in a new game).</li>
 *   <li>After each move, {@link #press()}: if the mover's flag has not fallen, their increment is
 *       added and the opponent's clock runs ({@link PressResult#ACCEPTED}); otherwise the move came
 *       too late ({@link PressResult#FLAG_FELL}).</li>
 *   <li>{@link #pause()} / {@link #resume()} freeze and restart the running side's clock;
 *       {@link #stop()} freezes it for good when the game ends otherwise.</li>
 * </ol>
 *
 * <h2>Events and scheduling</h2>
 * {@link #poll()} returns the events due since the last poll: a {@link ClockEvent.Warning} each
 * time a side's remaining time falls to a threshold (once per crossing: a threshold re-arms only
 * when an increment lifts the time above it again), and {@link ClockEvent.FlagFell} once. Warnings
 * that fell due during a move but were not polled before the press are dropped (the player has
 * already moved), and a side whose flag falls gets no warnings in the same poll.
 * {@link #untilNextEvent()} says when the next event is due, so the session needs one timer:
 * <pre>{@code
 *   clock.untilNextEvent().ifPresent(d -> timer.schedule(() -> announce(clock.poll()), d));
 * }</pre>
 * (reschedule after every press, pause, resume and poll). An untimed clock never has events.
 */
public final class GameClock {

    private final TimeControl control;
    private final WarningThresholds thresholds;
    private final TimeSource source;

    // all guarded by this
    private final long[] remainingNanos = new long[2];
    private final boolean[][] armed;
    private Side toMove;
    private boolean started;
    private boolean paused;
    private boolean stopped;
    private long settledAt;
    private Side flagged;
    private boolean flagReported;

    private GameClock(TimeControl control, WarningThresholds thresholds, TimeSource source,
                      Duration white, Duration black) {
        this.control = control;
        this.thresholds = thresholds;
        this.source = source;
        this.armed = new boolean[2][thresholds.size()];
        remainingNanos[Side.WHITE.ordinal()] = white.toNanos();
        remainingNanos[Side.BLACK.ordinal()] = black.toNanos();
        rearm(Side.WHITE);
        rearm(Side.BLACK);
    }

    /** A clock for a new game with the default warnings (30 and 10 seconds). */
    public static GameClock of(TimeControl control, TimeSource source) {
        return of(control, WarningThresholds.defaults(), source);
    }

    /** A clock for a new game: both sides start with the control's initial time. */
    public static GameClock of(TimeControl control, WarningThresholds thresholds, TimeSource source) {
        return new GameClock(control, thresholds, source, control.initial(), control.initial());
    }

    /**
     * A clock for a resumed game, with the times left when it was saved. Thresholds at or above a
     * side's remaining time count as already crossed (no warning right after resuming).
     */
    public static GameClock restored(TimeControl control, WarningThresholds thresholds, TimeSource source,
                                     Duration white, Duration black) {
        if (!control.isTimed()) {
            return of(control, thresholds, source);
        }
        if (white.isNegative() || black.isNegative()) {
            throw new IllegalArgumentException("remaining time cannot be negative");
        }
        return new GameClock(control, thresholds, source, white, black);
    }

    public TimeControl control() {
        return control;
    }

    public WarningThresholds thresholds() {
        return thresholds;
    }

    public boolean isTimed() {
        return control.isTimed();
    }

    /** Starts the clock of {@code sideToMove}. Starting twice is a programmer error. */
    public synchronized void start(Side sideToMove) {
        if (started) {
            throw new IllegalStateException("the clock has already started");
        }
        started = true;
        toMove = sideToMove;
        settledAt = source.nanos();
    }

    /**
     * The side to move has moved. Adds their increment and starts the opponent's clock, unless
     * their flag had already fallen. Pressing while paused switches sides and stays paused.
     * Pressing a clock that was never started, or after {@link #stop()}, is a programmer error.
     */
    public synchronized PressResult press() {
        if (!started || stopped) {
            throw new IllegalStateException(started ? "the clock was stopped" : "the clock has not started");
        }
        settle();
        if (flagged != null) {
            flagReported = true;
            return PressResult.FLAG_FELL;
        }
        if (isTimed()) {
            int mover = toMove.ordinal();
            disarmCrossed(toMove);
            remainingNanos[mover] += control.increment().toNanos();
            rearm(toMove);
        }
        toMove = toMove.opposite();
        return PressResult.ACCEPTED;
    }

    /**
     * Replaces both remaining times (resuming a saved game, or an arbiter's correction). Warning
     * thresholds at or above the new time count as crossed; those below it are armed again.
     * Ignored for an untimed clock; after a flag fall it is a programmer error.
     */
    public synchronized void set(Duration white, Duration black) {
        if (white.isNegative() || black.isNegative()) {
            throw new IllegalArgumentException("remaining time cannot be negative");
        }
        settle();
        if (flagged != null) {
            throw new IllegalStateException("the flag has already fallen");
        }
        if (!isTimed()) {
            return;
        }
        remainingNanos[Side.WHITE.ordinal()] = white.toNanos();
        remainingNanos[Side.BLACK.ordinal()] = black.toNanos();
        for (Side side : Side.values()) {
            disarmAll(side);
            rearm(side);
        }
    }

    /** Freezes the running clock (no-op when not running). */
    public synchronized void pause() {
        settle();
        if (isRunning()) {
            paused = true;
        }
    }

    /** Restarts a paused clock (no-op when not paused). */
    public synchronized void resume() {
        if (paused) {
            paused = false;
            settledAt = source.nanos();
        }
    }

    /** Freezes the clock for good (the game ended by mate, resignation, agreement...): no more events. */
    public synchronized void stop() {
        settle();
        stopped = true;
        disarmAll(Side.WHITE);
        disarmAll(Side.BLACK);
    }

    public synchronized boolean isPaused() {
        return paused;
    }

    /** The side whose clock is counting down now, if any. */
    public synchronized Optional<Side> running() {
        settle();
        return Optional.ofNullable(isRunning() ? toMove : null);
    }

    /** The side to move as the clock sees it (empty before the start). */
    public synchronized Optional<Side> sideToMove() {
        return Optional.ofNullable(toMove);
    }

    /** The side whose flag has fallen, if any. An untimed clock never flags. */
    public synchronized Optional<Side> flagged() {
        settle();
        return Optional.ofNullable(flagged);
    }

    /** Time left for a side; empty for an untimed clock. */
    public synchronized Optional<Duration> remaining(Side side) {
        settle();
        return settledRemaining(side);
    }

    private Optional<Duration> settledRemaining(Side side) {
        return isTimed() ? Optional.of(Duration.ofNanos(remainingNanos[side.ordinal()])) : Optional.empty();
    }

    /** Time left for a side, split for speech; empty for an untimed clock. */
    public Optional<TimeReadout> readout(Side side) {
        return remaining(side).map(TimeReadout::of);
    }

    /** Everything at one instant (one reading of the time source): what front ends show and say. */
    public synchronized ClockReading reading() {
        settle();
        if (!isTimed()) {
            return ClockReading.untimed();
        }
        return new ClockReading(control, Duration.ofNanos(remainingNanos[Side.WHITE.ordinal()]),
                Duration.ofNanos(remainingNanos[Side.BLACK.ordinal()]),
                Optional.ofNullable(isRunning() ? toMove : null), paused, Optional.ofNullable(flagged));
    }

    /** The events that fell due since the last poll, each reported once, in the order they happened. */
    public synchronized List<ClockEvent> poll() {
        settle();
        List<ClockEvent> events = new ArrayList<>();
        if (!isTimed()) {
            return events;
        }
        for (Side side : Side.values()) {
            if (side == flagged) {
                disarmAll(side);
                continue;
            }
            long left = remainingNanos[side.ordinal()];
            for (int i = 0; i < thresholds.size(); i++) {
                if (armed[side.ordinal()][i] && left <= thresholds.get(i).toNanos()) {
                    armed[side.ordinal()][i] = false;
                    events.add(new ClockEvent.Warning(side, thresholds.get(i), TimeReadout.of(Duration.ofNanos(left))));
                }
            }
        }
        if (flagged != null && !flagReported) {
            flagReported = true;
            events.add(new ClockEvent.FlagFell(flagged));
        }
        return events;
    }

    /**
     * How long until {@link #poll()} has something to report: zero when an event is already due,
     * empty when nothing can happen until the next press or resume (untimed, not started, paused,
     * stopped, or the flag has fallen and was reported).
     */
    public synchronized Optional<Duration> untilNextEvent() {
        settle();
        if (!isTimed() || !started) {
            return Optional.empty();
        }
        if (flagged != null) {
            return flagReported ? Optional.empty() : Optional.of(Duration.ZERO);
        }
        long soonest = Long.MAX_VALUE;
        for (Side side : Side.values()) {
            for (int i = 0; i < thresholds.size(); i++) {
                long over = remainingNanos[side.ordinal()] - thresholds.get(i).toNanos();
                if (armed[side.ordinal()][i] && over <= 0) {
                    return Optional.of(Duration.ZERO);
                }
                if (armed[side.ordinal()][i] && side == toMove) {
                    soonest = Math.min(soonest, over);
                }
            }
        }
        if (!isRunning()) {
            return Optional.empty();
        }
        soonest = Math.min(soonest, remainingNanos[toMove.ordinal()]);
        return Optional.of(Duration.ofNanos(soonest));
    }

    private boolean isRunning() {
        return started && !paused && !stopped && flagged == null;
    }

    /** Charges the time since the last settlement to the running side. */
    private void settle() {
        long now = source.nanos();
        if (isRunning() && isTimed()) {
            int i = toMove.ordinal();
            remainingNanos[i] -= now - settledAt;
            if (remainingNanos[i] <= 0) {
                remainingNanos[i] = 0;
                flagged = toMove;
            }
        }
        settledAt = now;
    }

    private void disarmCrossed(Side side) {
        for (int i = 0; i < thresholds.size(); i++) {
            if (remainingNanos[side.ordinal()] <= thresholds.get(i).toNanos()) {
                armed[side.ordinal()][i] = false;
            }
        }
    }

    private void disarmAll(Side side) {
        java.util.Arrays.fill(armed[side.ordinal()], false);
    }

    /** A threshold is armed while the side's time is above it. */
    private void rearm(Side side) {
        for (int i = 0; i < thresholds.size(); i++) {
            if (remainingNanos[side.ordinal()] > thresholds.get(i).toNanos()) {
                armed[side.ordinal()][i] = true;
            }
        }
    }
}
