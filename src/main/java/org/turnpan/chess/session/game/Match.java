package org.turnpan.chess.session.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.turnpan.chess.clock.ClockEvent;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.record.PlayerNames;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.EvaluationPhraser;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.Verbosity;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.text.Echo;

/**
 * Plays the game: moves from either side, the opponents (engines asked on their own threads, their
 * replies applied only to the game they were asked about), the clock and its alarm, resignation,
 * draw offers, takebacks and changes of player. Everything it says is returned as announcements;
 * what happens on another thread (an engine's reply, the clock's alarm) is handed to
 * {@link Outside#arrived}, which runs it under the session's lock. Not thread-safe by itself.
 */
public final class Match implements AutoCloseable {

    /** Where work that arrives on another thread is run (under the session's lock) and said. */
    public interface Outside {
        void arrived(Supplier<List<Announcement>> work);
    }

    /** What the match tells the rest of the session. */
    public interface Listener {
        /** The game changed (a move, a takeback, a result): keep it (the autosave) and say any problem. */
        List<Announcement> changed(GameRecord record);

        /** A move was played (by either side): the board is redrawn, the selection dropped. */
        void moved(GameRecord record);
    }

    private final SessionServices services;
    private final Seats seats;
    private final Supplier<SessionWords> words;
    private final Supplier<SessionSettings> settings;
    private final Outside outside;
    private final Listener listener;
    private GameRecord record;
    private MatchClock clock;

    public Match(SessionServices services, Supplier<SessionWords> words, Supplier<SessionSettings> settings,
          Outside outside, Listener listener) {
        this.services = services;
        this.seats = new Seats(services.opponents());
        this.words = words;
        this.settings = settings;
        this.outside = outside;
        this.listener = listener;
        this.record = GameRecord.newGame(settings.get());
        this.clock = MatchClock.of(record.timeControl(), settings.get().warnings(), services.time(), record);
    }

    public GameRecord record() {
        return record;
    }

    public Game game() {
        return record.game();
    }

    public ClockReading clocks() {
        return clock.reading();
    }

    public boolean isHuman(Side side) {
        return seats.isHuman(side);
    }

    public boolean hasOpponent() {
        return seats.opponentCount() > 0;
    }

    /** The side the player at this keyboard plays: the only human side, or the side to move. */
    public Side playerSide(Side orientation) {
        return seats.playerSide(record.game().position().sideToMove(), orientation);
    }

    /** The side the board shows at the bottom at the start: the only human's, or White. */
    public Side startingBottom() {
        return seats.playerSide(Side.WHITE, Side.WHITE);
    }

    /** True once a timed game's clock has run in this session (the first move made here starts it). */
    public boolean clockHasStarted() {
        return clock.timed() && clock.started();
    }

    /** True while the game goes on, timed, and its clock waits for the first move made here. */
    public boolean clockWaits() {
        return clock.timed() && !clock.started() && !record.game().isOver();
    }

    /** True while an opponent is thinking (a piped console waits for it). */
    public boolean opponentThinking() {
        // an opponent on a server is waited for by OnlinePlay.busy
        return !record.game().isOver() && seats.thinking() && remote().isEmpty();
    }

    /**
     * Starts playing {@code next}: seats its players (an engine that cannot start is said and its
     * side played from the keyboard), sets the clock, and asks the first opponent to move.
     * {@code greeting} (the new game's sentences, made once the players are seated) is said after
     * any player that could not be seated and before anything else.
     */
    public List<Announcement> begin(GameRecord next, Supplier<List<Message>> greeting) {
        return begin(next, greeting, Optional.empty());
    }

    /**
     * As {@link #begin(GameRecord, Supplier)}, with {@code remote} seated at its side: an opponent
     * who plays on a server (lichess), whose seat the record shows as a person's (the PGN names them).
     */
    public List<Announcement> begin(GameRecord next, Supplier<List<Message>> greeting, Optional<Map.Entry<Side, Opponent>> remote) {
        seats.release();
        record = next;
        List<Announcement> said = new ArrayList<>();
        for (Side side : seats.seat(record)) {
            said.addAll(cannotSeat(side, record.player(side)));
            record = record.withPlayer(side, Player.HUMAN);
        }
        remote.ifPresent(r -> seats.seatRemote(r.getKey(), r.getValue()));
        clock = MatchClock.of(record.timeControl(), settings.get().warnings(), services.time(), record);
        // HELP: the greeting is cut and dropped when the player acts (Announcer: stale)
        greeting.get().forEach(g -> said.add(Announcement.queued(Kind.HELP, g)));
        listener.moved(record);
        if (record.game().isOver()) {
            said.addAll(finish());
            return said;
        }
        // the clock waits for the first move made at this keyboard: never while these sentences are said
        rearmAlarm();
        said.addAll(listener.changed(record));
        askOpponent();
        return said;
    }

