package org.turnpan.chess.session;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import org.turnpan.chess.rules.Side;

/** Fischer clocks read from an injected millisecond source. */
final class TimedClock implements SessionClock {
    private final TimeControlSpec control;
    private final List<Duration> thresholds;
    private final LongSupplier millis;
    private final Map<Side, Duration> left = new EnumMap<>(Side.class);
    private final Map<Side, Set<Duration>> warned = new EnumMap<>(Side.class);
    private Side running;
    private long since;

    private TimedClock(TimeControlSpec control, List<Duration> thresholds, LongSupplier millis) {
        this.control = control;
        this.thresholds = thresholds;
        this.millis = millis;
        for (Side s : Side.values()) {
            left.put(s, control.base());
            warned.put(s, new HashSet<>());
        }
    }

    static Optional<SessionClock> create(SessionSettings settings, LongSupplier millis) {
        return TimeControlSpec.parse(settings.timeControl())
                .map(tc -> new TimedClock(tc, settings.warnings(), millis));
    }

    @Override
    public boolean timed() {
        return true;
    }

    private Duration now(Side s) {
        Duration d = left.get(s);
        if (s == running) {
            d = d.minusMillis(millis.getAsLong() - since);
        }
        return d.isNegative() ? Duration.ZERO : d;
    }

    @Override
    public ClockReading read() {
        return new ClockReading(true, now(Side.WHITE), now(Side.BLACK), running);
    }

    @Override
    public void start(Side side) {
        stop();
        running = side;
        since = millis.getAsLong();
    }

    @Override
    public void moved(Side mover) {
        Duration after = now(mover).plus(control.increment());
        running = null;
        left.put(mover, after);
        rearm(mover);
        start(mover.opposite());
    }

    @Override
    public void stop() {
        if (running != null) {
            left.put(running, now(running));
            running = null;
        }
    }

    @Override
    public void set(Duration white, Duration black) {
        Side was = running;
        running = null;
        left.put(Side.WHITE, white);
        left.put(Side.BLACK, black);
        rearm(Side.WHITE);
        rearm(Side.BLACK);
        if (was != null) {
            start(was);
        }
    }

    /** Thresholds below the current time count as crossed already; those above may be crossed again. */
    private void rearm(Side side) {
        Duration d = now(side);
        warned.get(side).clear();
        for (Duration t : thresholds) {
            if (d.compareTo(t) < 0) {
                warned.get(side).add(t);
            }
        }
    }

    @Override
    public Optional<Side> flagged() {
        return running != null && now(running).isZero() ? Optional.of(running) : Optional.empty();
    }

    @Override
    public List<ClockWarning> newWarnings() {
        List<ClockWarning> out = new ArrayList<>();
        if (running == null) {
            return out;
        }
        Duration d = now(running);
        for (Duration t : thresholds) {
            if (d.compareTo(t) < 0 && warned.get(running).add(t)) {
                out.add(new ClockWarning(running, t, d));
            }
        }
        return out;
    }
}
