package org.turnpan.chess.session;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.FileLanding;
import org.turnpan.chess.session.activity.Interrupted;
import org.turnpan.chess.session.activity.Tutor;
import org.turnpan.chess.session.command.ActivityEntry;
import org.turnpan.chess.session.command.BoardActions;
import org.turnpan.chess.session.command.Command;
import org.turnpan.chess.session.command.CommandInterpreter;
import org.turnpan.chess.session.command.CommandTable;
import org.turnpan.chess.session.command.Confirmations;
import org.turnpan.chess.session.command.FileCommands;
import org.turnpan.chess.session.command.GameListCommands;
import org.turnpan.chess.session.command.Helm;
import org.turnpan.chess.session.command.MoveEntry;
import org.turnpan.chess.session.files.ReadableFile;
import org.turnpan.chess.session.game.Adviser;
import org.turnpan.chess.session.game.GameArchive;
import org.turnpan.chess.session.game.GameRecord;
import org.turnpan.chess.session.game.Match;
import org.turnpan.chess.session.game.MistakeHunt;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.game.TurnSentences;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.online.OnlineHost;
import org.turnpan.chess.session.online.OnlinePlay;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.session.reading.BoardReader;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.reading.Question;
import org.turnpan.chess.session.record.Autosaver;
import org.turnpan.chess.session.record.GameList;
import org.turnpan.chess.session.settings.Controls;
import org.turnpan.chess.session.settings.PreferencesKeeper;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * The parts of one session wired together: the {@link Match} that plays the game, the
 * {@link MoveEntry} and the cursor ({@link BoardActions}) of the player at this keyboard, the {@link BoardReader}
 * that answers questions about the {@link BoardInView}, the {@link Adviser}, the
 * {@link GameArchive} and the {@link CommandInterpreter}. Every operation returns what is said as
 * announcements; {@link GameSession} is the thread-safe facade that calls these under its lock and
 * hands the announcements to the front end.
 */
public final class SessionCore implements Helm, GameArchive.Host, Match.Listener, OnlineHost, AutoCloseable {
    private final SessionListener listener;
    /** Tells the front end the board changed (the facade passes itself to its listener). */
    private final Runnable boardChanged;
    private SessionSettings settings;
    private SessionWords words;
    private final Match match;
    private final MoveEntry entry;
    private final Adviser adviser;
    /** Learning from one's mistakes and per-move scores (issue 26): the engine work, off this thread. */
    private final MistakeHunt mistakes;
    private final GameArchive archive;
    private final CommandInterpreter interpreter;
    private final Confirmations confirmations = new Confirmations();
    private final GameList gameList = new GameList();
    private final Tutor tutor;
    private final OnlinePlay online;
    private final PreferencesKeeper preferences;
    private final Controls controls;
    /** How the files the player opens are read. */
    private final FileBytes reads;
    private final BoardActions actions = new BoardActions(this);
    /** What the board is used for: the game (the default), a review, a lesson; it decides the board in view. */
    private Activity activity = new Activity.Playing();
    /** The activity a lesson or the quiz took the board from, given back when that ends. */
    private Optional<Interrupted> interrupted = Optional.empty();
    private Announcement lastSpoken;
    /**
     * The side the player had at the bottom before an activity turned the board to the side it is
     * about (a puzzle with Black to move, Black's mistakes); given back when that activity ends.
     */
    private Optional<Side> turnedFrom = Optional.empty();

    SessionCore(SessionSettings settings, SessionServices services, SessionListener listener, Runnable boardChanged,
                Match.Outside outside) {
        this.settings = settings;
        this.words = new SessionWords(settings);
        this.listener = listener;
        this.boardChanged = boardChanged;
        this.match = new Match(services, this::words, this::settings, outside, this);
        this.entry = new MoveEntry(new ActivityEntry(this), this::words);
        this.adviser = new Adviser(this::words, () -> boardInView().game(), outside);
        this.mistakes = new MistakeHunt(outside, adviser::spec, org.turnpan.chess.engine.analysis.MistakeRules.DEFAULT);
        this.archive = new GameArchive(services.store(), services.reads(), this::words, this);
        this.interpreter = new CommandInterpreter(CommandTable.ALL);
        this.tutor = new Tutor(services);
        this.online = new OnlinePlay(this, outside);
        this.preferences = new PreferencesKeeper(services.store());
        this.controls = services.controls();
        this.reads = services.reads();
    }

    /** How the files the player opens are read: each call one read of the file. */
    @Override
    public FileBytes reads() {
        return reads;
    }

    // ------------------------------------------------------------------------------- the parts

    @Override
    public SessionSettings settings() {
        return settings;
    }

