package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/**
 * What puzzle mode says, as messages of the {@code puzzle} catalogue: moves are said as every other
 * move is ({@link Phraser}, in the player's move style), sides and pieces by the speech nouns.
 */
public final class PuzzleWords {
    private final Phraser phraser;
    private final MoveStyle style;

    public PuzzleWords(Phraser phraser, MoveStyle style) {
        this.phraser = phraser;
        this.style = style;
    }

    /**
     * The puzzle set out: its number and rating, the theme asked for, what the opponent just played
     * and the task ("Puzzle 12 of 1,000, rated 1,450. White played bishop to b5, check. Black to move:
     * find the winning move.").
     */
    public Message opening(Puzzle puzzle, int total, Optional<Theme> theme) {
        List<Message> said = new ArrayList<>();
        said.add(Message.of("puzzle.header", "number", puzzle.number(), "total", total, "rating", puzzle.rating()));
        theme.ifPresent(t -> said.add(Message.of("puzzle.theme.asked", "theme", Message.of(t.key()))));
        said.add(phraser.lastMove(puzzle.before(), puzzle.opponentMove(), style));
        said.add(task(PuzzleRun.start(puzzle)));
        return Joined.sentences(said);
    }

    /** Where the run stands: the task, and the last move played ("puzzle" typed again). */
    public Message again(PuzzleRun run, int total, List<Move> playedFromStart) {
        List<Message> said = new ArrayList<>();
        said.add(Message.of("puzzle.header", "number", run.puzzle().number(), "total", total, "rating",
                run.puzzle().rating()));
        Position before = run.puzzle().before();
        Move last = run.puzzle().opponentMove();
        Position p = run.puzzle().start();
        for (Move m : playedFromStart) {
            before = p;
            last = m;
            p = p.play(m);
        }
        said.add(phraser.lastMove(before, last, style));
        said.add(run.finished() ? Message.of("puzzle.over") : task(run));
        return Joined.sentences(said);
    }

    /** "Black to move: mate in two." / "White to move: find the winning move." */
    public Message task(PuzzleRun run) {
        Message side = phraser.side(run.player());
        int left = run.movesLeft();
        if (run.puzzle().mateIn().isPresent()) {
            return Message.of("puzzle.task.mate", "side", side, "count", left);
        }
        return left == 1 ? Message.of("puzzle.task.win", "side", side)
                : Message.of("puzzle.task.line", "side", side, "count", left);
    }

    /** A right move, and the opponent's reply with what is asked next, or the puzzle solved. */
    public Message right(PuzzleRun.Right turn) {
        List<Message> said = new ArrayList<>();
        said.add(Message.of("puzzle.right", "move", phraser.movePhrase(turn.before(), turn.move(), style)));
        if (turn.reply().isPresent()) {
            Side opponent = turn.afterMove().sideToMove();
            said.add(Message.of("puzzle.reply", "side", phraser.side(opponent), "move",
                    phraser.movePhrase(turn.afterMove(), turn.reply().get(), style)));
            said.add(task(turn.next()));
        } else {
            said.add(Message.of(turn.next().hinted() ? "puzzle.solved.hinted" : "puzzle.solved"));
        }
        return Joined.sentences(said);
    }

    /** A wrong move: why it fails (the opponent's answer), and what to do now. */
    public Message wrong(PuzzleRun.Wrong turn, boolean firstMistake) {
        List<Message> said = new ArrayList<>();
        Message move = phraser.movePhrase(turn.before(), turn.move(), style);
        if (turn.refutation().isEmpty()) {
            // a move that leaves no reply and is right would be mate: this one is stalemate
            said.add(Message.of("puzzle.wrong.stalemate", "move", move));
        } else {
            Move r = turn.refutation().get();
            Position after = turn.afterMove().play(r);
            String key = after.isCheckmate() ? "puzzle.wrong.mated" : "puzzle.wrong";
            said.add(Message.of(key, "move", move, "side", phraser.side(turn.afterMove().sideToMove()), "reply",
                    phraser.movePhrase(turn.afterMove(), r, style)));
        }
        if (firstMistake) {
            said.add(Message.of("puzzle.failed"));
        }
        said.add(Message.of("puzzle.try.again"));
        return Joined.sentences(said);
    }

    /** "Hint: move the knight on f3." */
    public Message hint(Position position, Square from) {
        return Message.of("puzzle.hint", "piece", phraser.piece(position.pieceAt(from).orElseThrow()), "square",
                phraser.square(from));
    }

    /** "The solution: queen to h7, check; king to f8; queen to h8, checkmate." */
    public Message solution(List<PuzzleRun.Played> moves) {
        List<Message> phrases = new ArrayList<>();
        for (PuzzleRun.Played p : moves) {
            phrases.add(phraser.movePhrase(p.before(), p.move(), style));
        }
        return Message.of("puzzle.solution", "moves", Joined.clauses(phrases));
    }

    /** The rating change and the streak after a finished puzzle. */
    public Message recorded(PuzzleScore before, PuzzleScore after) {
        int change = after.rating() - before.rating();
        Message rating = change > 0 ? Message.of("puzzle.rating.up", "change", change, "rating", after.rating())
                : change < 0 ? Message.of("puzzle.rating.down", "change", -change, "rating", after.rating())
                : Message.of("puzzle.rating.same", "rating", after.rating());
        return after.streak() > 0 ? Joined.sentences(rating, Message.of("puzzle.streak", "count", after.streak()))
                : rating;
    }

    /** The whole record: rating, solved, failed, streak and best streak. */
    public Message record(PuzzleScore score) {
        return Message.of("puzzle.record", "rating", score.rating(), "solved", score.solved(), "failed", score.failed(),
                "streak", score.streak(), "best", score.best());
    }
}
