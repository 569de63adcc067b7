package org.turnpan.chess.session;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineSpec;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Engines;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.text.Echo;

/**
 * One game at a time, driven by typed commands ({@link #submit(String)}) or by board actions
 * (select a square, move the selection), answered with {@link Announcement}s.
 *
 * <p>Threads: every public method is {@code synchronized}; any thread may call them. Front ends
 * call from their own thread (console reader, JavaFX thread); opponents reply on their own thread
 * and the session applies the reply under the same lock, dropping replies that arrive after the
 * game changed. The clock does not run by itself: a front end calls {@link #tick()} a few times a
 * second (tests call it after advancing a fake time source). Listener callbacks happen on the
 * calling thread while the lock is held: listeners must not block.
 */
public final class GameSession implements AutoCloseable {
    private final SessionServices services;
    private final SessionListener listener;
    private final Seats seats;
    /** Thinking time for a hint or an evaluation, and how many moves of the best line are said. */
    private static final long ADVICE_MILLIS = 1000;
    private static final int ADVICE_LINE_MOVES = 4;
    /** The built-in engine that gives hints and evaluations; started on first use. */
    private Engine adviser;
    /** A hint or evaluation was asked and has not been said yet (piped consoles wait for it). */
    private boolean advicePending;
    /** The autosave: found at start, written before each move is announced, or off (see Autosaver). */
    private final Autosaver autosaver;
    private final CommandRunner commands;

    private SessionSettings settings;
    private SessionWords words;
    private Game game = Game.newGame();
    private SessionClock clock = SessionClock.untimed();
    /** Remaining time of the mover after each ply, for PGN %clk comments. */
    private final List<Duration> clockAfterPly = new ArrayList<>();
    private Side orientation = Side.WHITE;
    private Square cursor = Square.E1;
    private Square selected;
    private PendingPromotion promotion;
    private Side drawOfferBy;
    private long generation;
    private Announcement lastSpoken;
    private SavedGame resumable;
    private boolean started;
    /** What the file of the game in play said beyond the moves (tags, comments), written back on save. */
    private GameNotes notes = GameNotes.NONE;
    /** The game as opened from a file, while no move has been played or taken back since. */
    private Game openedFromFile;

    public GameSession(SessionSettings settings, SessionServices services, SessionListener listener) {
        this.settings = settings == null ? SessionSettings.defaults() : settings;
        this.services = services == null ? SessionServices.basic() : services;
        this.listener = listener == null ? new SessionListener() { } : listener;
        this.words = new SessionWords(this.settings);
        this.seats = new Seats(this.services.opponents());
        this.commands = new CommandRunner(this);
        this.autosaver = new Autosaver(this.services.store());
    }

    // ----------------------------------------------------------------------------------- start

    /**
     * Starts the session: offers an unfinished autosaved game for resuming when there is one,
     * otherwise starts a new game with the settings' players and time control.
     */
    public synchronized void start() {
        if (started) {
            return;
        }
        started = true;
        Autosaver.Start found = autosaver.start();
        found.notices().forEach(m -> emit(Announcement.queued(Kind.REFUSAL, m)));
        Optional<SavedGame> saved = found.game();
        if (saved.isPresent()) {
            resumable = saved.get();
            game = Game.newGame();
            emit(Announcement.queued(Kind.EVENT, Message.of("session.resume.offer",
                    "moves", words.halfMoves(saved.get().game().plyCount()),
                    "white", words.player(saved.get().white()), "black", words.player(saved.get().black()))));
            return;
        }
        newGame(settings);
    }

    /** Starts a new game with the players and time control of {@code newSettings}. */
    public synchronized void newGame(SessionSettings newSettings) {
        resumable = null;
        notes = GameNotes.NONE;
        applySettingsQuietly(newSettings);
        begin(Game.newGame(), List.of(), true);
    }

