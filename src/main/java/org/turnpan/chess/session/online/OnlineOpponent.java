package org.turnpan.chess.session.online;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.game.RemoteOpponent;
import org.turnpan.chess.speech.Announcement;

/**
 * The person at the other end of a lichess game, seated like an engine. Their moves are not
 * chosen here: {@link OnlinePlay} plays what the server's stream says, so {@link #chooseMove}
 * never completes; everything the player does goes to {@link OnlinePlay}.
 */
final class OnlineOpponent implements RemoteOpponent {

    private final String name;
    private final OnlinePlay online;

    OnlineOpponent(String name, OnlinePlay online) {
        this.name = name;
        this.online = online;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
        return new CompletableFuture<>();
    }

    @Override
    public void stop() {
        // the server's game goes on whatever happens here
    }

    @Override
    public List<Announcement> send(Game before, Move move) {
        return online.send(before, move);
    }

    @Override
    public List<Announcement> resign() {
        return online.post("resign", "online.resign.sent");
    }

    @Override
    public List<Announcement> draw(boolean offer) {
        return online.post("draw/yes", "online.draw.sent");
    }

    @Override
    public List<Announcement> answer(boolean yes) {
        return online.answerOffer(yes);
    }

    @Override
    public List<Announcement> takeback() {
        return online.post("takeback/yes", "online.takeback.sent");
    }

    @Override
    public void close() {
        // the streams belong to OnlinePlay
    }
}
