package org.turnpan.chess.session.activity;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.learn.AnswerReader;
import org.turnpan.chess.learn.AttemptResult;
import org.turnpan.chess.learn.Lesson;
import org.turnpan.chess.learn.LessonRun;
import org.turnpan.chess.learn.LessonTurn;
import org.turnpan.chess.learn.LessonWords;
import org.turnpan.chess.learn.Mistake;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.reading.BoardInView;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;

/**
 * A lesson being taken: its step's prepared position is the board in view (every question reads
 * it), the highlighted squares are said and shown, a move entered by keys or typed is the attempt
 * (MoveEntry refuses an illegal one with the rules' own reason and asks for a promotion piece
 * first; a legal one is judged by the lesson), a typed answer or Enter on a square answers a "find"
 * step, {@code hint} gives the step's clue and then its solution. A right attempt is praised and
 * moves on; the last one finishes the lesson, which is kept in the data folder, and the board goes
 * back to the game, untouched. Immutable: each attempt gives a new one.
 *
 * @param run    the lesson and the step the player is on
 * @param ending what is said first when the board goes back to the game (stopped, or finished and
 *               what comes next)
 */
public record Learning(LessonRun run, Message ending) implements Activity.Plays, Activity.Away {

    /** Starts {@code lesson}: its introduction and first step, the cursor on the highlighted piece. */
    public static List<Announcement> start(Stage core, Lesson lesson) {
        LessonWords words = Tutor.words(core);
        List<Message> said = new ArrayList<>(core.tutor().shelf().open(words));
        LessonRun run = LessonRun.start(lesson);
        said.add(words.introduction(run, core.tutor().lessons().lessons().size()));
        said.add(Message.of("learn.session.keys"));
        Learning next = new Learning(run, Message.of("learn.session.stopped"));
        List<Announcement> answer = core.takeOver(next, List.of(Announcement.answer(Joined.sentences(said))));
        if (core.activity() == next) {
            next.lookAtHighlight(core);
        }
        return answer;
    }

    @Override
    public BoardInView board(Stage core) {
        Game game = run.game();
        return new BoardInView(game, ClockReading.untimed(), core.cursor().bottom(), game.position().sideToMove(),
                false, run.highlighted());
    }

    @Override
    public Game moveGame(Stage core) {
        return run.game();
    }

    @Override
    public Optional<Announcement> whyNoMove(Stage core) {
        if (run.expectsMove()) {
            return Optional.empty();
        }
        return Optional.of(refusal(Tutor.words(core).mistake(new Mistake.AnswerExpected(run.step().target()), run)));
    }

    @Override
    public List<Announcement> play(Stage core, Move move, Square lookAt) {
        core.focusedBy(lookAt);
        return after(core, run.attemptMove(move.from(), move.to(), move.promotion()));
    }

    @Override
    public Optional<List<Announcement>> perform(Stage core, BoardAction action) {
        if (action instanceof BoardAction.Activate && !run.expectsMove()) {
            return Optional.of(after(core, run.answerSquare(core.cursor().square())));
        }
        return Tutor.awayFromTheGame(core, action);
    }

    @Override
    public Optional<List<Announcement>> command(Stage core, Order command) {
        if (command.is(Order.Kind.HINT)) {
            LessonRun.HintTurn h = run.hint();
            core.become(new Learning(h.run(), ending));
            return Optional.of(List.of(new Announcement(Kind.HELP, Announcement.Priority.NAVIGATION,
                    Tutor.words(core).hint(h.hint()))));
        }
        return Tutor.gameCommand(core, command);
    }

    @Override
    public Optional<Announcement> refusal(Stage core, Order command) {
        return Tutor.refusal(core, command);
    }

    @Override
    public Optional<List<Announcement>> answer(Stage core, String text) {
        if (run.expectsMove() || Tutor.startsWithCommand(core, text)) {
            return Optional.empty();
        }
        LessonTurn turn = run.answer(text, AnswerReader.forLocale(core.locale()));
        if (turn.result() instanceof AttemptResult.Wrong wrong && wrong.mistake() instanceof Mistake.NotUnderstood) {
            return Optional.empty();
        }
        return Optional.of(after(core, turn));
    }

    /**
     * In a step that asks for an answer, a line that is no answer says what to answer; a move goes on
     * to be refused. In a step that asks for a move, the line is a move (a square alone too: the one
     * legal move that lands there, as in a game).
     */
    @Override
    public Optional<List<Announcement>> line(Stage core, String text) {
        if (run.expectsMove()) {
            return Optional.empty();
        }
        if (looksLikeAMove(text, core)) {
            return Optional.empty();
        }
        return Optional.of(after(core, run.answer(text, AnswerReader.forLocale(core.locale()))));
    }

    /** Text the notation reads as a move, legal or not (not "blue", not "light", not a square alone: "d5"). */
    private boolean looksLikeAMove(String text, Stage core) {
        if (Square.parse(text.strip().toLowerCase(java.util.Locale.ROOT)).isPresent()) {
            return false;
        }
        MoveText.Parsed parsed = MoveText.read(run.game().position(), text, core.locale());
        return parsed instanceof MoveText.Found || (parsed instanceof MoveText.Refused refused
                && !(refused.error() instanceof NotationError.NotAMove || refused.error() instanceof NotationError.EmptyInput));
    }

    @Override
    public Message ended() {
        return ending;
    }

    /**
     * What an attempt comes to. Wrong: why, and the player stays on the step. Right: the praise and
     * the next step, whose position becomes the board; after the last step the lesson is kept as
     * finished and the board goes back to the game, all said in one answer.
     */
    private List<Announcement> after(Stage core, LessonTurn turn) {
        LessonWords words = Tutor.words(core);
        Message result = words.result(turn);
        if (turn.result() instanceof AttemptResult.Wrong) {
            return List.of(refusal(result));
        }
        if (!turn.run().finished()) {
            Learning next = new Learning(turn.run(), ending);
            core.become(next);
            next.lookAtHighlight(core);
            return List.of(Announcement.answer(result));
        }
        List<Message> said = new ArrayList<>(List.of(result));
        said.addAll(core.tutor().shelf().finished(run.lesson().id()));
        core.become(new Learning(turn.run(), whatNext(core, words)));
        core.backToGame().forEach(a -> said.add(a.message()));
        return List.of(Announcement.answer(Joined.sentences(said)));
    }

    /** "The next lesson is 3, The rook: type learn 3 to start it." or "You have finished every lesson." */
    private Message whatNext(Stage core, LessonWords words) {
        List<Lesson> all = core.tutor().lessons().lessons();
        int from = run.lesson().number();
        for (int i = 0; i < all.size(); i++) {
            Lesson l = all.get((from + i) % all.size());
            if (!core.tutor().shelf().progress().isDone(l.id())) {
                return Message.of("learn.session.next", "number", l.number(), "title", words.title(l));
            }
        }
        return Message.of("learn.session.all.done");
    }

    /**
     * The cursor goes to the highlighted piece of the side to move (else the first highlighted
     * square), so Enter picks up the piece the step is about.
     */
    private void lookAtHighlight(Stage core) {
        Position p = run.game().position();
        run.highlighted().stream().filter(s -> p.isOccupiedBy(s, p.sideToMove())).findFirst()
                .or(() -> run.highlighted().stream().findFirst()).ifPresent(core::focusedBy);
    }

    private static Announcement refusal(Message m) {
        return Announcement.queued(Kind.REFUSAL, m);
    }
}
