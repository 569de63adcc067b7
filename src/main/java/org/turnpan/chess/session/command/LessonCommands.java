package org.turnpan.chess.session.command;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.learn.Lesson;
import org.turnpan.chess.learn.LessonCatalogue;
import org.turnpan.chess.learn.LessonWords;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.activity.Activity;
import org.turnpan.chess.session.activity.Learning;
import org.turnpan.chess.session.activity.Quizzing;
import org.turnpan.chess.session.activity.Tutor;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.LearnRequest;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * The typed commands of lessons and the quiz: {@code learn} lists the lessons with which are
 * finished, {@code learn 6} (or {@code learn next}, or words of a title) starts one; {@code quiz}
 * starts the mental-board quiz on the board in view, {@code quiz 3} on a prepared position, and
 * while it runs says the score and the question again; {@code stop} goes back to the game.
 */
final class LessonCommands {
    static final Command LEARN = new Command("learn", "learn", Submitted.HANDLED, LessonCommands::learn);
    static final Command QUIZ = new Command("quiz", "learn", Submitted.HANDLED, LessonCommands::quiz);
    static final Command STOP = new Command("stop", "learn", Submitted.HANDLED, (core, args) ->
            core.activity() instanceof Activity.Playing
                    ? List.of(Announcement.answer(Message.of("learn.session.nothing"))) : core.backToGame());

    /** The typed command each window key or menu item of learning means: one for each kind of request. */
    private static final Map<Class<? extends LearnRequest>, Command> MEANT = Map.ofEntries(
            Map.entry(LearnRequest.Lessons.class, LEARN), Map.entry(LearnRequest.StartLesson.class, LEARN),
            Map.entry(LearnRequest.Hint.class, GameCommands.HINT), Map.entry(LearnRequest.Quiz.class, QUIZ),
            Map.entry(LearnRequest.Stop.class, STOP), Map.entry(LearnRequest.Puzzle.class, PuzzleCommands.PUZZLE),
            Map.entry(LearnRequest.PuzzleSolution.class, PuzzleCommands.SOLUTION),
            Map.entry(LearnRequest.Mistakes.class, MistakeCommands.MISTAKES),
            Map.entry(LearnRequest.Better.class, MistakeCommands.BETTER),
            Map.entry(LearnRequest.Skip.class, MistakeCommands.SKIP), Map.entry(LearnRequest.Score.class, MistakeCommands.SCORE));

    private LessonCommands() {
    }

    /** A key or a menu item of the window ({@link BoardAction.Guide}, {@link BoardAction.Learn}): what the typed command does. */
    static List<Announcement> perform(Helm core, BoardAction action) {
        if (action instanceof BoardAction.Guide g) {
            return core.tutor().guide().read(core.locale(), g.request());
        }
        return perform(core, ((BoardAction.Learn) action).request());
    }

    /**
     * As typed, refusal and all ({@link CommandInterpreter#apply}): the lesson's hint in a lesson,
     * the engine's otherwise, and none in an online game.
     */
    private static List<Announcement> perform(Helm core, LearnRequest request) {
        String typed = request instanceof LearnRequest.StartLesson start ? Integer.toString(start.number()) : "";
        Command command = command(request);
        return CommandInterpreter.apply(core, command, new Arguments(command, typed.isEmpty() ? new ArrayList<>()
                : new ArrayList<>(List.of(typed)), typed, core.interpreter().vocabulary(core.locale())));
    }

    /** The typed command a window key or menu item of learning means. */
    private static Command command(LearnRequest request) {
        return MEANT.get(request.getClass());
    }

    private static List<Announcement> learn(Helm core, Arguments args) {
        LessonWords words = Tutor.words(core);
        if (args.rest().isBlank()) {
            List<Message> said = new ArrayList<>(core.tutor().shelf().open(words));
            said.add(words.list(core.tutor().lessons(), core.tutor().shelf().progress()));
            return List.of(Announcement.answer(Joined.sentences(said)));
        }
        return lesson(core, args.rest()).map(l -> Learning.start(core, l))
                .orElseGet(() -> List.of(Announcement.queued(Announcement.Kind.REFUSAL,
                        Message.of("learn.session.no.lesson", "text", Echo.of(args.rest())))));
    }

    /** The lesson typed: a number, "next" (the first one not finished), an id, or words of its title. */
    private static Optional<Lesson> lesson(Helm core, String typed) {
        LessonCatalogue lessons = core.tutor().lessons();
        String text = TypedText.clean(typed).strip().toLowerCase(Locale.ROOT);
        if (text.matches("\\d{1,3}")) {
            return lessons.byNumber(Integer.parseInt(text));
        }
        if (LearnArguments.is(core.locale(), "next", text)) {
            core.tutor().shelf().open(Tutor.words(core));
            return lessons.lessons().stream().filter(l -> !core.tutor().shelf().progress().isDone(l.id())).findFirst();
        }
        Optional<Lesson> byId = lessons.byId(text);
        if (byId.isPresent()) {
            return byId;
        }
        LessonWords words = Tutor.words(core);
        return lessons.lessons().stream().filter(l -> TypedText.clean(core.words().messages().render(words.title(l)))
                .toLowerCase(Locale.ROOT).contains(text)).findFirst();
    }

    private static List<Announcement> quiz(Helm core, Arguments args) {
        String text = args.rest().strip();
        if (text.isEmpty()) {
            return core.activity() instanceof Quizzing running ? running.again(core)
                    : Quizzing.start(core, Optional.empty(), null);
        }
        int total = core.tutor().quizPositions().positions().size();
        Optional<Position> prepared = text.matches("\\d{1,3}")
                ? core.tutor().quizPositions().byNumber(Integer.parseInt(text)) : Optional.empty();
        if (prepared.isEmpty()) {
            return List.of(Announcement.queued(Announcement.Kind.REFUSAL, Message.of("learn.quiz.no.position",
                    "text", Echo.of(text), "total", total)));
        }
        return Quizzing.start(core, Optional.of(Integer.parseInt(text)), prepared.get());
    }
}