    /** Continues the unfinished game offered at start. Returns false when none is offered. */
    public synchronized boolean resume() {
        if (resumable == null) {
            emit(Announcement.answer(Message.of("session.resume.nothing")));
            return false;
        }
        SavedGame g = resumable;
        resumable = null;
        applySettingsQuietly(settings.withPlayers(g.white(), g.black())
                .withTimeControl(java.util.Objects.requireNonNullElse(g.timeControl(), settings.timeControl())));
        emit(Announcement.queued(Kind.EVENT, Message.of("session.resume.done", "moves", words.halfMoves(g.game().plyCount()))));
        notes = g.notes();
        begin(g.game(), g.clocks(), false);
        return true;
    }

    /** Drops the unfinished game offered at start and begins a new one. */
    public synchronized void discardResumable() {
        if (resumable != null) {
            resumable = null;
            autosaver.clear();
        }
        newGame(settings);
    }

    /** True while an unfinished saved game waits for "resume" or "discard". */
    public synchronized boolean isResumeOffered() {
        return resumable != null;
    }

    /**
     * True when replacing the game would lose moves: it has moves, has not ended, and is not the
     * game just opened from a file, untouched (that one is still in its file).
     */
    public synchronized boolean isGameInProgress() {
        return game.plyCount() > 0 && !game.isOver() && game != openedFromFile;
    }

    private void begin(Game g, List<Duration> clocks, boolean announceNew) {
        stopOpponents();
        generation++;
        game = g;
        selected = null;
        promotion = null;
        drawOfferBy = null;
        clockAfterPly.clear();
        clockAfterPly.addAll(clocks);
        startOpponents();
        clock = GameClockAdapter.create(settings, services.time()).orElse(SessionClock.untimed());
        restoreClock();
        orientation = seats.playerSide(Side.WHITE, Side.WHITE);
        cursor = orientation == Side.WHITE ? Square.E1 : Square.E8;
        if (announceNew) {
            emit(Announcement.queued(Kind.EVENT, Message.of("session.new.game",
                    "white", playerName(Side.WHITE), "black", playerName(Side.BLACK),
                    "clock", words.timeControl(settings))));
        }
        listener.boardChanged(this);
        if (game.isOver()) {
            finish();
            return;
        }
        clock.start(game.position().sideToMove());
        autosave();
        askOpponent();
    }

    private void restoreClock() {
        if (!clock.timed()) {
            return;
        }
        ClockReading full = clock.read();
        Duration white = full.white();
        Duration black = full.black();
        List<Move> moves = game.moves();
        Side first = game.startPosition().sideToMove();
        for (int i = 0; i < clockAfterPly.size() && i < moves.size(); i++) {
            Side mover = i % 2 == 0 ? first : first.opposite();
            if (mover == Side.WHITE) {
                white = clockAfterPly.get(i);
            } else {
                black = clockAfterPly.get(i);
            }
        }
        clock.set(white, black);
    }

    private void startOpponents() {
        for (Side side : seats.seat(settings)) {
            refuseUnknownPlayer(side, settings.player(side));
            settings = settings.withPlayer(side, SessionSettings.HUMAN);
        }
    }

    private void refuseUnknownPlayer(Side side, String spec) {
        services.opponents().whyNot(spec).ifPresent(why -> emit(Announcement.queued(Kind.REFUSAL, why)));
        emit(Announcement.queued(Kind.REFUSAL, Message.of("session.player.unknown",
                "spec", Echo.of(spec), "side", words.side(side))));
    }

