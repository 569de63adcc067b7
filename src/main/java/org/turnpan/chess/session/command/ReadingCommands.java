package org.turnpan.chess.session.command;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.reading.Question;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;

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
    /**
     * {@code knight f3}: the squares a knight on f3 reaches; when one of the player's knights can
     * move to f3, the answer also says how to play that move (lichess players type "knight f3" to
     * move): a reading never plays a move, and the move is one short line away.
     */
    static final Command KNIGHT = reading("knight", (core, args) -> {
        if (args.isEmpty()) {
            return core.ask(new Question.KnightSquares(core.cursor().square()));
        }
        Optional<Square> square = args.square();
        if (square.isEmpty()) {
            return args.usage();
        }
        List<Announcement> said = new ArrayList<>(core.ask(new Question.KnightSquares(square.get())));
        Position board = core.activity().moveGame(core).position();
        boolean knightCanGo = board.legalMoves().stream().anyMatch(m -> m.to().equals(square.get())
                && board.pieceAt(m.from()).map(p -> p.type() == PieceType.KNIGHT).orElse(false));
        if (knightCanGo) {
            said.add(Announcement.answer(Message.of("reading.knight.move-hint", "square", core.words().square(square.get()))));
        }
        return said;
    });
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
