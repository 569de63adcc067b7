package org.turnpan.chess.session;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockEvent;
import org.turnpan.chess.clock.ClockSide;
import org.turnpan.chess.clock.GameClock;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.clock.TimeSource;
import org.turnpan.chess.clock.WarningThresholds;
import org.turnpan.chess.rules.Side;

/** The session's view of a {@link GameClock}: sides as {@link Side}, events as warnings and a flag. */
final class GameClockAdapter implements SessionClock {
    private final GameClock clock;
    private boolean started;

    private GameClockAdapter(GameClock clock) {
        this.clock = clock;
    }

    /** A clock for the settings' time control, or empty when the game is untimed. */
    static Optional<SessionClock> create(SessionSettings settings, TimeSource source) {
        return control(settings.timeControl()).filter(TimeControl::isTimed)
                .map(tc -> new GameClockAdapter(GameClock.of(tc,
                        WarningThresholds.of(settings.warnings().toArray(Duration[]::new)), source)));
    }

    /** The time control a typed text means, if it is one ("3+2", "untimed"). */
    static Optional<TimeControl> control(String text) {
        return TimeControl.parse(text) instanceof TimeControl.Valid v ? Optional.of(v.control()) : Optional.empty();
    }

    private static ClockSide side(Side s) {
        return s == Side.WHITE ? ClockSide.WHITE : ClockSide.BLACK;
    }

    private static Side side(ClockSide s) {
        return s == ClockSide.WHITE ? Side.WHITE : Side.BLACK;
    }

    @Override
    public boolean timed() {
        return true;
    }

    @Override
    public ClockReading read() {
        return new ClockReading(true, clock.remaining(ClockSide.WHITE).orElse(Duration.ZERO),
                clock.remaining(ClockSide.BLACK).orElse(Duration.ZERO),
                clock.running().map(GameClockAdapter::side).orElse(null), clock.control().increment());
    }

    @Override
    public void start(Side side) {
        if (!started) {
            started = true;
            clock.start(side(side));
        }
    }

    @Override
    public void moved(Side mover) {
        if (started && clock.flagged().isEmpty()) {
            clock.press();
        }
    }

    @Override
    public void stop() {
        clock.stop();
    }

    @Override
    public void set(Duration white, Duration black) {
        if (clock.flagged().isEmpty()) {
            clock.set(white, black);
        }
    }

    @Override
    public Optional<Side> flagged() {
        return clock.flagged().map(GameClockAdapter::side);
    }

    @Override
    public List<ClockWarning> newWarnings() {
        List<ClockWarning> out = new ArrayList<>();
        for (ClockEvent e : clock.poll()) {
            if (e instanceof ClockEvent.Warning w) {
                out.add(new ClockWarning(side(w.side()), w.threshold(), w.remaining().duration()));
            }
        }
        return out;
    }
}
