package org.turnpan.chess.session.reading;

import java.util.List;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * The board the player is looking at, which the {@link BoardReader} describes: today the game as it
 * stands; a review of a finished game will show an earlier point of it without changing it. Every
 * board question reads this, never the game directly.
 *
 * @param game        the game up to the point in view (its position is the board)
 * @param clocks      the clocks at that point
 * @param orientation the side at the bottom of the board: ranks and files are read from its side
 * @param player      the side the person at this keyboard plays ("own" pieces)
 * @param clockWaits  the game in play is timed and its clock waits for the first move made here
 *                    (never for a reviewed point, whose clocks are the recorded ones)
 * @param highlighted the squares a lesson highlights (the piece to move, its target); none elsewhere
 */
public record BoardInView(Game game, ClockReading clocks, Side orientation, Side player, boolean clockWaits,
                          List<Square> highlighted) {

    public BoardInView {
        highlighted = List.copyOf(highlighted);
    }

    /** A board with nothing highlighted (the game in play). */
    public BoardInView(Game game, ClockReading clocks, Side orientation, Side player, boolean clockWaits) {
        this(game, clocks, orientation, player, clockWaits, List.of());
    }

    /** A board whose clocks are not waiting for a first move (a reviewed point, an untimed game), nothing highlighted. */
    public BoardInView(Game game, ClockReading clocks, Side orientation, Side player) {
        this(game, clocks, orientation, player, false);
    }
}
