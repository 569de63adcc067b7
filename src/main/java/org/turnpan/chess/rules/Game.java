package org.turnpan.chess.rules;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * An immutable game: start position, the moves played and the outcome. Draws by stalemate,
 * insufficient material, threefold repetition and the fifty-move rule apply automatically (no
 * claim needed); checkmate takes precedence over the fifty-move rule. {@link #play(Move)} returns a
 * new game sharing history with this one, in constant time.
 */
public final class Game {
    private final Game parent;
    private final Move lastMove;
    private final Position position;
    private final Position.RepetitionKey key;
    private final int ply;
    private final Outcome outcome;

    private Game(Game parent, Move lastMove, Position position, Position.RepetitionKey key, int ply,
                 Outcome outcome) {
        this.parent = parent;
        this.lastMove = lastMove;
        this.position = position;
        this.key = key;
        this.ply = ply;
        this.outcome = outcome;
    }

    public static Game newGame() {
        return from(Position.initial());
    }

    /** A game from any legal start position (a FEN set-up); the outcome is judged at once. */
    public static Game from(Position start) {
        Game g = new Game(null, null, start, start.repetitionKey(), 0, null);
        return g.withOutcome(g.automaticOutcome());
    }

    public Position position() {
        return position;
    }

    public Position startPosition() {
        Game g = this;
        while (g.parent != null) {
            g = g.parent;
        }
        return g.position;
    }

    /** Moves played from the start position, in order. */
    public List<Move> moves() {
        Deque<Move> out = new ArrayDeque<>(ply);
        for (Game g = this; g.parent != null; g = g.parent) {
            out.addFirst(g.lastMove);
        }
        return Collections.unmodifiableList(new ArrayList<>(out));
    }

    /** Positions from the start, one more than {@link #moves()}. */
    public List<Position> positions() {
        Deque<Position> out = new ArrayDeque<>(ply + 1);
        for (Game g = this; g != null; g = g.parent) {
            out.addFirst(g.position);
        }
        return Collections.unmodifiableList(new ArrayList<>(out));
    }

    public Optional<Move> lastMove() {
        return Optional.ofNullable(lastMove);
    }

    /** Number of half-moves played. */
    public int plyCount() {
        return ply;
    }

    public Optional<Outcome> outcome() {
        return Optional.ofNullable(outcome);
    }

    public boolean isOver() {
        return outcome != null;
    }

    /** How many times the current position has occurred (for the repetition rule), this time included. */
    public int repetitionCount() {
        int count = 1;
        int reversible = position.halfmoveClock();
        Game g = parent;
        for (int i = 1; g != null && i <= reversible; i++, g = g.parent) {
            if (g.key.equals(key)) {
                count++;
            }
        }
        return count;
    }

    /**
     * Plays a legal move.
     *
     * @throws IllegalArgumentException if the move is illegal or the game is over (programmer error:
     *                                  check user input with {@link MoveCheck#check(Game, Square, Square, PieceType)})
     */
    public Game play(Move move) {
        if (outcome != null) {
            throw new IllegalArgumentException("the game is over: " + outcome);
        }
        Position next = position.play(move);
        Game g = new Game(this, move, next, next.repetitionKey(), ply + 1, null);
        return g.withOutcome(g.automaticOutcome());
    }

    /** The game without its last move (and without any outcome); this game when nothing was played. */
    public Game takeback() {
        if (parent == null) {
            return outcome == null ? this : withOutcome(null);
        }
        return parent.withOutcome(null);
    }

    public Game resign(Side resigning) {
        return ended(Outcome.win(resigning.opposite(), Termination.RESIGNATION));
    }

    /** {@code leaving} left the game and the other side claimed the win (online play). */
    public Game abandon(Side leaving) {
        return ended(Outcome.win(leaving.opposite(), Termination.ABANDONED));
    }

    public Game agreeDraw() {
        return ended(Outcome.draw(Termination.AGREEMENT));
    }

    /**
     * The flag of {@code flagged} fell: the other side wins if it could still mate by any series of
     * legal moves, otherwise the game is drawn.
     */
    public Game flagFall(Side flagged) {
        Side other = flagged.opposite();
        return ended(position.hasMatingMaterial(other)
                ? Outcome.win(other, Termination.TIME_FORFEIT)
                : Outcome.draw(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL));
    }

    private Game ended(Outcome o) {
        return outcome != null ? this : withOutcome(o);
    }

    private Game withOutcome(Outcome o) {
        return o == outcome ? this : new Game(parent, lastMove, position, key, ply, o);
    }

    private Outcome automaticOutcome() {
        if (!position.hasLegalMove()) {
            return position.isCheck()
                    ? Outcome.win(position.sideToMove().opposite(), Termination.CHECKMATE)
                    : Outcome.draw(Termination.STALEMATE);
        }
        if (position.isInsufficientMaterial()) {
            return Outcome.draw(Termination.INSUFFICIENT_MATERIAL);
        }
        if (repetitionCount() >= 3) {
            return Outcome.draw(Termination.THREEFOLD_REPETITION);
        }
        if (position.halfmoveClock() >= 100) {
            return Outcome.draw(Termination.FIFTY_MOVES);
        }
        return null;
    }
}
