package org.turnpan.chess.session.record;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Game;

/**
 * A game as kept on disk: the moves, who played, the time control and each mover's remaining
 * time after each move (empty for untimed games), and what its file said beyond that
 * ({@link GameNotes}: tags, comments, variations), written back when it is saved again. The time
 * control is empty when a PGN file does not state one (no TimeControl tag): the session then keeps
 * the clock already chosen.
 */
public record SavedGame(Game game, Player white, Player black, Optional<TimeControl> timeControl,
                        List<Duration> clocks, GameNotes notes) {

    public SavedGame {
        white = white == null ? Player.HUMAN : white;
        black = black == null ? Player.HUMAN : black;
        timeControl = timeControl == null ? Optional.empty() : timeControl;
        clocks = List.copyOf(clocks);
        notes = notes == null ? GameNotes.NONE : notes;
    }

    /** A game begun at this keyboard: nothing noted from a file. */
    public SavedGame(Game game, Player white, Player black, Optional<TimeControl> timeControl, List<Duration> clocks) {
        this(game, white, black, timeControl, clocks, GameNotes.NONE);
    }
}
