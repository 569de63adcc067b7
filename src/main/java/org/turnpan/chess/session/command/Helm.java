package org.turnpan.chess.session.command;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.Stage;
import org.turnpan.chess.session.game.Adviser;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.online.OnlinePlay;
import org.turnpan.chess.session.reading.Question;
import org.turnpan.chess.session.record.GameList;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

/**
 * The session as the commands see it: what an activity sees ({@link Stage}) and what only a
 * command does (start and replace games, ask questions, change settings, play online, quit), with
 * the parts of the player's input the core keeps (move entry, the interpreter, the questions
 * waiting for an answer). The core ({@code session.SessionCore}) implements it; a command knows
 * nothing else of the session.
 */
public interface Helm extends Stage {

    /** How the files the player opens are read: each call one read of the file. */
    FileBytes reads();

    MoveEntry entry();

    Adviser adviser();

    CommandInterpreter interpreter();

    /** The question (replace the game? overwrite the file?) the next typed line may answer. */
    Confirmations confirmations();

    /** The lichess game played through the session, when one is. */
    OnlinePlay online();

    /** The games of the file the player listed. */
    GameList gameList();

    /** The last thing said, again. */
    List<Announcement> repeat();

    List<Announcement> ask(Question question);

    /** A new game with the players and time control of {@code next}. */
    List<Announcement> newGame(SessionSettings next);

    List<Announcement> begin(GameRecord record, SessionSettings with, List<Message> first);

    /** Why the board cannot be taken from the game now ({@link Activity#whyNotNow}); empty when it can. */
    Optional<Announcement> whyNoActivity();

    /** The activity waiting to be given back when the one on the board ends (a review a lesson interrupted). */
    Optional<Activity> waiting();

    /** A key on the board, or a cursor command: {@link BoardActions}. */
    List<Announcement> perform(BoardAction action);

    /** The board in view or the cursor changed: the front end redraws. */
    void boardChanged();

    /** Applies new settings now (language, styles, voice); players and clock take effect at the next new game. */
    List<Announcement> apply(SessionSettings next);

    void requestQuit();
}
