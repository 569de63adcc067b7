package org.turnpan.chess.session.record;

import org.turnpan.chess.review.PlayerName;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Message;

/**
 * Who plays a side, as sentences name them: the player's name from the game's file ("Magnus
 * Carlsen" for "Carlsen, Magnus") for a side played at this keyboard in a game read from a file,
 * else the engine's name or "a player at this keyboard".
 */
public final class PlayerNames {
    private PlayerNames() {
    }

    /** The name of {@code side}'s player; {@code otherwise} when the file names nobody there. */
    public static Object of(Player seat, GameNotes notes, Side side, Object otherwise) {
        if (!seat.isHuman()) {
            return otherwise;
        }
        return notes.tag(side == Side.WHITE ? "White" : "Black").flatMap(PlayerName::fromTag)
                .<Object>map(n -> Message.of("review.player.name", "name", n.spoken())).orElse(otherwise);
    }
}
