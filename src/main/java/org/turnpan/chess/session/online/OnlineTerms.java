package org.turnpan.chess.session.online;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Side;

/**
 * The terms of a lichess seek or challenge: a real-time clock, or correspondence with {@code days}
 * for each move (then {@code clock} is untimed); rated or casual; the colour asked for (empty:
 * lichess chooses at random). The days lichess allows are {@link #DAYS}.
 */
public record OnlineTerms(TimeControl clock, int days, boolean rated, Optional<Side> colour) {

    /** The days per move lichess's API allows for a correspondence game. */
    public static final List<Integer> DAYS = List.of(1, 2, 3, 5, 7, 10, 14);

    public OnlineTerms {
        if (days != 0 && !DAYS.contains(days)) {
            throw new IllegalArgumentException("lichess allows no correspondence game of " + days + " days a move");
        }
    }

    /** A casual real-time game with {@code clock}, colour at random. */
    public static OnlineTerms realTime(TimeControl clock) {
        return new OnlineTerms(clock, 0, false, Optional.empty());
    }

    /** A casual correspondence game with {@code days} a move (one of {@link #DAYS}), colour at random. */
    public static OnlineTerms correspondence(int days) {
        return new OnlineTerms(TimeControl.untimed(), days, false, Optional.empty());
    }

    public boolean isCorrespondence() {
        return days > 0;
    }

    public OnlineTerms withRated(boolean on) {
        return new OnlineTerms(clock, days, on, colour);
    }

    public OnlineTerms withColour(Optional<Side> side) {
        return new OnlineTerms(clock, days, rated, side);
    }

    /** Lichess's word for the colour: white, black or random. */
    String colourWord() {
        return colour.map(s -> s == Side.WHITE ? "white" : "black").orElse("random");
    }
}