    /** How the player acts: typed commands (the console) or keys (the window). */
    Controls controls() {
        return controls;
    }

    @Override
    public boolean chatSaid() {
        return settings().preferences().chat();
    }

    @Override
    public SessionWords words() {
        return words;
    }

    @Override
    public Match match() {
        return match;
    }

    @Override
    public MoveEntry entry() {
        return entry;
    }

    @Override
    public Adviser adviser() {
        return adviser;
    }

    @Override
    public MistakeHunt mistakes() {
        return mistakes;
    }

    @Override
    public GameArchive archive() {
        return archive;
    }

    @Override
    public CommandInterpreter interpreter() {
        return interpreter;
    }

    /** The command a typed line starts with, in the session's language or English; empty when none. */
    @Override
    public boolean nothingPicked() {
        return entry.selected().isEmpty() && entry.pending().isEmpty();
    }

    @Override
    public Optional<Command> firstCommand(String text) {
        return interpreter.vocabulary(locale()).firstCommand(text);
    }

    /** The question (replace the game? overwrite the file?) the next typed line may answer. */
    @Override
    public Confirmations confirmations() {
        return confirmations;
    }

    /** The rules guide, the lessons and their progress, the quiz's chance. */
    @Override
    public OnlinePlay online() {
        return online;
    }

    @Override
    public Tutor tutor() {
        return tutor;
    }

    @Override
    public Cursor cursor() {
        return actions.cursor();
    }

    /** The games of the file the player listed. */
    @Override
    public GameList gameList() {
        return gameList;
    }

    @Override
    public GameRecord record() {
        return match.record();
    }

    /** The game in progress (whatever the board shows: {@link #boardInView} for that). */
    @Override
    public Game game() {
        return match.game();
    }

    /** The board the player is looking at (what every question reads). */
    @Override
    public BoardInView boardInView() {
        return activity.board(this);
    }

    /** The game as it stands, as the player at this keyboard sees it (the board of {@link Activity.Playing}). */
    @Override
    public BoardInView liveBoard() {
        return new BoardInView(match.game(), match.clocks(), cursor().bottom(), playerSide(), match.clockWaits());
    }

    @Override
    public BoardReader reader() {
        return new BoardReader(boardInView(), words, settings.moveStyle());
    }

    /** The side the player at this keyboard plays: the only human side, or the side to move. */
    @Override
    public Side playerSide() {
        return match.playerSide(cursor().bottom());
    }

    // ---------------------------------------------------------------------------- saying things

    /**
     * Hands announcements to the front end, remembering the last one for "repeat"; then what was
     * to wait until it had been said (a finished game leaving the autosave) is done.
     */
    void emit(List<Announcement> said) {
        for (Announcement a : said) {
            if (a.kind() != Announcement.Kind.UNSAID) {
                lastSpoken = a; // "repeat" says again only what was said
            }
            // the window's player hears the key-naming twin of every sentence that has one, naming the player's keys
            listener.announce(controls == Controls.KEYS ? KeyTwins.of(a, settings.preferences().keys()) : a);
        }
        archive.said();
    }

    /** The last thing said, again. */
    @Override
    public List<Announcement> repeat() {
        return lastSpoken == null ? List.of(Announcement.answer(Message.of("session.repeat.nothing")))
                : List.of(lastSpoken);
    }

    @Override
    public List<Announcement> ask(Question question) {
        return reader().answer(question).stream().map(Announcement::answer).toList();
    }

    // ------------------------------------------------------------------------------ game start

    /**
     * Offers the unfinished autosaved game, or starts a new game with the settings' players and
     * clock; with a {@code file} to open first (console and window {@code --pgn}), that file's first
     * game instead of the new game (asked first when it would replace the found game).
     */
    List<Announcement> start(Optional<java.nio.file.Path> file) {
        PreferencesKeeper.Loaded kept = preferences.load();
        apply(settings.withPreferences(kept.preferences()));
        Autosaver.Start found = archive.findUnfinished();
        List<Announcement> said = new ArrayList<>();
        kept.notices().forEach(m -> said.add(Announcement.queued(Kind.REFUSAL, m)));
        found.notices().forEach(m -> said.add(Announcement.queued(Kind.REFUSAL, m)));
        if (found.game().isPresent()) {
            actions.place(Cursor.start(Side.WHITE));
            said.add(Announcement.queued(Kind.EVENT, archive.offer()));
            file.ifPresent(f -> said.addAll(FileCommands.openFile(this, f)));
            return said;
        }
        if (file.isPresent() && ReadableFile.problem(file.get()).isEmpty()) {
            // the one rule of open (issue 21, item 11): a file of several games is listed, whatever its size
            said.addAll(newGame(settings));
            Optional<List<Announcement>> listed = GameListCommands.listIfSeveral(this, file.get());
            if (listed.isPresent()) {
                said.addAll(listed.get());
                return said;
            }
            said.clear();
            kept.notices().forEach(m -> said.add(Announcement.queued(Kind.REFUSAL, m)));
            found.notices().forEach(m -> said.add(Announcement.queued(Kind.REFUSAL, m)));
        }
        if (file.isPresent()) {
            GameArchive.Done opened = archive.open(file.get(), 1);
            said.addAll(opened.said());
            if (opened.worked()) {
                return said;
            }
        }
        said.addAll(newGame(settings));
        return said;
    }

