package org.turnpan.chess.notation.pgn;

import java.util.List;

/** A sequence of moves (the main line or a variation) and the comments written before its first move. */
public record PgnLine(List<String> comments, List<PgnMove> moves) {
    public PgnLine {
        comments = List.copyOf(comments);
        moves = List.copyOf(moves);
    }

    public static final PgnLine EMPTY = new PgnLine(List.of(), List.of());
}
