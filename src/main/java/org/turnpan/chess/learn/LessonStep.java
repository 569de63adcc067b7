package org.turnpan.chess.learn;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * One "try it" of a lesson: a prepared position (a FEN, then optional moves already played from it,
 * so a lesson can show a pawn's double step or a repetition), what the player must do there, and
 * the squares to highlight. Its sentences are catalogue keys derived from the lesson id and the
 * step number: {@code learn.lesson.<id>.<n>.task}, {@code .hint} and {@code .right}.
 */
public record LessonStep(String lessonId, int number, String fen, List<Move> prelude, Target target,
                         List<Square> highlighted) {

    public LessonStep {
        prelude = List.copyOf(prelude);
        highlighted = List.copyOf(highlighted);
    }

    /** "Move the highlighted knight to f3." */
    public String taskKey() {
        return key("task");
    }

    /** "A knight jumps two squares one way and one square to the side." */
    public String hintKey() {
        return key("hint");
    }

    /** "Right: the knight jumped over the pawns." */
    public String praiseKey() {
        return key("right");
    }

    private String key(String part) {
        return "learn.lesson." + lessonId + "." + number + "." + part;
    }

    /** The game the step is played in: the position, with the prelude's moves already made. */
    public Game game() {
        return startGame().orElseThrow(() -> new IllegalStateException("lesson " + lessonId + " step " + number
                + " has a position that is not legal: " + fen));
    }

    /**
     * The step's game, or empty when the FEN is not a legal position or a prelude move is not legal
     * there (the lesson tests check that this never happens for the lessons we ship).
     */
    public Optional<Game> startGame() {
        Fen.Result read = Fen.parse(fen);
        if (!read.isValid()) {
            return Optional.empty();
        }
        Game g = Game.from(read.position().orElseThrow());
        for (Move m : prelude) {
            if (!(MoveCheck.check(g, m.from(), m.to(), m.promotion()) instanceof MoveCheck.Legal legal)) {
                return Optional.empty();
            }
            g = g.play(legal.move());
        }
        return Optional.of(g);
    }

    /** Why the FEN is not a position, when it is not (for the lesson tests). */
    public Optional<FenError> fenProblem() {
        return Fen.parse(fen).error();
    }

    /**
     * Every legal move that does what the step asks (none for an answer step): moves that give mate
     * first, then checks, then the others, each group in the order of the legal moves, so the first
     * one is the solution a hint shows.
     */
    public List<Move> acceptedMoves() {
        Game g = game();
        return g.position().legalMoves().stream().filter(m -> target().acceptsMove(g, m, g.play(m)))
                .sorted(Comparator.comparingInt(m -> strength(g.position().play(m)))).toList();
    }

    private static int strength(Position after) {
        return after.isCheckmate() ? 0 : after.isCheck() ? 1 : 2;
    }

    /** The squares that answer a "find" or "where" step (empty for other steps). */
    public List<Square> answerSquares() {
        if (target instanceof Target.FindSquare find) {
            return List.of(find.square());
        }
        if (target instanceof Target.FindPieces where) {
            return position().squaresOf(where.piece());
        }
        return List.of();
    }

    /** The position the player sees. */
    public Position position() {
        return game().position();
    }
}