    /** A new game with the players and time control of {@code next}. */
    @Override
    public List<Announcement> newGame(SessionSettings next) {
        archive.forgetOffer();
        List<Announcement> said = new ArrayList<>(apply(next.withPreferences(settings.preferences())));
        said.addAll(begin(GameRecord.newGame(settings), settings, List.of()));
        return said;
    }

    @Override
    public List<Announcement> begin(GameRecord record, SessionSettings with, List<Message> first) {
        apply(with.withPreferences(settings.preferences()));
        entry.reset();
        activity = new Activity.Playing();
        interrupted = Optional.empty();
        turnedFrom = Optional.empty();
        List<Announcement> said = new ArrayList<>(match.begin(record, () -> first.isEmpty() ? List.of(TurnSentences.newGame(match, words)) : first));
        apply(settings.afterSeating(record::player, record()::player));
        actions.place(Cursor.start(match.startingBottom()));
        boardChanged();
        return said;
    }

    /** A game from the server (lichess), with the opponent there seated at its side. */
    @Override
    public List<Announcement> beginOnline(GameRecord record, Map.Entry<Side, Opponent> remote) {
        archive.forgetOffer();
        entry.reset();
        activity = new Activity.Playing();
        interrupted = Optional.empty();
        turnedFrom = Optional.empty();
        List<Announcement> said = new ArrayList<>(match.begin(record, () -> List.of(TurnSentences.newGame(match, words)),
                Optional.of(remote)));
        actions.place(Cursor.start(match.startingBottom()));
        boardChanged();
        return said;
    }

    @Override
    public List<Announcement> opened(GameRecord record, SessionSettings with, List<Message> first) {
        return FileLanding.land(this, begin(record, with, first));
    }

    /** "You play white. Your move." with one player at the keyboard, "White to move." otherwise. */
    @Override
    public Message whoseMove() {
        return TurnSentences.whoseMove(match, words);
    }

    // ------------------------------------------------------------------------ the match's news

    @Override
    public List<Announcement> changed(GameRecord record) {
        return archive.keep(record);
    }

    @Override
    public void moved(GameRecord record) {
        entry.reset();
        boardChanged();
        if (record.game().isOver()) {
            listener.gameOver(record.game().outcome().orElseThrow());
        }
    }

    // ---------------------------------------------------------------------- the player's moves

    /** Plays a legal move of the player at this keyboard in the game; the cursor goes to {@code lookAt}. */
    @Override
    public List<Announcement> playInGame(Move move, Square lookAt) {
        actions.focusedBy(lookAt);
        return match.play(move);
    }

    // ------------------------------------------------------------------------------ activities

    /** What the board is used for now. */
    @Override
    public Activity activity() {
        return activity;
    }

    /** Why the board cannot be taken from the game now ({@link Activity#whyNotNow}); empty when it can. */
    @Override
    public Optional<Announcement> whyNoActivity() {
        return Activity.whyNotNow(this);
    }

    /**
     * Gives the board to {@code next} and says {@code opening}, or why not ({@link #whyNoActivity}).
     * What the activity left says comes first: it ended ("The review is closed. Lesson 3, ..."), or it
     * waits ({@link Activity.Waits#paused}; not under another that waits) and {@link #backToGame} gives it back.
     */
    @Override
    public List<Announcement> takeOver(Activity next, List<Announcement> opening) {
        Optional<Announcement> no = whyNoActivity();
        if (no.isPresent()) {
            return List.of(no.get());
        }
        // an activity that waits is paused by one that does not (a review by a lesson); any other ends
        Optional<Activity.Waits> pausing = Optional.empty();
        if (!(next instanceof Activity.Waits) && activity instanceof Activity.Waits w) {
            pausing = Optional.of(w);
        }
        Optional<Message> left = pausing.map(w -> w.paused(this));
        if (left.isEmpty() && activity instanceof Activity.Away away) {
            left = Optional.of(away.ended());
        }
        if (pausing.isPresent()) {
            interrupted = Optional.of(new Interrupted(pausing.get(), cursor()));
        } else if (next instanceof Activity.Waits) {
            interrupted = Optional.empty();
        }
        become(next);
        if (left.isEmpty() || opening.isEmpty()) {
            return opening;
        }
        List<Announcement> said = new ArrayList<>(opening);
        Announcement first = said.get(0);
        said.set(0, first.withMessage(Joined.sentences(left.get(), first.message())));
        return said;
    }

