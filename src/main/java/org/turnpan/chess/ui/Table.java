package org.turnpan.chess.ui;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Announcement;

/**
 * What the window needs from the game it shows: the game so far, playing a move, typed commands,
 * the clocks. Announcements come back as data; the window speaks them. {@link SessionTable} is
 * the implementation (over the session controller); tests may supply others.
 */
public interface Table {

    Game game();

    /** The side at the bottom of the screen and the one the player moves. */
    Side playerSide();

    /** The colour of the only person at the keyboard; empty when both sides or neither are people. */
    Optional<Side> soleHumanSide();

    /** True while it is a human's turn (false while an engine thinks). */
    boolean humanToMove();

    /** The first sentences of the window ("New game. ..."). */
    List<Announcement> greeting();

    /** Plays a legal move and says what happened (the move, check, the result). */
    List<Announcement> play(Move move);

    /** A typed move or command; the answer. Never throws on bad input. */
    List<Announcement> command(String text);

    /** Starts a new game. */
    List<Announcement> newGame(NewGame choice);

    /** The side to move gives up. */
    List<Announcement> resign();

    /** The player offers a draw; the answer (accepted, declined) is said. */
    List<Announcement> offerDraw();

    /** Reads a game from a PGN file and continues from its end. */
    List<Announcement> openPgn(Path file);

    /** Writes the game so far to a PGN file. */
    List<Announcement> savePgn(Path file);

    /** White's and black's time left, when the game has a clock. */
    Optional<Clocks> clocks();

    /** Lets the clocks run; called a few times a second by the window. */
    void tick();

    /** Answers from now on in this language. */
    void setLocale(Locale locale);

    /** Called with announcements the player did not ask for (the opponent's move, a flag fall). */
    void onUnprompted(Consumer<List<Announcement>> listener);

    /** Called when the player typed "quit". */
    void onQuit(Runnable action);

    /** Time left on both clocks. */
    record Clocks(Duration white, Duration black, Side running) {
    }

    /**
     * A new game as chosen in the dialog.
     *
     * @param side        the player's colour
     * @param opponent    "human", "builtin[:LEVEL]" or "uci:PATH"
     * @param timeControl "untimed" or "M+S"
     */
    record NewGame(Side side, String opponent, String timeControl) {
    }
}
