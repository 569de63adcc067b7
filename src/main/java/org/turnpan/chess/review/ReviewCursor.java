package org.turnpan.chess.review;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnLine;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * A place in a PGN game's tree: a line (the main line, or a variation reached by a {@link #path()}
 * of branches) and how many of its moves have been played ({@link #index()}), with the position
 * there. Immutable: every step returns a new cursor, and the game is never changed. Steps that
 * cannot be taken answer empty.
 *
 * <p>Variations belong to the move they are an alternative to: after stepping onto a move,
 * {@link #variationCount()} says how many alternatives it has, {@link #enter(int)} plays the first
 * move of one instead of it, and {@link #leave()} goes back to the move it replaced. Nested
 * variations work the same way at any depth; nothing here recurses.
 */
public final class ReviewCursor {
    private final GameTree tree;
    private final GameTree.Line line;
    private final int index;

    private ReviewCursor(GameTree tree, GameTree.Line line, int index) {
        this.tree = tree;
        this.line = line;
        this.index = index;
    }

    /** The start of the game (before the first move of the main line). Builds the game's positions once. */
    public static ReviewCursor start(PgnGame game) {
        GameTree tree = GameTree.of(game);
        return new ReviewCursor(tree, tree.main(), 0);
    }

    public PgnGame game() {
        return tree.game();
    }

    /** The position at this place. */
    public Position position() {
        return line.positions[index];
    }

    /** How many moves of this line have been played to get here (0 at the start of the line). */
    public int index() {
        return index;
    }

    /** How many moves this line has. */
    public int lineLength() {
        return line.length();
    }

    /** The comments written before the first move of this line (for the main line: before the game's first move). */
    public List<String> lineComments() {
        return line.pgn.comments();
    }

    public boolean inMainLine() {
        return line.parent == null;
    }

    /** 0 in the main line, 1 in a variation of it, 2 in a variation inside that one... */
    public int depth() {
        return line.depth;
    }

    /** The number of this variation among the alternatives to its move (1-based); 0 in the main line. */
    public int variationNumber() {
        return line.number;
    }

    /** How many alternatives the move this variation replaces has (0 in the main line). */
    public int siblingCount() {
        return line.parent == null ? 0 : line.parent.variations[line.branch].length;
    }

    public boolean atLineStart() {
        return index == 0;
    }

    public boolean atLineEnd() {
        return index == line.length();
    }

    /** Half-moves from the start of the game to here, along the main line and the variations entered. */
    public int ply() {
        return plyOf(position()) - plyOf(tree.game().start());
    }

    /** The branches taken from the main line to this line, outermost first (empty in the main line). */
    public List<Branch> path() {
        Deque<Branch> out = new ArrayDeque<>();
        for (GameTree.Line l = line; l.parent != null; l = l.parent) {
            out.addFirst(new Branch(l.branch, l.number));
        }
        return List.copyOf(out);
    }

    /** The place at {@code path} and {@code index} in the same game, if the game has it. */
    public Optional<ReviewCursor> at(List<Branch> path, int index) {
        GameTree.Line l = tree.main();
        for (Branch b : path) {
            if (b.move() > l.length() || b.variation() > l.variations[b.move()].length) {
                return Optional.empty();
            }
            l = l.variations[b.move()][b.variation() - 1];
        }
        return index >= 0 && index <= l.length() ? Optional.of(new ReviewCursor(tree, l, index)) : Optional.empty();
    }

    /** The move of this line that led here; empty at the start of the line. */
    public Optional<PlayedMove> lastMove() {
        return index == 0 ? Optional.empty() : Optional.of(played(line, index));
    }

    /**
     * The last move played on the way here from the start of the game: this line's, or at the
     * start of a variation the move before the one it replaces. Empty at the start of the game.
     */
    public Optional<PlayedMove> lastPlayed() {
        GameTree.Line l = line;
        int i = index;
        while (i == 0 && l.parent != null) {
            i = l.branch - 1;
            l = l.parent;
        }
        return i == 0 ? Optional.empty() : Optional.of(played(l, i));
    }

    public Optional<ReviewCursor> forward() {
        return atLineEnd() ? Optional.empty() : Optional.of(new ReviewCursor(tree, line, index + 1));
    }

    public Optional<ReviewCursor> back() {
        return atLineStart() ? Optional.empty() : Optional.of(new ReviewCursor(tree, line, index - 1));
    }

    /** The start of this line: the start of the game in the main line, the position before a variation's first move. */
    public ReviewCursor toLineStart() {
        return new ReviewCursor(tree, line, 0);
    }

    /** After the last move of this line. */
    public ReviewCursor toLineEnd() {
        return new ReviewCursor(tree, line, line.length());
    }

    /** The start of the game, out of every variation. */
    public ReviewCursor toGameStart() {
        return new ReviewCursor(tree, tree.main(), 0);
    }

    /**
     * Right after move {@code number} of {@code side} ("move 12", "move 12 black") on the way through
     * this line: in this line, or before it branched off (then the variations are left). Empty when
     * the way from the start of the game to the end of this line has no such move.
     */
    public Optional<ReviewCursor> toMove(int number, Side side) {
        if (number < 1) {
            return Optional.empty();
        }
        int before = (number - 1) * 2 + (side == Side.BLACK ? 1 : 0);
        for (GameTree.Line l = line; l != null; l = l.parent) {
            int i = before + 1 - plyOf(l.positions[0]);
            if (i >= 1) {
                return i <= l.length() ? Optional.of(new ReviewCursor(tree, l, i)) : Optional.empty();
            }
        }
        return Optional.empty();
    }

    /** How many variations the move that led here has (alternatives to it); 0 at the start of a line. */
    public int variationCount() {
        return line.variations[index].length;
    }

    /**
     * Variation {@code number} (1-based) of the move that led here, after its first move (at its
     * start when it has no move). Empty when there is no such variation.
     */
    public Optional<ReviewCursor> enter(int number) {
        if (number < 1 || number > variationCount()) {
            return Optional.empty();
        }
        GameTree.Line v = line.variations[index][number - 1];
        return Optional.of(new ReviewCursor(tree, v, Math.min(1, v.length())));
    }

    /** Back out of this variation to the move it is an alternative to; empty in the main line. */
    public Optional<ReviewCursor> leave() {
        return line.parent == null ? Optional.empty() : Optional.of(new ReviewCursor(tree, line.parent, line.branch));
    }

    /**
     * Every move from the start of the game to the end of this line: the main line up to where the
     * variations entered branch off, then their moves, then this line's.
     */
    public List<PlayedMove> lineFromStart() {
        Deque<GameTree.Line> lines = new ArrayDeque<>();
        Deque<Integer> upTo = new ArrayDeque<>();
        int last = line.length();
        for (GameTree.Line l = line; l != null; l = l.parent) {
            lines.addFirst(l);
            upTo.addFirst(last);
            last = l.branch - 1;
        }
        List<PlayedMove> out = new ArrayList<>();
        while (!lines.isEmpty()) {
            GameTree.Line l = lines.removeFirst();
            int n = upTo.removeFirst();
            for (int i = 1; i <= n; i++) {
                out.add(played(l, i));
            }
        }
        return out;
    }

    /** The moves from the start of the game to here ({@link #ply()} of them): what "play from here" replays. */
    public List<PlayedMove> movesSoFar() {
        return lineFromStart().subList(0, ply());
    }

    /** The variation this cursor is in, as PGN (the main line in the main line). */
    public PgnLine pgnLine() {
        return line.pgn;
    }

    private static PlayedMove played(GameTree.Line l, int i) {
        return new PlayedMove(l.positions[i - 1], l.move(i), l.positions[i]);
    }

    /** Half-moves before a position counted from move 1 with White to move. */
    private static int plyOf(Position p) {
        return (p.fullmoveNumber() - 1) * 2 + (p.sideToMove() == Side.BLACK ? 1 : 0);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ReviewCursor c && c.tree == tree && c.line == line && c.index == index;
    }

    @Override
    public int hashCode() {
        return Objects.hash(System.identityHashCode(tree), System.identityHashCode(line), index);
    }

    @Override
    public String toString() {
        return "ReviewCursor" + path() + "@" + index + " " + position().toFen();
    }
}
