package org.turnpan.chess.session.game;

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
 * The clock of the game being played, as the match drives it: it never runs unseen. A new game, a
 * resumed one and a game read from a file all begin with the clock stopped; the first move that
 * {@linkplain #moved counts} starts it (the side then to move runs), every later move presses it,
 * the end of the game stops it, and its events are asked for when the {@link ClockAlarm} rings.
 * Untimed games have a clock too: it never runs and never rings. Not thread-safe by itself; the
 * session calls it under its lock.
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

    /** The server's word on both clocks (an online game): each side's time left now. */
    void serverSays(Duration white, Duration black) {
        if (clock.isTimed() && clock.flagged().isEmpty()) {
            clock.set(white.isNegative() ? Duration.ZERO : white, black.isNegative() ? Duration.ZERO : black);
        }
    }

    boolean timed() {
        return clock.isTimed();
    }

    ClockReading reading() {
        return clock.reading();
    }

    /**
     * True once the clock has started in this session (it may have stopped since): a timed game is
     * then a contest, and moves are no longer taken back.
     */
    boolean started() {
        return started;
    }

    /**
     * A move was made and {@code next} is to move. Before the clock has started, a move that
     * {@code startsClock} starts it with {@code next}'s time running (the move that starts it costs
     * and gains nothing) and any other move leaves it stopped; afterwards the mover gets the
     * increment and {@code next}'s clock runs.
     */
    void moved(Side next, boolean startsClock) {
        if (stopped || !clock.isTimed()) {
            return;
        }
        if (!started) {
            if (startsClock) {
                started = true;
                clock.start(next);
            }
        } else if (clock.flagged().isEmpty()) {
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
