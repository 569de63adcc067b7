package org.turnpan.chess.session.online;

import java.util.List;
import java.util.Map;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.game.Match;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;

/**
 * What online play needs of the session it plays in: the game and the match, the session's
 * words, a game from the server begun, the board redrawn. The session's core implements it, so
 * this room never reaches up into the core (as {@code GameArchive.Host} and {@code Match.Listener}).
 */
public interface OnlineHost {

    /** The game in progress. */
    Game game();

    /** The match that plays it (its seats, clocks and the remote opponent). */
    Match match();

    /** The session's words in its language now. */
    SessionWords words();

    /** Begins a game from the server, with the opponent there seated at its side; what is said. */
    List<Announcement> beginOnline(GameRecord record, Map.Entry<Side, Opponent> remote);

    /** Whether the opponent's chat lines are read out: the player's preference ({@code online chat on|off}). */
    boolean chatSaid();

    /** The board changed: the front end redraws. */
    void boardChanged();
}