    /**
     * Puts another player at {@code side} and keeps the game: a person at this keyboard
     * ("human") or an engine spec. A spec that cannot start is explained and the side stays with
     * the keyboard. When that side is to move, its new opponent starts thinking at once.
     */
    public synchronized void changePlayer(Side side, String spec) {
        boolean toMove = game.position().sideToMove() == side;
        if (toMove) {
            stopThinking();
        }
        if (seats.seatOne(side, spec)) {
            settings = settings.withPlayer(side, spec);
        } else {
            refuseUnknownPlayer(side, spec);
            settings = settings.withPlayer(side, SessionSettings.HUMAN);
        }
        emit(Announcement.queued(Kind.EVENT, Message.of("session.player.changed",
                "side", words.side(side), "player", playerName(side))));
        autosave();
        if (toMove && !game.isOver()) {
            askOpponent();
        }
    }

    private Object playerName(Side side) {
        return seats.opponent(side).<Object>map(Opponent::name).orElseGet(() -> words.player(SessionSettings.HUMAN));
    }

    private void stopOpponents() {
        seats.release();
    }

    // --------------------------------------------------------------------------------- commands

    /** Runs a typed line: a move in any notation, a query or a command, in English or the session language. */
    public synchronized Submitted submit(String line) {
        tickQuietly();
        return commands.run(line == null ? "" : line);
    }

    /** Says the last announcement again. */
    public synchronized void repeat() {
        if (lastSpoken == null) {
            emit(Announcement.answer(Message.of("session.repeat.nothing")));
        } else {
            listener.announce(lastSpoken);
        }
    }

    // ------------------------------------------------------------------------------ read access

    public synchronized SessionSettings settings() {
        return settings;
    }

    public synchronized Game game() {
        return game;
    }

    public synchronized Position position() {
        return game.position();
    }

    public synchronized Optional<Move> lastMove() {
        return game.lastMove();
    }

    public synchronized Optional<Outcome> outcome() {
        return game.outcome();
    }

    public synchronized ClockReading clocks() {
        return clock.read();
    }

    /** The side at the bottom of the board (the human's side by default). */
    public synchronized Side orientation() {
        return orientation;
    }

    /** The catalogues of the current language, to render announcements. */
    public synchronized Messages messages() {
        return words.messages();
    }

    /**
     * The command words a front end may offer to complete as the player types (a terminal's Tab),
     * in the current language and in English.
     */
    public synchronized List<String> commandWords() {
        return commands.completions();
    }

    /** True when the side to move is played by a person at this keyboard. */
    public synchronized boolean isHumanToMove() {
        return seats.isHuman(game.position().sideToMove());
    }

    /** True when some side is played by an engine. */
    public synchronized boolean hasOpponent() {
        return seats.opponentCount() > 0;
    }

    /** The remaining time of each ply's mover, in the order of {@code game().moves()} (timed games). */
    public synchronized List<Duration> clockAfterEachMove() {
        return List.copyOf(clockAfterPly);
    }

    // -------------------------------------------------------------------------------- the board

    public synchronized void flip() {
        orientation = orientation.opposite();
        emit(Announcement.answer(Message.of("session.flip", "side", words.side(orientation))));
        listener.boardChanged(this);
    }

    public synchronized Square cursor() {
        return cursor;
    }

    /**
     * Moves the cursor {@code df} files and {@code dr} ranks as the player sees the board (up is
     * towards the opponent) and describes the new square; at the edge it stays and says so.
     */
    public synchronized void moveCursor(int df, int dr) {
        int sign = orientation == Side.WHITE ? 1 : -1;
        Optional<Square> next = cursor.offset(df * sign, dr * sign);
        if (next.isEmpty()) {
            emit(Announcement.answer(Message.of("session.cursor.edge", "square", words.square(cursor))));
            return;
        }
        jumpCursor(next.get());
    }

    public synchronized void jumpCursor(Square square) {
        cursor = square;
        emit(Announcement.answer(describeSquare(square)));
        listener.boardChanged(this);
    }

