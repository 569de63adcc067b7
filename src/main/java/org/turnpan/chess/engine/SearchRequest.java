package org.turnpan.chess.engine;

import java.util.List;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * What to search: the game's start position and the moves played since (so engines see
 * repetitions and the fifty-move count), and when to stop.
 */
public record SearchRequest(Position start, List<Move> moves, Limit limit) {

    public SearchRequest {
        if (start == null || moves == null || limit == null) {
            throw new IllegalArgumentException("start, moves and limit are required");
        }
        moves = List.copyOf(moves);
    }

    public static SearchRequest of(Game game, Limit limit) {
        return new SearchRequest(game.startPosition(), game.moves(), limit);
    }

    public static SearchRequest of(Position position, Limit limit) {
        return new SearchRequest(position, List.of(), limit);
    }

    /** Every position from the start to the one to search (one more than the moves). */
    public List<Position> positions() {
        Position[] out = new Position[moves.size() + 1];
        out[0] = start;
        for (int i = 0; i < moves.size(); i++) {
            out[i + 1] = out[i].play(moves.get(i));
        }
        return List.of(out);
    }

    /** The position to search. */
    public Position position() {
        Position p = start;
        for (Move m : moves) {
            p = p.play(m);
        }
        return p;
    }
}
