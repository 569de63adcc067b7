package org.turnpan.chess.online;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * One line of a stream, as data: the events of {@code /api/stream/event} (a game started or
 * finished, a challenge arrived or was answered) and of {@code /api/board/game/stream/{id}} (the
 * whole game, its state, a chat line, the opponent gone). A line that is no event we know is
 * {@link Unreadable}; a line too long to read is {@link TooLong}.
 */
public sealed interface ServerEvent {

    /** A player of a game: lichess name (or the AI's level), rating when rated. */
    record PlayerInfo(String name, OptionalInt rating, OptionalInt aiLevel, Optional<String> title) {
    }

    /** A clock of a game: initial time and increment in seconds; empty for correspondence or none. */
    record ClockSetting(long initialSeconds, long incrementSeconds) {
    }

    // --- the event stream ---

    /** A game of ours began (a seek paired, a challenge accepted, the AI challenged). */
    record GameStart(String gameId, Optional<String> color, Optional<String> opponent) implements ServerEvent {
    }

    /** A game of ours ended; {@code ratingDiff} is ours when the server says it. */
    record GameFinish(String gameId, OptionalInt ratingDiff) implements ServerEvent {
    }

    /** A challenge, to us ({@code incoming}) or from us. */
    record Challenge(String id, String challenger, OptionalInt rating, String variant, boolean rated,
                     Optional<ClockSetting> clock, OptionalInt days, boolean incoming) implements ServerEvent {
    }

    /** A challenge was declined (by its receiver) or cancelled (by its sender). */
    record ChallengeGone(String id, boolean declined, String reason) implements ServerEvent {
    }

    // --- the game stream ---

    /** The whole game: sent first, and again after every reconnection. */
    record GameFull(String gameId, String variant, PlayerInfo white, PlayerInfo black, String initialFen,
                    Optional<ClockSetting> clock, String speed, boolean rated, GameState state) implements ServerEvent {
    }

    /**
     * The game as it stands: every move so far in UCI, the clocks in milliseconds, the status, the
     * winner, the offers standing.
     */
    record GameState(List<String> moves, long whiteMillis, long blackMillis, String status, Optional<String> winner,
                     boolean whiteOffersDraw, boolean blackOffersDraw, boolean whiteProposesTakeback,
                     boolean blackProposesTakeback) implements ServerEvent {

        public boolean started() {
            return status.equals("started") || status.equals("created");
        }
    }

    /** A chat message in the game ({@code room} "player" or "spectator"). */
    record ChatLine(String user, String text, String room) implements ServerEvent {
    }

    /** The opponent left ({@code gone}) or came back; a win may be claimed after the seconds given. */
    record OpponentGone(boolean gone, OptionalInt claimWinInSeconds) implements ServerEvent {
    }

    /** A line that is not an event we know (garbage, or a type this client does not read). */
    record Unreadable(int length) implements ServerEvent {
    }

    /** A line longer than the bound; skipped. */
    record TooLong(long bytes) implements ServerEvent {
    }
}
