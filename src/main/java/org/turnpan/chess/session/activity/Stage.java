package org.turnpan.chess.session.activity;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.game.GameArchive;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.game.Match;
import org.turnpan.chess.session.game.MistakeHunt;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.session.reading.BoardReader;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

/**
 * The session as an activity sees it: the game, the board in view and the settings it reads, and
 * what it may do there (take the board over, become the next step, go back to the game). The core
 * ({@code session.Stage}) implements it; an activity knows nothing else of the session and
 * nothing of the commands.
 */
public interface Stage {

    SessionSettings settings();

    SessionWords words();

    Match match();

    MistakeHunt mistakes();

    GameArchive archive();

    /** The rules guide, the lessons and their progress, the quiz's chance. */
    Tutor tutor();

    Cursor cursor();

    GameRecord record();

    /** The game in progress (whatever the board shows: {@link #boardInView} for that). */
    Game game();

    /** The board the player is looking at (what every question reads). */
    BoardInView boardInView();

    /** The game as it stands, as the player at this keyboard sees it (the board of {@link Activity.Playing}). */
    BoardInView liveBoard();

    BoardReader reader();

    /** The side the player at this keyboard plays: the only human side, or the side to move. */
    Side playerSide();

    /** "You play white. Your move." with one player at the keyboard, "White to move." otherwise. */
    Message whoseMove();

    /** Plays a legal move of the player at this keyboard in the game; the cursor goes to {@code lookAt}. */
    List<Announcement> playInGame(Move move, Square lookAt);

    /** What the board is used for now. */
    Activity activity();

    /**
     * Gives the board to {@code next} and says {@code opening}, or why not ({@link Activity#whyNotNow}).
     * What the activity left says comes first: it ended ("The review is closed. Lesson 3, ..."), or it
     * waits ({@link Activity.Waits#paused}; not under another that waits) and {@link #backToGame} gives it back.
     */
    List<Announcement> takeOver(Activity next, List<Announcement> opening);

    /**
     * The activity after a step of its own (a review moved on); the board is redrawn. Another kind of
     * activity ends the one on the board: a board it turned ({@link #turnBoardTo}) turns back.
     */
    void become(Activity next);

    /**
     * Shows the board from {@code side}, the side the activity on the board is about (a puzzle's
     * solver, the side whose mistakes are drilled), as lichess does; the side the player had is
     * remembered once and given back when that kind of activity ends ({@link #become}), so from
     * one puzzle to the next the board turns only when the solver changes, and back to the player's
     * own view after the last. A flip meanwhile is the player's own, until the next puzzle.
     */
    void turnBoardTo(Side side);

    /**
     * Leaves the activity: what it says on ending, then back to the activity it interrupted, at the
     * place and with the cursor it had ("Back to the review, at 12, Black: knight takes e4."), or
     * when none waits "Back to the game." and whose move it is.
     */
    List<Announcement> backToGame();

    /** Puts the cursor on a square the player's own means reached (a click, a screen reader's navigation). */
    void focusedBy(Square square);

    Locale locale();

    /** Whether move entry holds nothing: no piece picked up, no promotion waiting for its piece (Escape then leaves). */
    boolean nothingPicked();

    /** The command a typed line starts with, in the session's language or English; empty when none. */
    Optional<? extends Order> firstCommand(String text);
}
