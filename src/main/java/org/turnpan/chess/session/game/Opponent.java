package org.turnpan.chess.session.game;

import java.util.concurrent.CompletableFuture;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.reading.Material;

/**
 * A player the session asks for moves: the built-in engine, a UCI engine, a test script. Human
 * players are not opponents; they type or click. Implementations may answer on any thread; the
 * session applies the reply on its own terms (a stale reply, after a takeback or a new game, is
 * dropped).
 */
public interface Opponent extends AutoCloseable {

    /** A short name for announcements ("Stockfish", "built-in level 3"). Data, not a sentence. */
    String name();

    /**
     * Starts choosing a move for the side to move in {@code game} (never over).
     *
     * @param clocks both clocks as they stand now (untimed games report {@link ClockReading#untimed()})
     * @return completes with a legal move of {@code game.position()}; completing exceptionally or
     * with an illegal move makes the session announce that the opponent failed
     */
    CompletableFuture<Move> chooseMove(Game game, ClockReading clocks);

    /** Stop thinking now (takeback, new game, resignation); a late reply is ignored anyway. */
    void stop();

    /**
     * Answers a draw offer made in {@code game} by the other side. The default accepts when the
     * position is dead or the opponent is clearly behind in material (three pawns or more).
     */
    default boolean acceptsDraw(Game game, org.turnpan.chess.rules.Side ownSide) {
        if (game.position().isInsufficientMaterial()) {
            return true;
        }
        return Material.balance(game.position(), ownSide) <= -3;
    }

    /** Releases threads and processes. */
    @Override
    void close();
}
