package org.turnpan.chess.session.game;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.record.GameNotes;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.record.SavedGame;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * One game as it stands, immutable: the moves (and start position) in a {@link Game}, each mover's
 * remaining time after each ply (timed games), who plays each side, the time control, a draw
 * offer waiting for an answer, and what the game's file said beyond that (tags, comments: its
 * {@link GameNotes}, written back on save). Every change gives a new record; an engine's reply is
 * applied only to the game it was asked about ({@link #sameGameAs}).
 *
 * @param game          the moves, the start position, the outcome
 * @param clockAfterPly the mover's remaining time after each ply, in the order of {@code game.moves()}
 * @param white         who plays White
 * @param black         who plays Black
 * @param timeControl   the clock of this game
 * @param drawOfferBy   the side whose draw offer waits for an answer
 * @param notes         the tags and comments of the file the game came from ({@link GameNotes#NONE} for none)
 */
public record GameRecord(Game game, List<Duration> clockAfterPly, Player white, Player black,
                         TimeControl timeControl, Optional<Side> drawOfferBy, GameNotes notes) {

    public GameRecord {
        clockAfterPly = List.copyOf(clockAfterPly);
        if (game == null || white == null || black == null || timeControl == null || drawOfferBy == null
                || notes == null) {
            throw new IllegalArgumentException("a game record has every part");
        }
    }

    /** A game with no moves yet, as {@code settings} sets it up. */
    public static GameRecord newGame(SessionSettings settings) {
        return new GameRecord(Game.newGame(), List.of(), settings.white(), settings.black(), settings.timeControl(),
                Optional.empty(), GameNotes.NONE);
    }

    /** A game read from a file or the autosave, with its players, clocks and notes. */
    static GameRecord of(SavedGame saved, SessionSettings settings) {
        return new GameRecord(saved.game(), saved.clocks(), settings.white(), settings.black(), settings.timeControl(),
                Optional.empty(), saved.notes());
    }

    /**
     * True when {@code other} is this same game at the same point: the same moves object. A reply
     * asked about one record and arriving when the game is at another point is stale.
     */
    boolean sameGameAs(GameRecord other) {
        return other != null && other.game == game;
    }

    public Player player(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /**
     * A move was played: {@code after} is this game with it ({@code game().play(move)}), {@code moverLeft}
     * the mover's remaining time (ignored when untimed).
     */
    GameRecord played(Game after, Duration moverLeft) {
        Side mover = game.position().sideToMove();
        List<Duration> clocks = new ArrayList<>(clockAfterPly);
        if (timeControl.isTimed()) {
            clocks.add(moverLeft);
        }
        Optional<Side> offer = drawOfferBy.filter(by -> by == mover);
        return new GameRecord(after, clocks, white, black, timeControl, offer, notes);
    }

    /** The last move's clock reading replaced by {@code moverLeft} (an online game: the server's time); as is when untimed. */
    GameRecord withLastClock(Duration moverLeft) {
        if (!timeControl.isTimed() || clockAfterPly.size() != game.plyCount() || clockAfterPly.isEmpty()) {
            return this;
        }
        List<Duration> clocks = new ArrayList<>(clockAfterPly);
        clocks.set(clocks.size() - 1, moverLeft.isNegative() ? Duration.ZERO : moverLeft);
        return new GameRecord(game, clocks, white, black, timeControl, drawOfferBy, notes);
    }

    /** The last ply taken back (with its clock reading). */
    GameRecord takenBack() {
        List<Duration> clocks = new ArrayList<>(clockAfterPly);
        if (clocks.size() >= game.plyCount() && !clocks.isEmpty()) {
            clocks.remove(clocks.size() - 1);
        }
        return new GameRecord(game.takeback(), clocks, white, black, timeControl, Optional.empty(), notes);
    }

    /** The game ended otherwise than by a move (resignation, agreement, flag); the offer is void. */
    GameRecord ended(Game over) {
        return new GameRecord(over, clockAfterPly, white, black, timeControl, Optional.empty(), notes);
    }

    GameRecord withDrawOffer(Optional<Side> by) {
        return new GameRecord(game, clockAfterPly, white, black, timeControl, by, notes);
    }

    GameRecord withPlayer(Side side, Player player) {
        return new GameRecord(game, clockAfterPly, side == Side.WHITE ? player : white,
                side == Side.BLACK ? player : black, timeControl, drawOfferBy, notes);
    }
}