    /**
     * Moves the cursor to the next piece of {@code type} after the cursor (in a1, b1, ... h8 order,
     * wrapping), of the player's own side or the opponent's, and describes it.
     */
    public synchronized void nextPiece(PieceType type, boolean own) {
        Side side = own ? playerSide() : playerSide().opposite();
        Piece wanted = Piece.of(side, type);
        for (int i = 1; i <= 64; i++) {
            Square s = Square.of((cursor.index() + i) % 64);
            if (game.position().pieceAt(s).filter(wanted::equals).isPresent()) {
                jumpCursor(s);
                return;
            }
        }
        emit(Announcement.answer(Message.of("session.cursor.no.piece", "pieces", words.pieceList(side, type))));
    }

    /** What stands on a square, as one sentence. */
    public synchronized Message describeSquare(Square square) {
        return new Answers(this, words).square(square);
    }

    // ----------------------------------------------------------------------- select and promote

    public synchronized Optional<Square> selected() {
        return Optional.ofNullable(selected);
    }

    /**
     * Board action: with nothing selected, picks up the piece on {@code square} (it must be the
     * mover's); with a piece selected, moves it there (or, on another own piece, selects that one;
     * on the selected square itself, cancels).
     */
    public synchronized void select(Square square) {
        if (selected != null && square != selected
                && game.position().pieceAt(square).map(p -> p.side() != game.position().sideToMove()).orElse(true)) {
            moveSelectedTo(square);
            return;
        }
        if (selected == square) {
            cancelSelection();
            return;
        }
        Optional<Piece> p = game.position().pieceAt(square);
        if (p.isEmpty()) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.select.empty", "square", words.square(square))));
            return;
        }
        if (p.get().side() != game.position().sideToMove()) {
            refuse(new IllegalMoveReason.NotYourTurn(new PlacedPiece(p.get(), square), game.position().sideToMove()));
            return;
        }
        selected = square;
        cursor = square;
        emit(Announcement.answer(Message.of("session.select.done", "piece", words.placed(new PlacedPiece(p.get(), square)))));
        listener.boardChanged(this);
    }

    /** Moves the selected piece to {@code target}; a pawn reaching the last rank asks for a piece first. */
    public synchronized void moveSelectedTo(Square target) {
        if (selected == null) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.select.none")));
            return;
        }
        Square from = selected;
        selected = null;
        tryMove(from, target, null);
        listener.boardChanged(this);
    }

    public synchronized void cancelSelection() {
        if (selected != null || promotion != null) {
            selected = null;
            promotion = null;
            emit(Announcement.answer(Message.of("session.select.cancelled")));
            listener.boardChanged(this);
        }
    }

    public synchronized Optional<PendingPromotion> pendingPromotion() {
        return Optional.ofNullable(promotion);
    }

    /** Completes a pending promotion with the chosen piece (queen, rook, bishop or knight). */
    public synchronized void choosePromotion(PieceType type) {
        if (promotion == null) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.promotion.none")));
            return;
        }
        PendingPromotion p = promotion;
        promotion = null;
        tryMove(p.from(), p.to(), type);
    }

    /** Plays a move given by squares (typed coordinates, the window's drag), or explains why not. */
    public synchronized void tryMove(Square from, Square to, PieceType promotionPiece) {
        if (!mayHumanMove()) {
            return;
        }
        if (promotionPiece == null && needsPromotionChoice(from, to)) {
            promotion = new PendingPromotion(from, to);
            emit(Announcement.queued(Kind.EVENT, Message.of("session.promotion.ask")));
            return;
        }
        MoveCheck.Result r = MoveCheck.check(game, from, to, promotionPiece);
        if (r instanceof MoveCheck.Legal legal) {
            play(legal.move());
        } else if (r instanceof MoveCheck.Illegal illegal) {
            refuse(illegal.reason());
        }
    }

    /** Plays a legal move for the human to move (from the typed language or the window). */
    public synchronized void playHumanMove(Move move) {
        if (mayHumanMove()) {
            if (game.position().isLegal(move)) {
                play(move);
            } else {
                tryMove(move.from(), move.to(), move.promotion());
            }
        }
    }

    private boolean needsPromotionChoice(Square from, Square to) {
        List<Move> moves = game.position().legalMovesFrom(from);
        return !game.isOver() && moves.stream().anyMatch(m -> m.to() == to && m.isPromotion());
    }

    boolean mayHumanMove() {
        if (game.isOver()) {
            refuse(new IllegalMoveReason.GameIsOver(game.outcome().orElseThrow()));
            return false;
        }
        if (!isHumanToMove()) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.opponent.to.move",
                    "side", words.side(game.position().sideToMove()))));
            return false;
        }
        if (resumable != null) {
            // never throw the found game away unasked: resume or discard first
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.resume.first")));
            return false;
        }
        return true;
    }

    void refuse(IllegalMoveReason reason) {
        emit(Announcement.queued(Kind.REFUSAL, words.phraser().reason(reason)));
    }

    // ------------------------------------------------------------------------------ game events

    private void play(Move move) {
        Position before = game.position();
        Side mover = before.sideToMove();
        // an engine's move is said as its own ("Stockfish plays knight to f6"); a player's move plainly
        Message said = seats.opponent(mover)
                .map(o -> words.phraser().move(before, move, settings.moveStyle(), o.name()))
                .orElseGet(() -> words.phraser().move(before, move, settings.moveStyle()));
        game = game.play(move);
        generation++;
        selected = null;
        promotion = null;
        if (drawOfferBy == mover.opposite()) {
            drawOfferBy = null;
        }
        if (game.isOver()) {
            clock.stop();
        } else {
            clock.moved(mover);
        }
        clockAfterPly.add(clock.read().remaining(mover));
        cursor = move.to();
        // on the disk before it is heard: a kill after the announcement never loses the move
        boolean written = writeAutosave();
        emit(Announcement.queued(Kind.MOVE, said));
        if (!game.isOver() && settings.verbosity() == org.turnpan.chess.speech.Verbosity.FULL) {
            emit(Announcement.queued(Kind.EVENT, Message.of("session.turn", "side", words.side(game.position().sideToMove()))));
        }
        listener.boardChanged(this);
        listener.clockTick(clock.read());
        if (game.isOver()) {
            finish();
        } else {
            sayIfUnsaved(written);
            askOpponent();
        }
    }

    private void finish() {
        clock.stop();
        stopThinking();
        emit(Announcement.queued(Kind.RESULT, words.result(game.outcome().orElseThrow())));
        autosaver.clear();
        listener.gameOver(game.outcome().orElseThrow());
    }

    private void askOpponent() {
        seats.ask(game, clock.read(), generation, this::opponentReplied);
    }

    private synchronized void opponentReplied(long asked, Opponent who, Move move, Throwable error) {
        if (asked != generation || seats.opponent(game.position().sideToMove()).orElse(null) != who) {
            return;
        }
        seats.answered();
        notifyAll();
        tickQuietly();
        if (game.isOver()) {
            return;
        }
        if (error != null || move == null || !game.position().isLegal(move)) {
            // engine work: an engine's own problem (crash, hang, illegal move) is said precisely
            Message why = EngineFailure.problemOf(error).map(EvaluationPhraser::problem)
                    .orElse(Message.of("session.opponent.failed", "name", who.name()));
            emit(Announcement.queued(Kind.REFUSAL, why));
            Side side = game.position().sideToMove();
            seats.unseat(side);
            settings = settings.withPlayer(side, SessionSettings.HUMAN);
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.opponent.keyboard", "side", words.side(side))));
            return;
        }
        play(move);
        notifyAll();
    }

    /**
     * Waits until no opponent is thinking (it moved, or failed) and no hint or evaluation is
     * pending, or the game is over, at most {@code timeout}; between two engines that is the end of
     * the game. Returns true when the session is idle. For front ends that must not quit mid-game
     * (piped console).
     */
    public synchronized boolean awaitOpponents(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (advicePending || (!game.isOver() && seats.thinking())) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            tickQuietly();
            TimeUnit.NANOSECONDS.timedWait(this, Math.min(left, 100_000_000L));
        }
        return true;
    }

    private void stopThinking() {
        generation++;
        seats.stopThinking();
    }

    /** Reads the clocks: flag fall ends the game, warning thresholds are spoken once per crossing. */
    public synchronized void tick() {
        tickQuietly();
        if (clock.timed()) {
            listener.clockTick(clock.read());
        }
    }

    private void tickQuietly() {
        if (!clock.timed() || game.isOver() || resumable != null) {
            return;
        }
        Optional<Side> flagged = clock.flagged();
        if (flagged.isPresent()) {
            game = game.flagFall(flagged.get());
            generation++;
            finish();
            notifyAll();
            return;
        }
        for (SessionClock.ClockWarning w : clock.newWarnings()) {
            emit(Announcement.queued(Kind.EVENT, Message.of("session.clock.warning",
                    "side", words.side(w.side()), "time", words.duration(w.threshold()))));
        }
    }

    /** The side the player at this keyboard plays: the only human side, or the side to move. */
    Side playerSide() {
        return seats.playerSide(game.position().sideToMove(), orientation);
    }

    public synchronized void resign() {
        if (game.isOver()) {
            refuse(new IllegalMoveReason.GameIsOver(game.outcome().orElseThrow()));
            return;
        }
        game = game.resign(playerSide());
        generation++;
        finish();
        listener.boardChanged(this);
    }

    /** The player offers a draw; an engine answers at once, a human opponent types accept or decline. */
    public synchronized void offerDraw() {
        if (game.isOver()) {
            refuse(new IllegalMoveReason.GameIsOver(game.outcome().orElseThrow()));
            return;
        }
        Side offerer = playerSide();
        Opponent other = seats.opponent(offerer.opposite()).orElse(null);
        if (other != null) {
            if (other.acceptsDraw(game, offerer.opposite())) {
                emit(Announcement.queued(Kind.EVENT, Message.of("session.draw.accepted.by", "name", other.name())));
                game = game.agreeDraw();
                generation++;
                finish();
            } else {
                emit(Announcement.queued(Kind.EVENT, Message.of("session.draw.declined.by", "name", other.name())));
            }
            return;
        }
        drawOfferBy = offerer;
        emit(Announcement.queued(Kind.EVENT, Message.of("session.draw.offered", "side", words.side(offerer))));
    }

    public synchronized void acceptDraw() {
        if (drawOfferBy == null || game.isOver()) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.draw.no.offer")));
            return;
        }
        drawOfferBy = null;
        game = game.agreeDraw();
        generation++;
        finish();
    }

    public synchronized void declineDraw() {
        if (drawOfferBy == null || game.isOver()) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.draw.no.offer")));
            return;
        }
        emit(Announcement.queued(Kind.EVENT, Message.of("session.draw.declined", "side", words.side(drawOfferBy.opposite()))));
        drawOfferBy = null;
    }

    /** Takes back the last move (and the engine's reply, so the player is to move again). Untimed games only. */
    public synchronized void takeback() {
        if (clock.timed()) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.takeback.timed")));
            return;
        }
        if (game.plyCount() == 0) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.takeback.nothing")));
            return;
        }
        stopThinking();
        boolean wasOver = game.isOver();
        Game beforeTakeback = game;
        undoOnePly();
        while (game.plyCount() > 0 && seats.opponentCount() == 1 && !seats.isHuman(game.position().sideToMove())) {
            undoOnePly();
        }
        emit(Announcement.queued(Kind.EVENT, words.phraser().takenBack(beforeTakeback, game)));
        if (wasOver) {
            clock.start(game.position().sideToMove());
        }
        autosave();
        listener.boardChanged(this);
        askOpponent();
    }

    private void undoOnePly() {
        game = game.takeback();
        if (!clockAfterPly.isEmpty()) {
            clockAfterPly.remove(clockAfterPly.size() - 1);
        }
        generation++;
    }

    // -------------------------------------------------------------------------------------- PGN

    /**
     * Writes the game as PGN (with %clk comments in timed games) and says the full path written;
     * answers whether it worked. A file already there is replaced (front ends ask first).
     */
    public synchronized boolean savePgn(Path file) {
        return said(files(file).save(file, pgnText()), "session.pgn.saved");
    }

    /** Adds the game at the end of a PGN file (a new file when there is none) and says the full path. */
    public synchronized boolean appendPgn(Path file) {
        return said(files(file).append(file, pgnText()), "session.pgn.appended");
    }

    private boolean said(SaveResult result, String savedKey) {
        if (result instanceof SaveResult.Failed failed) {
            emit(Announcement.queued(Kind.REFUSAL, StoreProblemSentence.of(failed.problem())));
            return false;
        }
        emit(Announcement.answer(Message.of(savedKey, "file", ((SaveResult.Saved) result).path().toString())));
        return true;
    }

    /**
     * Opens the first game of a PGN file as {@code open FILE} does (console {@code --pgn}): when that
     * would replace the unfinished game found at start, or a game in progress, it asks first and the
     * next typed line answers.
     */
    public synchronized void openPgnAsking(Path file) {
        commands.replaceGame(new Confirmation.OpenGame(file, 1));
    }

    /** Opens the first game of a PGN file; an unfinished game continues from its last position. */
    public synchronized boolean openPgn(Path file) {
        return openPgn(file, 1);
    }

    /**
     * Opens game {@code number} (from 1) of a PGN file and says which game of how many it was; a
     * file without games, a game that cannot be read (with its line and reason) or a number past
     * the last game is refused with a sentence.
     */
    public synchronized boolean openPgn(Path file, int number) {
        LoadResult load = files(file).load(file);
        if (load instanceof LoadResult.Failed failed) {
            emit(Announcement.queued(Kind.REFUSAL, StoreProblemSentence.of(failed.problem())));
            return false;
        }
        String name = Echo.path(file.getFileName().toString());
        PgnRecord.Read read = PgnRecord.read(((LoadResult.Loaded) load).text(), number);
        Message games = Message.of("session.pgn.games", "count", read.games());
        if (read.games() == 0) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.pgn.empty", "file", name)));
            return false;
        }
        if (read.problem().isPresent()) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.pgn.bad", "file", name,
                    "problem", new PgnProblemWords(words.phraser()).of(read.problem().get()))));
            return false;
        }
        if (read.game().isEmpty()) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.pgn.no.game", "file", name,
                    "games", games, "number", number)));
            return false;
        }
        SavedGame g = read.game().get();
        resumable = null;
        // a file without a TimeControl tag keeps the clock already chosen (console --clock 3+2 --pgn FILE)
        applySettingsQuietly(settings.withTimeControl(java.util.Objects.requireNonNullElse(g.timeControl(),
                settings.timeControl())));
        Message halfMoves = words.halfMoves(g.game().plyCount());
        emit(Announcement.queued(Kind.EVENT, read.games() == 1
                ? Message.of("session.pgn.opened", "file", name, "moves", halfMoves)
                : Message.of("session.pgn.opened.one.of", "file", name, "moves", halfMoves, "number", number,
                        "games", games)));
        if (read.unplayed() > 0) {
            emit(Announcement.queued(Kind.EVENT, Message.of("session.pgn.unplayed", "moves", words.halfMoves(read.unplayed()))));
        }
        notes = g.notes();
        openedFromFile = g.game();
        begin(g.game(), g.clocks(), false);
        return true;
    }

    /** Atomic writes and tolerant reads of the player's own PGN files. */
    private static SaveStore files(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return new SaveStore(parent == null ? Path.of(".") : parent);
    }

    /** The game as PGN text, the same text the autosave keeps. */
    public synchronized String pgnText() {
        return PgnRecord.write(new SavedGame(game, settings.white(), settings.black(), settings.timeControl(),
                clock.timed() ? clockAfterPly : List.of(), notes));
    }

    private void autosave() {
        sayIfUnsaved(writeAutosave());
    }

    /** Writes the game to the autosave (a game without moves clears it); false when that failed. */
    private boolean writeAutosave() {
        if (game.plyCount() == 0 && resumable == null) {
            autosaver.clear();
            return true;
        }
        return autosaver.write(pgnText());
    }

    private void sayIfUnsaved(boolean written) {
        if (!written) {
            emit(Announcement.queued(Kind.REFUSAL, Message.of("session.autosave.failed")));
        }
    }

    // --------------------------------------------------------------------------------- settings

    /** Applies new settings now (language, styles, voice); players and clock take effect at the next new game. */
    public synchronized void applySettings(SessionSettings newSettings) {
        applySettingsQuietly(newSettings);
    }

    private void applySettingsQuietly(SessionSettings newSettings) {
        if (newSettings == null || newSettings.equals(settings)) {
            return;
        }
        settings = newSettings;
        words = new SessionWords(settings);
        listener.settingsChanged(settings);
    }

    SessionWords words() {
        return words;
    }

    void emit(Announcement a) {
        lastSpoken = a;
        listener.announce(a);
    }

    /**
     * The goodbye that tells the truth about the game: saved, could not be saved, finished (a
     * finished game is not kept as the unfinished game), the found game still kept, or nothing to keep.
     */
    public synchronized Message farewell() {
        String state;
        if (resumable != null) {
            state = "kept";
        } else if (game.isOver()) {
            state = "finished";
        } else if (game.plyCount() == 0) {
            state = "empty";
        } else if (autosaver.off().isPresent()) {
            return Message.of(autosaver.off().get().farewellKey());
        } else {
            state = autosaver.lastWritten() ? "saved" : "unsaved";
        }
        return Message.of("session.console.bye." + state);
    }

    void requestQuit() {
        listener.quitRequested();
    }

    /** Stops engines and the reply thread. */
    // ------------------------------------------------------------------- advice (engine work)

    /**
     * Asks the built-in engine at full strength about the position and says, when it answers, a
     * hint for the side to move ("Hint: knight to f3.") or the evaluation with the best line. A
     * reply that arrives after the position changed is dropped.
     */
    public synchronized void advise(boolean hint) {
        if (game.isOver()) {
            refuse(new IllegalMoveReason.GameIsOver(game.outcome().orElseThrow()));
            return;
        }
        if (adviser == null) {
            adviser = ((EngineStart.Started) Engines.start(new EngineSpec.Builtin(EngineSpec.MAX_LEVEL))).engine();
        }
        Game asked = game;
        advicePending = true;
        adviser.search(SearchRequest.of(asked, Limit.millis(ADVICE_MILLIS)))
                .whenCompleteAsync((result, error) -> advised(asked, hint, result));
    }

    private synchronized void advised(Game asked, boolean hint, SearchResult result) {
        advicePending = false;
        notifyAll();
        if (result == null || asked != game) {
            return;
        }
        EvaluationPhraser phraser = new EvaluationPhraser(words.phraser());
        Position p = asked.position();
        Message said = hint ? phraser.hint(p, result) : Message.of("engine.evaluation",
                "evaluation", phraser.evaluation(result.score(), p.sideToMove()),
                "line", phraser.line(p, result.pv(), ADVICE_LINE_MOVES));
        emit(Announcement.queued(Kind.HELP, said));
    }

    @Override
    public synchronized void close() {
        if (adviser != null) {
            adviser.close();
        }
        seats.close();
        autosaver.close();
    }
}