    private List<Announcement> cannotSeat(Side side, Player player) {
        List<Announcement> said = new ArrayList<>();
        if (player instanceof Player.Engine engine) {
            services.opponents().whyNot(engine).ifPresent(why -> said.add(Announcement.queued(Kind.REFUSAL, why)));
        }
        said.add(Announcement.queued(Kind.REFUSAL, Message.of("session.player.unknown",
                "spec", Echo.of(player.text()), "side", words.get().side(side))));
        return said;
    }

    /**
     * Plays a legal move of the side to move (the player's, or an opponent's) and says it. Against
     * an opponent on a server, the player's move is sent instead, and played when the server
     * confirms it ({@link #playConfirmed}).
     */
    public List<Announcement> play(Move move) {
        Side side = record.game().position().sideToMove();
        Optional<RemoteOpponent> remote = remote();
        if (remote.isPresent() && seats.isHuman(side)) {
            return remote.get().send(record.game(), move);
        }
        return playConfirmed(move);
    }

    /** The opponent on a server, if one plays here. */
    public Optional<RemoteOpponent> remote() {
        for (Side side : Side.values()) {
            if (seats.opponent(side).orElse(null) instanceof RemoteOpponent r) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** Plays a move the server confirmed (ours) or sent (the opponent's), said as offline. */
    public List<Announcement> playConfirmed(Move move) {
        Position before = record.game().position();
        Side mover = before.sideToMove();
        Message said = said(before, move, mover);
        Game after = record.game().play(move);
        List<Earcon> sounds = MoveSounds.of(before, move, after.position());
        if (after.isOver()) {
            clock.stop();
        } else {
            clock.moved(after.position().sideToMove(), startsClock(mover));
        }
        record = record.played(after, clock.reading().remaining(mover));
        List<Announcement> out = new ArrayList<>();
        out.add(Announcement.queued(Kind.MOVE, said).withCues(sounds));
        if (!record.game().isOver() && settings.get().verbosity() == Verbosity.FULL) {
            out.add(Announcement.queued(Kind.EVENT, Message.of("session.turn",
                    "side", words.get().side(record.game().position().sideToMove()))));
        }
        listener.moved(record);
        if (record.game().isOver()) {
            out.addAll(finish());
        } else {
            out.addAll(listener.changed(record));
            askOpponent();
        }
        rearmAlarm();
        return out;
    }

    /**
     * The move with who made it, where the listener cannot tell: an opponent's move by its name
     * ("Stockfish plays knight to f6."), a move at a keyboard both sides share, or between two
     * opponents of one name, by its side ("White plays knight to f3."); the player's own move against
     * an opponent plainly ("Knight to f3.").
     */
    private Message said(Position before, Move move, Side mover) {
        Phraser phraser = words.get().phraser();
        MoveStyle style = settings.get().moveStyle();
        Optional<Opponent> by = seats.opponent(mover);
        Optional<Opponent> other = seats.opponent(mover.opposite());
        boolean sameNames = by.isPresent() && other.isPresent() && by.get().name().equals(other.get().name());
        if (by.isPresent() && !sameNames) {
            return phraser.move(before, move, style, by.get().name());
        }
        return by.isEmpty() && other.isPresent() ? phraser.move(before, move, style)
                : phraser.moveWithSide(before, move, style);
    }

    /**
     * Whether a move by {@code mover} starts a stopped clock: a move made at this keyboard does (in a
     * new game White's first move, when White plays here; after opening a file, the first move made
     * here); an engine's move does not, so an engine playing White makes its first move, and it is
     * said, with no clock running; when engines play both sides, their first move does.
     */
    private boolean startsClock(Side mover) {
        return seats.isHuman(mover) || !seats.isHuman(mover.opposite());
    }

    private List<Announcement> finish() {
        clock.stop();
        stopThinking();
        services.alarm().clear();
        List<Announcement> said = new ArrayList<>();
        said.add(Announcement.queued(Kind.RESULT, words.get().result(record.game().outcome().orElseThrow())));
        said.addAll(listener.changed(record));
        return said;
    }

    private void askOpponent() {
        seats.ask(record, clock.reading(), (asked, who, move, error) ->
                outside.arrived(() -> opponentReplied(asked, who, move, error)));
    }

    /** An opponent's answer: applied only when the game is still where it was asked, and that opponent still plays. */
    private List<Announcement> opponentReplied(GameRecord asked, Opponent who, Move move, Throwable error) {
        if (!asked.sameGameAs(record) || seats.opponent(record.game().position().sideToMove()).orElse(null) != who) {
            return List.of();
        }
        seats.answered();
        List<Announcement> said = new ArrayList<>(lookAtClock());
        if (record.game().isOver()) {
            return said;
        }
        if (error != null || move == null || !record.game().position().isLegal(move)) {
            // engine work: an engine's own problem (crash, hang, illegal move) is said precisely
            Message why = EngineFailure.problemOf(error).map(EvaluationPhraser::problem)
                    .orElse(Message.of("session.opponent.failed", "name", who.name()));
            said.add(Announcement.queued(Kind.REFUSAL, why));
            Side side = record.game().position().sideToMove();
            seats.unseat(side);
            record = record.withPlayer(side, Player.HUMAN);
            said.add(Announcement.queued(Kind.REFUSAL, Message.of("session.opponent.keyboard",
                    "side", words.get().side(side))));
            return said;
        }
        said.addAll(play(move));
        return said;
    }

    /**
     * Looks at the clock: a fallen flag ends the game, each warning threshold crossed is said
     * once. Sets the alarm for the next event.
     */
    public List<Announcement> lookAtClock() {
        if (!clock.timed() || record.game().isOver()) {
            return List.of();
        }
        Optional<Side> flagged = clock.flagged();
        if (flagged.isPresent() && remote().isPresent()) {
            // the server's clock is the one that counts: its gameState ends the game
            services.alarm().clear();
            return List.of();
        }
        if (flagged.isPresent()) {
            record = record.ended(record.game().flagFall(flagged.get()));
            listener.moved(record);
            return finish();
        }
        List<Announcement> said = new ArrayList<>();
        for (ClockEvent.Warning w : clock.newWarnings()) {
            said.add(Announcement.queued(Kind.EVENT, Message.of("session.clock.warning",
                    "side", words.get().side(w.side()), "time", words.get().duration(w.threshold())))
                    .withCues(List.of(Earcon.LOW_TIME)));
        }
        rearmAlarm();
        return said;
    }

    /** Sets the alarm to the clock's next event. */
    void rearmAlarm() {
        Optional<java.time.Duration> next = clock.untilNextEvent();
        if (next.isPresent() && !record.game().isOver()) {
            services.alarm().set(next.get(), () -> outside.arrived(this::lookAtClock));
        } else {
            services.alarm().clear();
        }
    }

    /** {@code side} resigns. */
    public List<Announcement> resign(Side side) {
        if (record.game().isOver()) {
            return gameIsOver();
        }
        if (remote().isPresent()) {
            return remote().get().resign();
        }
        record = record.ended(record.game().resign(side));
        listener.moved(record);
        return finish();
    }

    /** {@code offerer} offers a draw: an engine answers at once; a person at this keyboard answers by typing. */
    public List<Announcement> offerDraw(Side offerer) {
        if (record.game().isOver()) {
            return gameIsOver();
        }
        if (remote().isPresent()) {
            return remote().get().draw(true);
        }
        Optional<Opponent> other = seats.opponent(offerer.opposite());
        if (other.isPresent()) {
            if (other.get().acceptsDraw(record.game(), offerer.opposite())) {
                List<Announcement> said = new ArrayList<>(List.of(Announcement.queued(Kind.EVENT,
                        Message.of("session.draw.accepted.by", "name", other.get().name()))));
                record = record.ended(record.game().agreeDraw());
                listener.moved(record);
                said.addAll(finish());
                return said;
            }
            return List.of(Announcement.queued(Kind.EVENT, Message.of("session.draw.declined.by",
                    "name", other.get().name())));
        }
        record = record.withDrawOffer(Optional.of(offerer));
        return List.of(Announcement.queued(Kind.EVENT, Message.of("session.draw.offered",
                "side", words.get().side(offerer))));
    }

    public List<Announcement> acceptDraw() {
        if (remote().isPresent() && !record.game().isOver()) {
            return remote().get().answer(true);
        }
        if (record.drawOfferBy().isEmpty() || record.game().isOver()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.draw.no.offer")));
        }
        record = record.ended(record.game().agreeDraw());
        listener.moved(record);
        return finish();
    }

    public List<Announcement> declineDraw() {
        if (remote().isPresent() && !record.game().isOver()) {
            return remote().get().answer(false);
        }
        if (record.drawOfferBy().isEmpty() || record.game().isOver()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.draw.no.offer")));
        }
        Side offerer = record.drawOfferBy().get();
        record = record.withDrawOffer(Optional.empty());
        return List.of(Announcement.queued(Kind.EVENT, Message.of("session.draw.declined",
                "side", words.get().side(offerer.opposite()))));
    }

    /**
     * Takes back the last move (and the engine's reply, so the player is to move again): in untimed
     * games, and in a timed game whose clock has not started yet (a game just opened from a file,
     * before its first move here); the clocks go back to their times after the remaining moves.
     */
    public List<Announcement> takeback(int times) {
        if (remote().isPresent() && !record.game().isOver()) {
            return remote().get().takeback();
        }
        if (clock.timed() && clock.started()) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.takeback.timed")));
        }
        if (record.game().plyCount() == 0) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.takeback.nothing")));
        }
        stopThinking();
        Game beforeTakeback = record.game();
        for (int i = 0; i < times && record.game().plyCount() > 0; i++) {
            record = record.takenBack();
            while (record.game().plyCount() > 0 && seats.opponentCount() == 1
                    && !seats.isHuman(record.game().position().sideToMove())) {
                record = record.takenBack();
            }
        }
        List<Announcement> said = new ArrayList<>(List.of(Announcement.queued(Kind.EVENT,
                words.get().phraser().takenBack(beforeTakeback, record.game()))));
        clock = MatchClock.of(record.timeControl(), settings.get().warnings(), services.time(), record);
        rearmAlarm();
        said.addAll(listener.changed(record));
        listener.moved(record);
        askOpponent();
        return said;
    }

    /**
     * Puts {@code player} at {@code side} and keeps the game. An engine that cannot start is said and
     * the side stays with the keyboard. When that side is to move, its new opponent starts thinking.
     */
    public List<Announcement> changePlayer(Side side, Player player) {
        boolean toMove = record.game().position().sideToMove() == side;
        if (toMove) {
            stopThinking();
        }
        List<Announcement> said = new ArrayList<>();
        Player seated = player;
        if (!seats.seatOne(side, player)) {
            said.addAll(cannotSeat(side, player));
            seated = Player.HUMAN;
        }
        record = record.withPlayer(side, seated);
        said.add(Announcement.queued(Kind.EVENT, Message.of("session.player.changed",
                "side", words.get().side(side), "player", playerName(side))));
        said.addAll(listener.changed(record));
        if (toMove && !record.game().isOver()) {
            askOpponent();
        }
        return said;
    }

    /**
     * The server's clocks after its last word: each side's time left. {@code afterMove}: the word
     * came with a move, whose mover's time is then the one recorded for it (the PGN's {@code %clk}).
     */
    public List<Announcement> serverClocks(java.time.Duration white, java.time.Duration black, boolean afterMove) {
        clock.serverSays(white, black);
        rearmAlarm();
        if (afterMove && record.game().plyCount() > 0) {
            record = record.withLastClock(record.game().position().sideToMove() == Side.WHITE ? black : white);
            return listener.changed(record);
        }
        return List.of();
    }

    /** The server ended the game with {@code ended} (the game with its outcome): said as offline. */
    public List<Announcement> serverEnded(Game ended) {
        if (record.game().isOver()) {
            return List.of();
        }
        record = record.ended(ended);
        listener.moved(record);
        return finish();
    }

    /** The server took moves back: the game goes back to its first {@code plies} moves, said as a takeback. */
    public List<Announcement> serverRewind(int plies) {
        Game before = record.game();
        while (record.game().plyCount() > plies) {
            record = record.takenBack();
        }
        List<Announcement> said = new ArrayList<>(List.of(Announcement.queued(Kind.EVENT,
                words.get().phraser().takenBack(before, record.game()))));
        said.addAll(listener.changed(record));
        listener.moved(record);
        return said;
    }

    /** The server's game is over without a result (aborted): the seat goes back to the keyboard, the record stays. */
    public void unseatRemote() {
        for (Side side : Side.values()) {
            if (seats.opponent(side).orElse(null) instanceof RemoteOpponent) {
                seats.unseat(side);
            }
        }
        clock.stop();
        services.alarm().clear();
    }

    /** The name said for the player of {@code side}: the engine's own name, the file's name, or "a player at this keyboard". */
    Object playerName(Side side) {
        // a game read from a file names its players ("Magnus Carlsen") where this keyboard plays
        return seats.opponent(side).<Object>map(Opponent::name).orElseGet(() -> PlayerNames.of(record.player(side),
                record.notes(), side, words.get().player(Player.HUMAN)));
    }

    public List<Announcement> gameIsOver() {
        return List.of(Announcement.queued(Kind.REFUSAL, words.get().phraser().reason(
                new IllegalMoveReason.GameIsOver(record.game().outcome().orElseThrow()))));
    }

    private void stopThinking() {
        seats.stopThinking();
    }


    @Override
    public void close() {
        services.alarm().close();
        seats.close();
    }
}
