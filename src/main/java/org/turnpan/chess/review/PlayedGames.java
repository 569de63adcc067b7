package org.turnpan.chess.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.clock.PgnClock;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnLine;
import org.turnpan.chess.notation.pgn.PgnMove;
import org.turnpan.chess.notation.pgn.PgnResult;
import org.turnpan.chess.notation.pgn.PgnTag;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;

/** A game played in this program (finished or not) as a recorded game a review can walk. */
public final class PlayedGames {
    private PlayedGames() {
    }

    /**
     * {@code game} with {@code tags} (players, event...) and, when the game was timed, the time the
     * mover had left after each ply ({@code clocks}, one per ply or empty), written as {@code [%clk]}
     * comments so the review reads them. The result is the game's outcome, or "*" while it goes on.
     */
    public static PgnGame toPgn(Game game, List<PgnTag> tags, List<Duration> clocks) {
        List<Move> moves = game.moves();
        if (!clocks.isEmpty() && clocks.size() != moves.size()) {
            throw new IllegalArgumentException(clocks.size() + " clock readings for " + moves.size() + " plies");
        }
        List<PgnMove> line = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            List<String> comments = clocks.isEmpty() ? List.of() : List.of("[%clk " + PgnClock.format(clocks.get(i)) + "]");
            line.add(new PgnMove(moves.get(i), List.of(), comments, List.of()));
        }
        PgnResult result = game.outcome().map(o -> PgnResult.parse(o.pgnResult())).orElse(PgnResult.UNKNOWN);
        return new PgnGame(tags, game.startPosition(), new PgnLine(List.of(), line), result);
    }
}
