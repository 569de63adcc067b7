package org.turnpan.chess.session.activity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.engine.analysis.Judgement;
import org.turnpan.chess.engine.analysis.Mistake;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.game.MistakeHunt;
import org.turnpan.chess.session.game.MistakeWords;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * "Learn from your mistakes" (issue 26): the board stands before one of the moves of one side that
 * lost much, and the player looks for a better move. A move entered (typed or by keys) is judged by
 * the engine ({@link MistakeHunt#judge}): the engine's own move is right at once, the move played in
 * the game is refused at once, any other is right when it is at most the rules' margin worse than
 * the engine's. A right answer goes on to the next mistake; {@code better} says the engine's move,
 * {@code skip} goes on without it, {@code stop} or {@code return} goes back to the game. The game is
 * never changed. Immutable: each step gives a new drill.
 *
 * @param whole    the game whose mistakes these are
 * @param side     whose mistakes
 * @param mistakes the mistakes, in the order played (at least one)
 * @param index    the one on the board (0-based)
 */
public record MistakeDrill(Game whole, Side side, List<Mistake> mistakes, int index) implements Activity.Plays, Activity.Away {

    public MistakeDrill {
        mistakes = List.copyOf(mistakes);
        if (mistakes.isEmpty() || index < 0 || index >= mistakes.size()) {
            throw new IllegalArgumentException("a drill stands on one of its mistakes");
        }
    }

    Mistake mistake() {
        return mistakes.get(index);
    }

    /** The game up to the position before the mistake. */
    Game before() {
        Game g = Game.from(whole.startPosition());
        for (Move m : whole.moves().subList(0, mistake().ply())) {
            g = g.play(m);
        }
        return g;
    }

    /** "Mistake 1 of 3: ... Find a better move for White." */
    public Message prompt(Stage core) {
        return new MistakeWords(core.words()).prompt(mistake(), index + 1, mistakes.size(), before().position());
    }

    @Override
    public BoardInView board(Stage core) {
        Square from = mistake().played().from();
        return new BoardInView(before(), ClockReading.untimed(), core.cursor().bottom(), side, false, List.of(from));
    }

    @Override
    public Game moveGame(Stage core) {
        return before();
    }

    @Override
    public Optional<Announcement> whyNoMove(Stage core) {
        if (core.mistakes().pending()) {
            return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.still.judging")));
        }
        return Optional.empty();
    }

    @Override
    public List<Announcement> play(Stage core, Move move, Square lookAt) {
        MistakeWords words = new MistakeWords(core.words());
        Mistake m = mistake();
        if (move.equals(m.played())) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("mistakes.same",
                    "move", words.move(before().position(), move))));
        }
        MistakeDrill asked = this;
        List<Announcement> said = new ArrayList<>(List.of(Announcement.queued(Kind.EVENT,
                Message.of("mistakes.judging", "move", words.move(before().position(), move)))));
        said.addAll(core.mistakes().judge(whole, m, move, j -> asked.judged(core, j)));
        return said;
    }

    /** The verdict, if the drill is still where the answer was given; a right answer goes on. */
    private List<Announcement> judged(Stage core, Judgement j) {
        if (!equals(core.activity())) {
            return List.of();
        }
        Message verdict = new MistakeWords(core.words()).verdict(j, before().position());
        if (!j.accepted()) {
            return List.of(Announcement.answer(verdict));
        }
        return next(core, Optional.of(verdict));
    }

    /** The next mistake (after {@code first}), or the end of the drill's list. */
    public List<Announcement> next(Stage core, Optional<Message> first) {
        if (index + 1 >= mistakes.size()) {
            Message end = Message.of("mistakes.last", "count", mistakes.size());
            return List.of(Announcement.answer(first.map(f -> Joined.sentences(f, end)).orElse(end)));
        }
        MistakeDrill next = new MistakeDrill(whole, side, mistakes, index + 1);
        core.become(next);
        Message prompt = next.prompt(core);
        return List.of(Announcement.answer(first.map(f -> Joined.sentences(f, prompt)).orElse(prompt)));
    }

    /** "The engine's move was knight to f3." and the mistake's prompt stays. */
    public List<Announcement> better(Stage core) {
        MistakeWords words = new MistakeWords(core.words());
        return List.of(Announcement.answer(Message.of("mistakes.better",
                "move", words.move(before().position(), mistake().best()), "played",
                words.move(before().position(), mistake().played()))));
    }

    /** The game is not on the board: what would change it or walk through it is refused. */
    @Override
    public Optional<Announcement> refusal(Stage core, Order command) {
        return Tutor.refusal(command, "mistakes.game.command");
    }

    /** Escape with nothing selected goes back to the game, as in a lesson or a puzzle ("mistakes.last" says so). */
    @Override
    public Optional<List<Announcement>> perform(Stage core, BoardAction action) {
        if (action instanceof BoardAction.Cancel && core.nothingPicked()) {
            return Optional.of(core.backToGame());
        }
        return Optional.empty();
    }

    @Override
    public Message ended() {
        return Message.of("mistakes.ended");
    }
}
