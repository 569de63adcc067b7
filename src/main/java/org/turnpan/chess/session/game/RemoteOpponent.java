package org.turnpan.chess.session.game;

import java.util.List;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.speech.Announcement;

/**
 * An opponent who plays on a server (lichess): the server holds the game, so the player's own
 * move, resignation, draw and takeback offers go to it, and the match plays what it confirms.
 * Everything here is called under the session's lock and answers at once; the server's answer
 * arrives later through the session's {@code arrived}.
 */
public interface RemoteOpponent extends Opponent {

    /** Sends the player's legal move in {@code before}; it is played when the server confirms it. */
    List<Announcement> send(Game before, Move move);

    /** Resigns (asked first by the command). */
    List<Announcement> resign();

    /** Offers a draw ({@code true}). */
    List<Announcement> draw(boolean offer);

    /** Answers the opponent's draw or takeback offer. */
    List<Announcement> answer(boolean yes);

    /** Proposes a takeback. */
    List<Announcement> takeback();
}
