package org.turnpan.chess.session;

import java.util.Optional;
import java.util.function.Function;
import org.turnpan.chess.rules.Square;

/**
 * The typed readings that trace the board (issue 26), each the same {@link Question} a window key
 * asks: {@code rays e4} (the diagonals and the lines), {@code diagonals e4}, {@code lines e4} (the
 * cursor square when none is named), {@code scan e} or {@code scan 4} (a whole file or rank, runs
 * of empty squares as one), {@code knight g1} (a knight's squares), {@code overview} (the whole
 * board, also typed {@code board all}) and {@code captured} (what the last move took). Their words
 * and help are in the {@code reading} catalogue.
 */
final class ReadingCommands {
    static final Command RAYS = onSquareOrCursor("rays", s -> new Question.Rays(s, true, true));
    static final Command DIAGONALS = onSquareOrCursor("diagonals", s -> new Question.Rays(s, true, false));
    static final Command LINES = onSquareOrCursor("lines", s -> new Question.Rays(s, false, true));
    static final Command KNIGHT = onSquareOrCursor("knight", Question.KnightSquares::new);
    static final Command SCAN = reading("scan", (core, args) -> scanned(args)
            .map(core::ask).orElseGet(args::usage));
    static final Command OVERVIEW = reading("overview", (core, args) -> core.ask(new Question.WholeBoard()));
    static final Command CAPTURED = reading("captured", (core, args) -> core.ask(new Question.LastCapture()));

    private ReadingCommands() {
    }

    private static Command reading(String name, Command.Action action) {
        return new Command(name, "reading", Submitted.HANDLED, action);
    }

    /** A question about the square named, or the cursor square when none is; anything else gets the usage. */
    private static Command onSquareOrCursor(String name, Function<Square, Question> question) {
        return reading(name, (core, args) -> args.isEmpty() ? core.ask(question.apply(core.cursor().square()))
                : args.square().map(question).map(core::ask).orElseGet(args::usage));
    }

    /** "scan e" (a file, also "scan e file") or "scan 4" (a rank). */
    private static Optional<Question> scanned(Arguments args) {
        for (String w : args.words()) {
            if (w.matches("[a-h]")) {
                return Optional.of(new Question.ScanFile(w.charAt(0) - 'a'));
            }
            if (w.matches("[1-8]")) {
                return Optional.of(new Question.ScanRank(w.charAt(0) - '1'));
            }
        }
        return Optional.empty();
    }
}
