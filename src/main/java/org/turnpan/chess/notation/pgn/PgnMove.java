package org.turnpan.chess.notation.pgn;

import java.util.List;
import org.turnpan.chess.rules.Move;

/**
 * One move of a PGN line with what follows it in the file: NAGs ($1 or a glyph like !?), comments
 * (clock and evaluation commands such as {@code [%clk 0:03:00]} included, as written) and
 * variations, each an alternative to this move played from the position before it. Equality, hash
 * and text walk the variations without recursion ({@link LineWalk}).
 */
public record PgnMove(Move move, List<Integer> nags, List<String> comments, List<PgnLine> variations) {
    public PgnMove {
        nags = List.copyOf(nags);
        comments = List.copyOf(comments);
        variations = List.copyOf(variations);
    }

    public static PgnMove of(Move move) {
        return new PgnMove(move, List.of(), List.of(), List.of());
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof PgnMove other) || !LineWalk.sameOwnParts(this, other)
                || variations.size() != other.variations.size()) {
            return false;
        }
        for (int i = 0; i < variations.size(); i++) {
            if (!LineWalk.equal(variations.get(i), other.variations.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = LineWalk.ownHash(this);
        for (PgnLine v : variations) {
            h = 31 * h + LineWalk.hash(v);
        }
        return h;
    }

    @Override
    public String toString() {
        StringBuilder sb = LineWalk.ownText(new StringBuilder("PgnMove["), this);
        for (PgnLine v : variations) {
            sb.append(" (").append(LineWalk.text(v)).append(')');
        }
        return sb.append(']').toString();
    }
}
