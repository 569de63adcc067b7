package org.turnpan.chess.session.game;

import java.util.Optional;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.speech.Message;

/**
 * Turns an engine player ("builtin:3", "uci:/usr/games/stockfish") into an {@link Opponent}. The
 * app layer supplies one that knows the engines; tests supply their own.
 */
@FunctionalInterface
public interface OpponentFactory {

    /** The opponent for {@code player}, or empty when this factory cannot start it. */
    Optional<Opponent> create(Player.Engine player);

    /**
     * Why {@link #create} gave no opponent for {@code player}, as a sentence, when the factory can
     * tell (for example "There is no engine at /opt/x."); said before the session's own refusal.
     */
    default Optional<Message> whyNot(Player.Engine player) {
        return Optional.empty();
    }

    /** The built-in engine and UCI engines, as {@code builtin[:LEVEL]} and {@code uci:PATH}. */
    static OpponentFactory engines() {
        return EngineOpponent.factory(EngineOpponent.UNTIMED_MOVE);
    }

    /** As {@link #engines()}, thinking {@code untimedMoveTime} a move when the game has no clock. */
    static OpponentFactory engines(java.time.Duration untimedMoveTime) {
        return EngineOpponent.factory(untimedMoveTime);
    }

    /** Knows no engines: every engine player is refused. */
    static OpponentFactory none() {
        return player -> Optional.empty();
    }
}
