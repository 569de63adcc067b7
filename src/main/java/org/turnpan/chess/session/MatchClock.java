package org.turnpan.chess.session;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockEvent;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.clock.GameClock;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.clock.TimeSource;
import org.turnpan.chess.clock.WarningThresholds;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;

/**
 * The clock of the game being played, as the match drives it: started when the game starts,
 * pressed after each move, stopped when the game ends, and asked for its events when the
 * {@link ClockAlarm} rings. Untimed games have a clock too: it never runs and never rings.
 * Not thread-safe by itself; the session calls it under its lock.
 */
final class MatchClock {
    private final GameClock clock;
    private boolean started;
    private boolean stopped;

    private MatchClock(GameClock clock) {
        this.clock = clock;
    }

    /** A clock for {@code control}, with the remaining times of {@code record}'s last moves restored. */
    static MatchClock of(TimeControl control, List<Duration> warnings, TimeSource time, GameRecord record) {
        MatchClock c = new MatchClock(GameClock.of(control, WarningThresholds.of(warnings.toArray(Duration[]::new)), time));
        c.restore(record);
        return c;
    }

    /** Each side's time after its last move in {@code record} (a resumed or opened game). */
    private void restore(GameRecord record) {
        if (!clock.isTimed() || record.clockAfterPly().isEmpty()) {
            return;
        }
        Duration white = clock.control().initial();
        Duration black = white;
        Game game = record.game();
        Side mover = game.startPosition().sideToMove();
        for (int i = 0; i < record.clockAfterPly().size() && i < game.plyCount(); i++) {
            if (mover == Side.WHITE) {
                white = record.clockAfterPly().get(i);
            } else {
                black = record.clockAfterPly().get(i);
            }
            mover = mover.opposite();
        }
        clock.set(white, black);
    }

    boolean timed() {
        return clock.isTimed();
    }

    ClockReading reading() {
        return clock.reading();
    }

    /** Starts the clock of {@code side} (at the start of the game, after a resume, after a takeback of a result). */
    void start(Side side) {
        if (!started) {
            started = true;
            clock.start(side);
        }
    }

    /** A move was made: the mover gets the increment and the other side's clock runs. */
    void pressed() {
        if (started && !stopped && clock.flagged().isEmpty()) {
            clock.press();
        }
    }

    /** The game ended: the clock stops for good. */
    void stop() {
        stopped = true;
        clock.stop();
    }

    /** The side whose time has run out, if any. */
    Optional<Side> flagged() {
        return clock.flagged();
    }

    /** Warning thresholds crossed since the last call, each once per crossing. */
    List<ClockEvent.Warning> newWarnings() {
        return clock.poll().stream().filter(ClockEvent.Warning.class::isInstance).map(ClockEvent.Warning.class::cast)
                .toList();
    }

    /** When the next warning or flag fall is due; empty when nothing can happen until the next move. */
    Optional<Duration> untilNextEvent() {
        return stopped ? Optional.empty() : clock.untilNextEvent();
    }
}
