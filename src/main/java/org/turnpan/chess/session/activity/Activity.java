package org.turnpan.chess.session.activity;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;

/**
 * What the board is used for now: the game in progress ({@link Playing}, the default), a review of
 * a recorded game ({@link Reviewing}), a lesson (issue 16). The {@link Stage} holds one and
 * asks it, so an activity that takes the board over from the game never changes the game:
 *
 * <ul>
 * <li>{@link #board}: the board every question, square reading and the window read;</li>
 * <li>{@link #moveGame}, {@link #whyNoMove}, {@link Plays#play}: where a move entered by keys or typing
 * goes (the game; a lesson's checker; refused in a review with a sentence that says how to play
 * from there);</li>
 * <li>{@link #refusal}: the commands it does not accept now, which help does not list (with those
 * that work only elsewhere: {@code OwnedCommands.refusalNow});</li>
 * <li>{@link #perform}, {@link #command}, {@link #line}: the keys, commands and typed lines it
 * answers itself (its own steps; a refusal of what would change the game), before the usual
 * meaning;</li>
 * <li>{@link Away#ended}: what is said when the player goes back to the game
 * ({@link Stage#backToGame}), before "Back to the game." and whose move it is;</li>
 * <li>{@link Waits#paused}, {@link Waits#resumed}: an activity that waits while a lesson or the quiz takes
 * the board (a review), and is given back, at the same place, when that one ends.</li>
 * </ul>
 *
 * Taking the board over ({@link Stage#takeOver}) is refused while a timed game's clock runs
 * and while an opponent thinks (the game would go on behind the player's back). Values are
 * immutable: a step gives a new activity, which the core keeps ({@link Stage#become}). The
 * set is sealed, and each member implements only what it can honour ({@link Plays}, {@link Away},
 * {@link Waits}): nothing throws for a question it has no answer to.
 */
public sealed interface Activity permits Activity.Plays, Activity.Away {

    /** The board the player looks at. */
    BoardInView board(Stage core);

    /** The game an entered move is read against (its position, for legality and notation). */
    Game moveGame(Stage core);

    /** Why an entered move goes nowhere now; empty when {@link Plays#play} takes it. */
    Optional<Announcement> whyNoMove(Stage core);

    /** Its own answer to a board action (a key); empty: the action does what it does in play. */
    default Optional<List<Announcement>> perform(Stage core, BoardAction action) {
        return Optional.empty();
    }

    /**
     * Why it refuses {@code command} (lichess's {@code invalid}): a review refuses the commands that
     * would change the game, a lesson those about the game it hides. Empty: it does not refuse it.
     * Callers ask {@code OwnedCommands.refusalNow}, which adds the commands that work only elsewhere.
     */
    default Optional<Announcement> refusal(Stage core, Order command) {
        return Optional.empty();
    }

    /** Its own answer to a typed command it accepts; empty: the command runs as usual. */
    default Optional<List<Announcement>> command(Stage core, Order command) {
        return Optional.empty();
    }

    /**
     * Its own reading of a typed line as the answer to the question it asked (a quiz's "which colour
     * is d5?", a lesson's "find a1"), before the line is read as a command: answers like "no piece",
     * "нет" or "không có" are command words too. Empty: the line is read as usual.
     */
    default Optional<List<Announcement>> answer(Stage core, String text) {
        return Optional.empty();
    }

    /** Its own reading of a typed line that is no command, before it is read as moves (a lesson's answer). */
    default Optional<List<Announcement>> line(Stage core, String text) {
        return Optional.empty();
    }

    /** The same activity speaking with the session's settings after they changed (language, verbosity). */
    default Activity relabelled(Stage core) {
        return this;
    }

    /** An activity that plays the moves entered: the game itself and a lesson's checker. */
    sealed interface Plays extends Activity permits Playing, Learning, MistakeDrill, Puzzling {

        /** A legal move the player entered by keys or typing (after {@link #whyNoMove} said nothing). */
        List<Announcement> play(Stage core, Move move, Square lookAt);
    }

    /** An activity that takes the board from the game (a review, a lesson, the quiz) and is left for it. */
    sealed interface Away extends Activity permits Waits, Learning, Quizzing, MistakeDrill, Puzzling {

        /** What is said first when the player leaves it for the game ("The review is closed."). */
        Message ended();
    }

    /**
     * An activity that waits while one that does not wait itself (a lesson, the quiz) takes the
     * board from it, and is given back, at the same place, when that one ends: a review. The others
     * end when another activity takes the board, saying {@link Away#ended}.
     */
    sealed interface Waits extends Away permits Reviewing {

        /** What is said when it starts to wait ("Your review keeps its place until you come back to it."). */
        Message paused(Stage core);

        /** What is said when the board comes back to it ("Back to the review, at 12, Black: knight takes e4."). */
        Message resumed(Stage core);

        @Override
        Waits relabelled(Stage core);
    }

    /**
     * Why the board cannot be taken from the game now: a timed game whose clock runs (a review or a
     * lesson would spend the player's time, and the flag could fall unheard), or an opponent
     * thinking (its move would land behind the player's back). Empty when it can.
     */
    static Optional<Announcement> whyNotNow(Stage core) {
        // a timed game just opened or resumed waits for its first move: it can be reviewed until then
        if (core.match().clockHasStarted() && !core.game().isOver()) {
            return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("session.activity.clock")));
        }
        if (core.match().opponentThinking()) {
            return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("session.activity.opponent")));
        }
        return Optional.empty();
    }

    /** The game in progress: the board is the game's, and moves are played in it. */
    record Playing() implements Plays {

        @Override
        public BoardInView board(Stage core) {
            return core.liveBoard();
        }

        @Override
        public Game moveGame(Stage core) {
            return core.game();
        }

        /** Game over, the opponent to move, or the found game to resume or discard first. */
        @Override
        public Optional<Announcement> whyNoMove(Stage core) {
            Game game = core.game();
            if (game.isOver()) {
                return Optional.of(core.match().gameIsOver().get(0));
            }
            Side toMove = game.position().sideToMove();
            if (!core.match().isHuman(toMove)) {
                return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("session.opponent.to.move",
                        "side", core.words().side(toMove))));
            }
            if (core.archive().resumeOffered()) {
                // never throw the found game away unasked: resume or discard first
                return Optional.of(Announcement.queued(Kind.REFUSAL, Message.of("session.resume.first")));
            }
            return Optional.empty();
        }

        @Override
        public List<Announcement> play(Stage core, Move move, Square lookAt) {
            return core.playInGame(move, lookAt);
        }
    }
}
