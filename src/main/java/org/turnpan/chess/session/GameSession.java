package org.turnpan.chess.session;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.command.CommandInterpreter;
import org.turnpan.chess.session.command.Dispatcher;
import org.turnpan.chess.session.command.PendingPromotion;
import org.turnpan.chess.session.command.ReviewCommands;
import org.turnpan.chess.session.command.Submitted;
import org.turnpan.chess.session.game.GameArchive;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.reading.Question;
import org.turnpan.chess.session.record.MoveList;
import org.turnpan.chess.session.settings.Confirmation;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * One game at a time, for both front ends: the console types lines ({@link #submit}), the window's
 * keys perform {@link BoardAction}s ({@link #perform(BoardAction)}), its menus and dialogs perform
 * {@link Intent}s ({@link #perform(Intent)}), the very values the typed commands build, through the
 * same dispatcher: the same intent says the same and asks the same whichever way it came. Below
 * this facade the {@link SessionCore}'s parts answer with {@link Announcement}s, which go to the
 * {@link SessionListener} for the front end to show and say.
 *
 * <p>Threads: every public method is {@code synchronized}; any thread may call them. Opponents and
 * the clock's alarm report on their own threads, and their news is applied under the same lock
 * (an engine's reply only to the game it was asked about). Listener callbacks happen on the calling
 * thread while the lock is held: listeners must not block.
 */
public final class GameSession implements AutoCloseable {
    private final SessionCore core;
    private final SettingsControl settingsControl;
    private final OnlineControl onlineControl;
    private boolean started;

    public GameSession(SessionSettings settings, SessionServices services, SessionListener listener) {
        SessionListener heard = listener == null ? new SessionListener() { } : listener;
        this.core = new SessionCore(settings == null ? SessionSettings.defaults() : settings,
                services == null ? SessionServices.basic() : services, heard, () -> heard.boardChanged(this),
                this::arrived);
        this.settingsControl = new SettingsControl(this::sayNow, core);
        this.onlineControl = new OnlineControl(this, core);
    }

    /** News from another thread (an engine's reply, the clock's alarm, advice): applied and said under the lock. */
    private synchronized void arrived(Supplier<List<Announcement>> work) {
        core.emit(work.get());
        notifyAll();
    }

    private void say(List<Announcement> said) {
        core.emit(said);
    }

    // ----------------------------------------------------------------------------------- start

    /** Offers an unfinished autosaved game for resuming, or starts a new game with the settings' players and clock. */
    public synchronized void start() {
        start(Optional.empty());
    }

    /**
     * Starts with the first game of {@code file} when one is given (console and window {@code --pgn}):
     * no new game is announced first; a file that cannot be opened is said, then a new game starts.
     * Opening it over an unfinished game found at start is asked first, as {@code open} asks.
     */
    public synchronized void start(Optional<Path> file) {
        if (!started) {
            started = true;
            say(core.start(file));
        } else {
            file.ifPresent(f -> perform(Intent.Open.file(f)));
        }
    }

    /**
     * Does what a menu, a dialog or a key means ({@link Intent}), exactly as the typed command does
     * it: the current activity may refuse it with a sentence, and what would lose something asks
     * first ({@link #question()} holds the question, {@link #answer} takes a button's answer).
     */
    public synchronized void perform(Intent intent) {
        say(Dispatcher.dispatch(core, intent));
    }

    /** The question waiting for an answer (replace the game? resign?), as said; empty when none waits. */
    public synchronized Optional<Message> question() {
        return core.confirmations().question();
    }

    /** The waiting question when a Yes or No button answers it; a question with other answers is typed. */
    public synchronized Optional<Message> yesNoQuestion() {
        return core.confirmations().yesNoQuestion();
    }

    /** Answers the waiting question by a button rather than a typed word: the same as typing yes or no. */
    public synchronized void answer(boolean yes) {
        say(core.confirmations().answer(core, yes ? Confirmation.Answer.YES : Confirmation.Answer.NO));
    }

    public synchronized boolean isResumeOffered() {
        return core.archive().resumeOffered();
    }

    // ---------------------------------------------------------------------------- what to do

    /** Runs a typed line: a move in any notation, a question or a command, in English or the session language. */
    public synchronized Submitted submit(String line) {
        if (core.online().awaitingToken()) {
            // the token: never a command, never repeated, never kept in the history
            say(core.online().login(line));
            return Submitted.HANDLED;
        }
        say(core.match().lookAtClock());
        CommandInterpreter.Result r = core.submit(line);
        say(r.said());
        return r.submitted();
    }

    /** True when the next line is a secret (the lichess token): a terminal reads it without echo. */
    public synchronized boolean awaitsSecret() {
        return core.online().awaitingToken();
    }

    /** Where online play goes (the server, the token's file, a token from the environment). */
    public synchronized void useOnline(org.turnpan.chess.online.OnlineSetup setup) {
        core.online().use(setup);
    }

    /** Carries out a board action (a key of the window, or a typed cursor command). */
    public synchronized void perform(BoardAction action) {
        say(core.perform(action));
    }

    /** Answers a question about the board in view. */
    public synchronized void ask(Question question) {
        say(core.ask(question));
    }

    /** The piece for the pending promotion (the window's choice). */
    public synchronized void choosePromotion(PieceType type) {
        say(core.entry().promote(type));
    }

    /**
     * A letter or word typed as the answer to a pending promotion ("n", "cavallo", "т"); false,
     * with nothing done, when there is no promotion waiting or the text is no piece.
     */
    public synchronized boolean answerPromotion(String text) {
        Optional<List<Announcement>> said = core.entry().promotionAnswer(text,
                core.interpreter().vocabulary(core.locale()));
        said.ifPresent(this::say);
        return said.isPresent();
    }

    /** Puts the cursor on a square reached by other means (a click, a screen reader's own navigation), silently. */
    public synchronized void focusedBy(Square square) {
        core.focusedBy(square);
    }

    // ------------------------------------------------------------------------------- settings

    /** Applies new settings silently (a front end's own start-up); players and clock take effect at the next game. */
    public synchronized void applySettings(SessionSettings settings) {
        say(core.apply(settings));
    }

    /** The settings menus' and the voice's changes (language, style, voice, rate, zoom...), said as the typed commands say them. */
    public SettingsControl settingsControl() {
        return settingsControl;
    }

    /** Online play for the window's Online menu (the typed {@code online} commands, by method). */
    public OnlineControl onlineControl() {
        return onlineControl;
    }

    /** Work of a part of this facade ({@link SettingsControl}), done and said under the session's lock. */
    synchronized void sayNow(Supplier<List<Announcement>> work) {
        say(work.get());
    }

    // ------------------------------------------------------------------------------ the clock

    /** Looks at the clock now: a fallen flag ends the game, crossed warnings are said (the alarm does this by itself). */
    public synchronized void lookAtClock() {
        say(core.match().lookAtClock());
    }

    /**
     * Waits until no opponent is thinking and no hint or evaluation is pending, or the game is over,
     * at most {@code timeout}; between two engines that is the end of the game. Returns true when
     * the session is idle. For front ends that must not quit mid-game (a piped console).
     */
    public synchronized boolean awaitOpponents(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (core.adviser().pending() || core.mistakes().pending() || core.match().opponentThinking()
                || core.online().busy()) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            say(core.match().lookAtClock());
            TimeUnit.NANOSECONDS.timedWait(this, Math.min(left, 100_000_000L));
        }
        return true;
    }

    // ---------------------------------------------------------------------------- read access

    public synchronized SessionSettings settings() {
        return core.settings();
    }

    /** How this session's player acts, which its hints name: typed commands or keys. */
    public synchronized Controls controls() {
        return core.controls();
    }

    public synchronized Game game() {
        return core.game();
    }

    public synchronized Position position() {
        return core.game().position();
    }

    /** The board the player is looking at, which every question reads. */
    public synchronized BoardInView boardInView() {
        return core.boardInView();
    }

    public synchronized ClockReading clocks() {
        return core.match().clocks();
    }

    /** The side at the bottom of the board (the human's side by default). */
    public synchronized Side orientation() {
        return core.cursor().bottom();
    }

    public synchronized Cursor cursor() {
        return core.cursor();
    }

    public synchronized Optional<Square> selected() {
        return core.entry().selected();
    }

    public synchronized Optional<PendingPromotion> pendingPromotion() {
        return core.entry().pending();
    }

    /** What the board is used for now: the game, a review, a lesson or the quiz. */
    synchronized Activity activity() {
        return core.activity();
    }

    /** The window's move list: the line in view, the point on the board, its comment. */
    public synchronized MoveList moveList() {
        return ReviewCommands.moveList(core);
    }

    /**
     * The focus of the window's move list moved to row {@code row} (0: the start, then one row a
     * half-move): the review goes there and says it (a review starts when none runs).
     */
    public synchronized void reviewRow(int row) {
        say(ReviewCommands.toRow(core, row));
    }

    /**
     * What stands on a square of the board in view, as one sentence (a square's text for a screen
     * reader), with "highlighted by the lesson" when a lesson highlights it.
     */
    public synchronized Message describeSquare(Square square) {
        return core.reader().sentence(new Question.SquareContents(square));
    }

    /** A time control in words ("Clock: 3 minutes each, plus 2 seconds per move."), as the first sentence says it. */
    public synchronized Message timeControlWords(TimeControl control) {
        return core.words().timeControl(control);
    }

    /** The catalogues of the current language, to render announcements. */
    public synchronized Catalogue messages() {
        return core.words().messages();
    }

    /** The command words a terminal may complete (Tab), in the current language and in English. */
    public synchronized List<String> commandWords() {
        return core.interpreter().vocabulary(core.locale()).completions();
    }

    /** True when the side to move is played by a person at this keyboard. */
    public synchronized boolean isHumanToMove() {
        return core.match().isHuman(core.game().position().sideToMove());
    }

    /** True when some side is played by an engine. */
    public synchronized boolean hasOpponent() {
        return core.match().hasOpponent();
    }

    /** The game as PGN text, the same text the autosave keeps. */
    public synchronized String pgnText() {
        return GameArchive.pgnText(core.record(), core.settings().preferences().playerName());
    }

    /** The goodbye that tells the truth about the game (saved, could not be saved, over, the found game kept). */
    public synchronized Message farewell() {
        return core.archive().farewell();
    }

    /** Stops engines, the clock's alarm and the reply thread. */
    @Override
    public synchronized void close() {
        core.close();
    }
}
