package org.turnpan.chess.puzzle;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * One puzzle being solved: the position reached, how much of the line is played, and whether the
 * player needed help. The player's move is judged against the puzzle's line; in a mate puzzle any
 * move that still mates in the moves left is right too (our {@link MateSearch} proves it), and the
 * line then goes on with the defence that holds out longest. In any puzzle a move that mates at once
 * is right. A wrong move is not played: the run stays where it was and counts as failed. Immutable.
 *
 * @param puzzle   the puzzle
 * @param position the position the player moves in (or the final one)
 * @param played   solution moves played so far (player's and replies)
 * @param offLine  a mate puzzle left the stored line for another mate: replies come from the search
 * @param hinted   a hint was given
 * @param failed   a wrong move was tried, or the solution asked for
 * @param finished the puzzle is solved or its solution was played out
 */
public record PuzzleRun(Puzzle puzzle, Position position, int played, boolean offLine, boolean hinted,
                        boolean failed, boolean finished) {

    public static PuzzleRun start(Puzzle puzzle) {
        return new PuzzleRun(puzzle, puzzle.start(), 0, false, false, false, false);
    }

    /** The side the player solves for. */
    public Side player() {
        return puzzle.start().sideToMove();
    }

    /** The player's moves still to make. */
    public int movesLeft() {
        return (puzzle.solution().size() - played + 1) / 2;
    }

    /** How the finished puzzle counts for the record. */
    public PuzzleScore.Result result() {
        return failed ? PuzzleScore.Result.FAILED : hinted ? PuzzleScore.Result.SOLVED_WITH_HINT
                : PuzzleScore.Result.SOLVED;
    }

    /** What a move came to. */
    public sealed interface Turn {
        /** The run after it. */
        PuzzleRun next();
    }

    /**
     * A right move, played; then the opponent's reply (empty when the puzzle is solved).
     *
     * @param before the position the move was played in
     * @param afterMove the position after it, where the reply is played
     */
    public record Right(PuzzleRun next, Move move, Position before, Position afterMove, Optional<Move> reply)
            implements Turn {
    }

    /**
     * A wrong move, not played; {@code refutation} is the opponent's best answer to it in
     * {@code afterMove} (empty when it has none: the wrong move gave stalemate).
     */
    public record Wrong(PuzzleRun next, Move move, Position before, Position afterMove, Optional<Move> refutation)
            implements Turn {
    }

    /** Judges a legal move of the player. */
    public Turn attempt(Move move, Refuter refuter) {
        if (finished) {
            throw new IllegalStateException("the puzzle is over");
        }
        Position after = position.play(move);
        Optional<Move> expected = expected();
        boolean onLine = !offLine && expected.isPresent() && expected.get().equals(move);
        int left = movesLeft();
        boolean right = onLine || after.isCheckmate()
                || (puzzle.mateIn().isPresent() && left > 1 && new MateSearch().mateFollows(after, left - 1));
        if (!right) {
            PuzzleRun next = new PuzzleRun(puzzle, position, played, offLine, hinted, true, false);
            return new Wrong(next, move, position, after, refuter.reply(after));
        }
        if (after.isCheckmate() || (onLine && played + 1 == puzzle.solution().size())) {
            return new Right(new PuzzleRun(puzzle, after, played + 1, offLine || !onLine, hinted, failed, true), move,
                    position, after, Optional.empty());
        }
        Move reply = onLine ? puzzle.solution().get(played + 1)
                : new MateSearch().longestDefence(after, left - 1).orElseThrow();
        PuzzleRun next = new PuzzleRun(puzzle, after.play(reply), played + 2, offLine || !onLine, hinted, failed, false);
        return new Right(next, move, position, after, Optional.of(reply));
    }

    /** The move the line expects now (off the line: a mating move our search finds). */
    public Optional<Move> expected() {
        if (finished) {
            return Optional.empty();
        }
        if (offLine) {
            return new MateSearch().mateMove(position, movesLeft());
        }
        return Optional.of(puzzle.solution().get(played));
    }

    /** The square of the piece to move, for a hint; the run then counts as hinted. */
    public Optional<HintTurn> hint() {
        return expected().map(m -> new HintTurn(new PuzzleRun(puzzle, position, played, offLine, true, failed, finished),
                m.from()));
    }

    /** A hint given: the run after it and the square of the piece that moves. */
    public record HintTurn(PuzzleRun next, Square from) {
    }

    /**
     * The rest of the solution played out from here: each move with the position it is played in,
     * and the finished run (failed, unless it was finished already).
     */
    public SolutionTurn solution() {
        List<Played> moves = new ArrayList<>();
        Position p = position;
        if (!finished) {
            if (!offLine) {
                for (Move m : puzzle.solution().subList(played, puzzle.solution().size())) {
                    moves.add(new Played(p, m));
                    p = p.play(m);
                }
            } else {
                MateSearch search = new MateSearch();
                for (int left = movesLeft(); left >= 1 && !p.isCheckmate(); left--) {
                    Optional<Move> m = search.mateMove(p, left);
                    if (m.isEmpty()) {
                        break;
                    }
                    moves.add(new Played(p, m.get()));
                    p = p.play(m.get());
                    if (p.isCheckmate() || left == 1) {
                        break;
                    }
                    Optional<Move> r = search.longestDefence(p, left - 1);
                    if (r.isEmpty()) {
                        break;
                    }
                    moves.add(new Played(p, r.get()));
                    p = p.play(r.get());
                }
            }
        }
        return new SolutionTurn(new PuzzleRun(puzzle, p, puzzle.solution().size(), offLine, hinted, !finished || failed,
                true), moves);
    }

    /** A move of a played-out line, with the position it was played in. */
    public record Played(Position before, Move move) {
    }

    /** The solution played out. */
    public record SolutionTurn(PuzzleRun next, List<Played> moves) {
        public SolutionTurn {
            moves = List.copyOf(moves);
        }
    }
}
