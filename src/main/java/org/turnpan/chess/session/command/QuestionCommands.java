package org.turnpan.chess.session.command;

import java.util.Optional;
import java.util.function.Function;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.reading.Question;

/**
 * The typed questions: each reads its arguments into a {@link Question} and the board reader
 * answers it, exactly as for the window's reading keys.
 */
final class QuestionCommands {
    static final Command TURN = asking("turn", args -> Optional.of(new Question.Turn()));
    static final Command LAST = asking("last", args -> Optional.of(new Question.LastMove()));
    static final Command CLOCK = asking("clock", args -> Optional.of(new Question.Clocks()));
    static final Command MATERIAL = asking("material", args -> Optional.of(new Question.Material()));
    static final Command RESULT = asking("result", args -> Optional.of(new Question.Result()));
    /** "board": the pieces by their colour and name; "board compact": FEN letters, as before. */
    static final Command BOARD = asking("board", args -> Optional.of(new Question.TextBoard(
            args.words().stream().map(args.vocabulary()::value).anyMatch(v -> v.filter("compact"::equals).isPresent()))));
    static final Command SQUARE = asking("square", args -> args.square().map(Question.SquareContents::new));
    static final Command RANK = asking("rank", args -> args.words().stream().filter(a -> a.matches("[1-8]"))
            .findFirst().map(a -> new Question.Rank(a.charAt(0) - '1')));
    static final Command FILE = asking("file", args -> args.words().stream().filter(a -> a.matches("[a-h]"))
            .findFirst().map(a -> new Question.File(a.charAt(0) - 'a')));
    /** "history", "history 20": the last moves; "history e5": every move to or from e5 ({@link ReviewQuestions}). */
    static final Command HISTORY = Command.of("history", (core, args) -> args.square()
            .map(sq -> ReviewQuestions.history(core, sq))
            .orElseGet(() -> (args.isEmpty() ? Optional.of(new Question.History(10))
                    : args.words().size() == 1 && args.words().get(0).matches("[1-9]\\d{0,3}")
                    ? Optional.of(new Question.History(Integer.parseInt(args.words().get(0)))) : Optional.<Question>empty())
                    .map(core::ask).orElseGet(args::usage)));

    static final Command PIECES = Command.of("pieces", (core, args) -> core.ask(
            new Question.Pieces(side(core, args), args.pieceType())));
    static final Command CHECK = Command.of("check", (core, args) -> core.ask(
            new Question.Check(side(core, args).orElse(core.boardInView().game().position().sideToMove()))));
    static final Command HERE = Command.of("here", (core, args) -> core.ask(
            new Question.SquareContents(core.cursor().square())));
    static final Command MOVES = onSquareOrCursor("moves", Question.Moves::new);
    static final Command ATTACKERS = onSquareOrCursor("attackers", Question.AttackersAndDefenders::new);
    static final Command DEFENDERS = onSquareOrCursor("defenders", Question.AttackersAndDefenders::new);

    private QuestionCommands() {
    }

    /** A command whose arguments make a question, or the usage when they do not. */
    private static Command asking(String name, Function<Arguments, Optional<Question>> question) {
        return Command.of(name, (core, args) -> question.apply(args).map(core::ask).orElseGet(args::usage));
    }

    /** A question about the square named, or the cursor square when none is. */
    private static Command onSquareOrCursor(String name, Function<org.turnpan.chess.rules.Square, Question> question) {
        return Command.of(name, (core, args) -> args.isEmpty() ? core.ask(question.apply(core.cursor().square()))
                : args.square().map(question).map(core::ask).orElseGet(args::usage));
    }

    /** A side named ("white"), or own/opponent as seen from the player at this keyboard. */
    private static Optional<Side> side(Helm core, Arguments args) {
        Optional<Side> named = args.side();
        if (named.isPresent()) {
            return named;
        }
        Side me = core.boardInView().player();
        return args.whose().map(w -> w == Cursor.Whose.OWN ? me : me.opposite());
    }
}
