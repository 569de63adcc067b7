package org.turnpan.chess.session.game;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.record.Player;

/**
 * Who sits at each side of the board: a person at this keyboard, or an {@link Opponent}. Asks the
 * opponent to move and hands its reply to the session on one reply thread. Not thread-safe by
 * itself: the session calls it under its own lock.
 */
final class Seats implements AutoCloseable {

    /** Receives an opponent's answer on the reply thread. */
    interface Replies {
        void replied(GameRecord asked, Opponent who, Move move, Throwable error);
    }

    private final OpponentFactory factory;
    private final Map<Side, Opponent> opponents = new EnumMap<>(Side.class);
    private final ExecutorService replies = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "session-opponent-replies");
        t.setDaemon(true);
        return t;
    });
    private boolean thinking;

    Seats(OpponentFactory factory) {
        this.factory = factory;
    }

    /** Seats the players of {@code record}; returns the sides whose engine could not start. */
    List<Side> seat(GameRecord record) {
        release();
        List<Side> failed = new ArrayList<>();
        for (Side side : Side.values()) {
            if (record.player(side) instanceof Player.Engine engine) {
                Optional<Opponent> o = factory.create(engine);
                o.ifPresentOrElse(opponent -> opponents.put(side, opponent), () -> failed.add(side));
            }
        }
        return failed;
    }

    /**
     * Seats {@code player} at {@code side} alone, releasing whoever sat there; false when an engine
     * could not start (that side is then played from the keyboard).
     */
    boolean seatOne(Side side, Player player) {
        unseat(side);
        if (!(player instanceof Player.Engine engine)) {
            return true;
        }
        Optional<Opponent> o = factory.create(engine);
        o.ifPresent(opponent -> opponents.put(side, opponent));
        return o.isPresent();
    }

    /** Seats an opponent made elsewhere (one playing on a server) at {@code side}. */
    void seatRemote(Side side, Opponent opponent) {
        unseat(side);
        opponents.put(side, opponent);
    }

    /** Releases the opponent at {@code side}, if any: that side is played from the keyboard. */
    void unseat(Side side) {
        Opponent o = opponents.remove(side);
        if (o != null) {
            o.stop();
            o.close();
        }
    }

    Optional<Opponent> opponent(Side side) {
        return Optional.ofNullable(opponents.get(side));
    }

    boolean isHuman(Side side) {
        return !opponents.containsKey(side);
    }

    /** How many sides an opponent plays (0, 1 or 2). */
    int opponentCount() {
        return opponents.size();
    }

    boolean thinking() {
        return thinking;
    }

    /**
     * The side the person at this keyboard plays: the only human side; with two people, the side to
     * move; with two engines, the side at the bottom.
     */
    Side playerSide(Side toMove, Side orientation) {
        if (opponents.size() == 1) {
            return opponents.containsKey(Side.WHITE) ? Side.BLACK : Side.WHITE;
        }
        return opponents.isEmpty() ? toMove : orientation;
    }

    /** Asks the opponent to move in {@code record}'s game, if one plays the side to move. */
    @SuppressWarnings("FutureReturnValueIgnored") // the reply comes through the callback, which handles a failure itself
    void ask(GameRecord record, ClockReading clocks, Replies to) {
        Opponent o = opponents.get(record.game().position().sideToMove());
        if (o == null || record.game().isOver()) {
            return;
        }
        thinking = true;
        o.chooseMove(record.game(), clocks).whenCompleteAsync((move, error) -> to.replied(record, o, move, error),
                replies);
    }

    /** The awaited reply arrived (or failed). */
    void answered() {
        thinking = false;
    }

    /** Tells a thinking opponent to stop; its late reply is dropped by the session. */
    void stopThinking() {
        if (thinking) {
            opponents.values().forEach(Opponent::stop);
            thinking = false;
        }
    }

    /** Stops and releases every opponent. */
    void release() {
        for (Opponent o : opponents.values()) {
            o.stop();
            o.close();
        }
        opponents.clear();
        thinking = false;
    }

    @Override
    public void close() {
        release();
        replies.shutdownNow();
    }
}
