package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/**
 * Two players at one keyboard, no clock: the game kept by {@code rules} alone. Used by the
 * window's tests and whenever no session is given.
 */
public final class LocalTable implements Table {
    private final Phraser phraser;
    private final Locale locale;
    private Side playerSide;
    private Game game;

    public LocalTable(Game game, Side playerSide, Locale locale) {
        this.game = game;
        this.playerSide = playerSide;
        this.locale = locale;
        this.phraser = Phraser.forLocale(locale);
    }

    @Override
    public Game game() {
        return game;
    }

    @Override
    public Side playerSide() {
        return playerSide;
    }

    @Override
    public boolean humanToMove() {
        return true;
    }

    @Override
    public List<Announcement> play(Move move) {
        Position before = game.position();
        game = game.play(move);
        List<Announcement> said = new ArrayList<>();
        said.add(Announcement.queued(Kind.MOVE, phraser.move(before, move, MoveStyle.WORDS)));
        game.outcome().ifPresent(o -> said.add(Announcement.queued(Kind.RESULT, phraser.outcome(o))));
        return said;
    }

    @Override
    public List<Announcement> command(String text) {
        String t = text.strip();
        if (t.isEmpty()) {
            return List.of(Announcement.answer(Message.of("ui.command.empty")));
        }
        if (game.outcome().isPresent()) {
            return List.of(Announcement.queued(Kind.REFUSAL, phraser.outcome(game.outcome().get())));
        }
        MoveText.Parsed parsed = MoveText.read(game.position(), t, locale);
        if (parsed instanceof MoveText.Found found) {
            return play(found.move());
        }
        return List.of(Announcement.queued(Kind.REFUSAL, phraser.notationError(((MoveText.Refused) parsed).error())));
    }

    @Override
    public List<Announcement> greeting() {
        return List.of(Announcement.queued(Kind.EVENT, Message.of(
                game.position().sideToMove() == Side.WHITE ? "ui.start.both.white" : "ui.start.both.black")));
    }

    @Override
    public List<Announcement> newGame(Side side) {
        game = Game.newGame();
        playerSide = side;
        return greeting();
    }

    @Override
    public List<Announcement> resign() {
        if (game.isOver()) {
            return List.of(Announcement.queued(Kind.REFUSAL, phraser.outcome(game.outcome().get())));
        }
        game = game.resign(game.position().sideToMove());
        return List.of(Announcement.queued(Kind.RESULT, phraser.outcome(game.outcome().get())));
    }

    @Override
    public List<Announcement> offerDraw() {
        if (game.isOver()) {
            return List.of(Announcement.queued(Kind.REFUSAL, phraser.outcome(game.outcome().get())));
        }
        // both players share this keyboard: the offer is made and accepted at once
        game = game.agreeDraw();
        return List.of(Announcement.queued(Kind.RESULT, phraser.outcome(game.outcome().get())));
    }

    @Override
    public List<Announcement> openPgn(Path file) {
        return List.of(Announcement.queued(Kind.REFUSAL, Message.of("ui.pgn.needs.session")));
    }

    @Override
    public List<Announcement> savePgn(Path file) {
        return List.of(Announcement.queued(Kind.REFUSAL, Message.of("ui.pgn.needs.session")));
    }

    @Override
    public Optional<Clocks> clocks() {
        return Optional.empty();
    }

    @Override
    public void onUnprompted(Consumer<List<Announcement>> listener) {
        // nobody else moves here
    }
}
