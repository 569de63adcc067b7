package org.turnpan.chess.notation.pgn;

import java.util.List;
import org.turnpan.chess.rules.Move;

/**
 * One move of a PGN line with what follows it in the file: NAGs ($1 or a glyph like !?), comments
 * (clock and evaluation commands such as {@code [%clk 0:03:00]} included, as written) and
 * variations, each an alternative to this move played from the position before it.
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
}
