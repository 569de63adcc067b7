package org.turnpan.chess.notation.pgn;

import java.util.List;

/**
 * A sequence of moves (the main line or a variation) and the comments written before its first move.
 * Equality, hash and text walk the tree of variations without recursion ({@link LineWalk}), so a
 * line nested tens of thousands deep is compared and printed like any other.
 */
public record PgnLine(List<String> comments, List<PgnMove> moves) {
    public PgnLine {
        comments = List.copyOf(comments);
        moves = List.copyOf(moves);
    }

    public static final PgnLine EMPTY = new PgnLine(List.of(), List.of());

    @Override
    public boolean equals(Object o) {
        return o instanceof PgnLine other && LineWalk.equal(this, other);
    }

    @Override
    public int hashCode() {
        return LineWalk.hash(this);
    }

    @Override
    public String toString() {
        return "PgnLine[" + LineWalk.text(this) + "]";
    }
}
