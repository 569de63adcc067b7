package org.turnpan.chess.ui;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Announcement;

/**
 * What the window needs from the game it shows: the game so far, playing a move, typed commands,
 * and the clocks. One implementation plays locally over {@code rules}; the session controller is
 * the other. Announcements come back as data; the window speaks them.
 */
public interface Table {

    Game game();

    /** The side at the bottom of the screen and the one the player moves ("You play white"). */
    Side playerSide();

    /** True while it is a human's turn (false while an engine thinks). */
    boolean humanToMove();

    /** Plays a legal move and says what happened (the move, check, the result). */
    List<Announcement> play(Move move);

    /** A typed move or command; the answer. Never throws on bad input. */
    List<Announcement> command(String text);

    /** The first sentence of the window ("New game. You play white. Your move."). */
    List<Announcement> greeting();

    /** Starts again from the initial position, the player on {@code side}. */
    List<Announcement> newGame(Side side);

    /** The side to move gives up. */
    List<Announcement> resign();

    /** The player offers a draw; the answer (accepted, declined) is said. */
    List<Announcement> offerDraw();

    /** Reads a game from a PGN file and continues from its end. */
    List<Announcement> openPgn(java.nio.file.Path file);

    /** Writes the game so far to a PGN file. */
    List<Announcement> savePgn(java.nio.file.Path file);

    /** White's and black's time left, when the game has a clock. */
    Optional<Clocks> clocks();

    /** Called with announcements the player did not ask for (the opponent's move, a flag fall). */
    void onUnprompted(java.util.function.Consumer<List<Announcement>> listener);

    /** Time left on both clocks. */
    record Clocks(Duration white, Duration black, Side running) {
    }
}