    /** The activity waiting to be given back when the one on the board ends (a review a lesson interrupted). */
    @Override
    public Optional<Activity> waiting() {
        return interrupted.map(Interrupted::activity);
    }

    /**
     * The activity after a step of its own (a review moved on); the board is redrawn. Another kind of
     * activity ends the one on the board: a board it turned ({@link #turnBoardTo}) turns back.
     */
    @Override
    public void become(Activity next) {
        if (!next.getClass().equals(activity.getClass())) {
            entry.reset();
            turnedFrom.ifPresent(this::bottomTo);
            turnedFrom = Optional.empty();
        }
        activity = next;
        boardChanged();
    }

    /**
     * Shows the board from {@code side}, the side the activity on the board is about (a puzzle's
     * solver, the side whose mistakes are drilled), as lichess does; the side the player had is
     * remembered once and given back when that kind of activity ends ({@link #become}), so from
     * one puzzle to the next the board turns only when the solver changes, and back to the player's
     * own view after the last. A flip meanwhile is the player's own, until the next puzzle.
     */
    @Override
    public void turnBoardTo(Side side) {
        if (turnedFrom.isEmpty()) {
            turnedFrom = Optional.of(cursor().bottom());
        }
        bottomTo(side);
        boardChanged();
    }

    private void bottomTo(Side side) {
        if (cursor().bottom() != side) {
            actions.place(cursor().flipped());
        }
    }

    /**
     * Leaves the activity: what it says on ending, then back to the activity it interrupted, at the
     * place and with the cursor it had ("Back to the review, at 12, Black: knight takes e4."), or
     * when none waits "Back to the game." and whose move it is.
     */
    @Override
    public List<Announcement> backToGame() {
        if (!(activity instanceof Activity.Away away)) {
            return List.of(Announcement.answer(Message.of("session.activity.none")));
        }
        Message ended = away.ended();
        if (interrupted.isPresent()) {
            Interrupted back = interrupted.get();
            interrupted = Optional.empty();
            turnedFrom = Optional.empty();
            actions.place(back.cursor());
            become(back.activity());
            return List.of(Announcement.answer(Message.of("session.activity.resumed", "ended", ended,
                    "back", back.activity().resumed(this))));
        }
        become(new Activity.Playing());
        Message state = game().outcome().map(words::result).orElseGet(this::whoseMove);
        return List.of(Announcement.answer(Message.of("session.activity.back", "ended", ended, "state", state)));
    }

    /** A typed line: a promotion answer, a command, a move in any notation, or a hint when none of these. */
    CommandInterpreter.Result submit(String line) {
        return interpreter.run(this, line);
    }

    // ---------------------------------------------------------------------- the board's actions

    /** A key on the board, or a cursor command: {@link BoardActions}. */
    @Override
    public List<Announcement> perform(BoardAction action) {
        return actions.perform(action);
    }

    /** Puts the cursor on a square the player's own means reached (a click, a screen reader's navigation). */
    @Override
    public void focusedBy(Square square) {
        actions.focusedBy(square);
    }

    /** The board in view or the cursor changed: the front end redraws. */
    @Override
    public void boardChanged() {
        boardChanged.run();
    }

    // ------------------------------------------------------------------------------- settings

    /** Applies new settings now (language, styles, voice); players and clock take effect at the next new game. */
    @Override
    public List<Announcement> apply(SessionSettings next) {
        if (next != null && !next.equals(settings)) {
            boolean relabel = !next.locale().equals(settings.locale()) || next.squareNames() != settings.squareNames();
            boolean keep = !next.preferences().equals(settings.preferences());
            settings = next;
            if (keep) {
                preferences.keep(next.preferences());
            }
            if (relabel) {
                words = new SessionWords(settings);
            }
            activity = activity.relabelled(this);
            interrupted = interrupted.map(i -> i.relabelled(this));
            listener.settingsChanged(settings);
        }
        return List.of();
    }

    @Override
    public Locale locale() {
        return settings.locale();
    }

    @Override
    public void requestQuit() {
        listener.quitRequested();
    }

    @Override
    public void close() {
        gameList.close();
        adviser.close();
        mistakes.close();
        online.shutdown();
        match.close();
        archive.close();
    }
}
