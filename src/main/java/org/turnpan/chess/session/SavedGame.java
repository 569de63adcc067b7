package org.turnpan.chess.session;

import java.time.Duration;
import java.util.List;
import org.turnpan.chess.rules.Game;

/**
 * A game as kept on disk: the moves, who played, the time control and each mover's remaining
 * time after each move (empty for untimed games). The time control is null when a PGN file does
 * not state one (no TimeControl tag): the session then keeps the clock already chosen.
 */
public record SavedGame(Game game, String white, String black, String timeControl, List<Duration> clocks) {

    public SavedGame {
        white = white == null || white.isBlank() ? SessionSettings.HUMAN : white;
        black = black == null || black.isBlank() ? SessionSettings.HUMAN : black;
        timeControl = timeControl != null && timeControl.isBlank() ? SessionSettings.UNTIMED : timeControl;
        clocks = List.copyOf(clocks);
    }
}
