package org.turnpan.chess.session.intent;

import java.nio.file.Path;
import java.util.OptionalInt;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.record.Player;

/**
 * What the player means, whichever way it came: a typed command ({@code open games.pgn}), a menu
 * item (Game, Open), a dialog (New game) or a key. The front ends and the typed commands build
 * these values and hand them to one dispatcher ({@link GameSession#perform(Intent)}, or the typed
 * command's own action), which asks the current activity whether it accepts them and then does
 * them: so the same intent gives the same sentences and asks the same questions wherever it came
 * from (a file of several games is listed from the Open menu, {@code --pgn} and {@code open}
 * alike; resign asks in both front ends).
 */
public sealed interface Intent {

    /**
     * A new game with these players and clock, asked first when a game would be lost; an engine
     * chosen is remembered for the next game (the New game dialog and {@code new black builtin:3}).
     */
    record NewGame(Player white, Player black, TimeControl control, OptionalInt chess960) implements Intent {
        /** A standard game. */
        public NewGame(Player white, Player black, TimeControl control) {
            this(white, black, control, OptionalInt.empty());
        }

        /** The player at this keyboard plays {@code you}; {@code opponent} the other side. */
        public static NewGame as(Side you, Player opponent, TimeControl control) {
            return you == Side.WHITE ? new NewGame(Player.HUMAN, opponent, control)
                    : new NewGame(opponent, Player.HUMAN, control);
        }

        /** The same game from Chess960 start position {@code number} (0-959), its back rank said first. */
        public NewGame chess960(int number) {
            return new NewGame(white, black, control, OptionalInt.of(number));
        }
    }

    /**
     * A PGN file: a file of several games is listed (paged, searchable), a single game opened; game
     * {@code number} of it when one is named. Asked first when it would replace a game in progress.
     */
    record Open(Path file, OptionalInt number) implements Intent {
        public static Open file(Path file) {
            return new Open(file, OptionalInt.empty());
        }
    }

    /**
     * The game written as PGN. A file already there is asked about (overwrite, append or cancel)
     * unless the player agreed to replace it already (the window's save dialog asks that itself).
     */
    record Save(Path file, boolean replaceAgreed) implements Intent {
    }

    /** Resigning, asked first ("Resign this game?"). */
    record Resign() implements Intent {
    }

    /** A draw offered to the opponent. */
    record OfferDraw() implements Intent {
    }

    /** The last {@code count} moves taken back (each with the engine's reply against an engine). */
    record Takeback(int count) implements Intent {
    }

    /** The unfinished game offered at start, continued. */
    record Resume() implements Intent {
    }

    /** Another player for one side, keeping the game. */
    record ChangePlayer(Side side, Player player) implements Intent {
    }
}
