package org.turnpan.chess.session;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Game;

/**
 * A game as kept on disk: the moves, who played, the time control and each mover's remaining
 * time after each move (empty for untimed games). The time control is empty when a PGN file does
 * not state one (no TimeControl tag): the session then keeps the clock already chosen.
 */
public record SavedGame(Game game, Player white, Player black, Optional<TimeControl> timeControl,
                        List<Duration> clocks) {

    public SavedGame {
        white = white == null ? Player.HUMAN : white;
        black = black == null ? Player.HUMAN : black;
        timeControl = timeControl == null ? Optional.empty() : timeControl;
        clocks = List.copyOf(clocks);
    }
}
