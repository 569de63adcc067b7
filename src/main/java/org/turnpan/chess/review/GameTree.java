package org.turnpan.chess.review;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnLine;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.rules.Position;

/**
 * A PGN game's lines (the main line and every variation, nested to any depth) with the position
 * after each of their moves, computed once when the tree is built. Built with a work queue, never
 * by recursion, so a tree of 10,000 nested variations is as safe as a flat game. Not changed after
 * it is built; cursors share it.
 */
final class GameTree {
    private final PgnGame game;
    private final Line main;

    private GameTree(PgnGame game) {
        this.game = game;
        this.main = new Line(game.mainline(), game.start(), null, 0, 0);
        Deque<Line> work = new ArrayDeque<>();
        work.add(main);
        while (!work.isEmpty()) {
            Line line = work.poll();
            List<PgnMove> moves = line.pgn.moves();
            for (int i = 1; i <= moves.size(); i++) {
                List<PgnLine> variations = moves.get(i - 1).variations();
                Line[] children = new Line[variations.size()];
                for (int k = 0; k < children.length; k++) {
                    children[k] = new Line(variations.get(k), line.positions[i - 1], line, i, k + 1);
                    work.add(children[k]);
                }
                line.variations[i] = children;
            }
        }
    }

    static GameTree of(PgnGame game) {
        return new GameTree(game);
    }

    PgnGame game() {
        return game;
    }

    Line main() {
        return main;
    }

    /**
     * One line of the tree. {@code positions[i]} is the position after the first {@code i} moves of
     * the line ({@code positions[0]} is where the line starts: for a variation, the position before
     * the move it replaces). A variation replaces move {@code branch} (1-based) of its parent and is
     * its parent's variation number {@code number} there.
     */
    static final class Line {
        final PgnLine pgn;
        final Position[] positions;
        final Line parent;
        final int branch;
        final int number;
        final int depth;
        /** The variations of move i (1-based) of this line; index 0 is unused. */
        final Line[][] variations;

        Line(PgnLine pgn, Position start, Line parent, int branch, int number) {
            this.pgn = pgn;
            this.parent = parent;
            this.branch = branch;
            this.number = number;
            this.depth = parent == null ? 0 : parent.depth + 1;
            List<PgnMove> moves = pgn.moves();
            this.positions = new Position[moves.size() + 1];
            positions[0] = start;
            for (int i = 0; i < moves.size(); i++) {
                positions[i + 1] = positions[i].play(moves.get(i).move());
            }
            this.variations = new Line[moves.size() + 1][];
            variations[0] = new Line[0];
        }

        int length() {
            return positions.length - 1;
        }

        PgnMove move(int index) {
            return pgn.moves().get(index - 1);
        }
    }
}
