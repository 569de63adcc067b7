package org.turnpan.chess.review;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnResult;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * How a recorded game ended, as a player would say it: from the last position of the main line
 * (checkmate, stalemate, too little material, a third repetition, fifty moves) and from the result
 * and the {@code Termination} tag (lichess "Normal", "Time forfeit", "Abandoned"; chess.com
 * "Carlsen won on time", "Game drawn by repetition"). A decisive result without mate on the board
 * and without another reason is a resignation, as lichess's "Normal" means.
 */
public record GameEnding(Kind kind, Optional<Side> winner) {

    public enum Kind {
        CHECKMATE, STALEMATE, INSUFFICIENT_MATERIAL, THREEFOLD_REPETITION, FIFTY_MOVES, AGREEMENT,
        /** A draw and nothing says why. */
        DRAW,
        /** A draw on time: the flag fell but the other side could not have mated. */
        TIME_FORFEIT_DRAW,
        RESIGNATION, TIME_FORFEIT, ABANDONED,
        /** A win the record gives no reason for that we can name (adjudication, a rules infraction). */
        WIN,
        /** The result is "*": the game was not finished, or its end was not recorded. */
        UNFINISHED
    }

    public GameEnding {
        if (winner.isPresent() != (kind == Kind.CHECKMATE || kind == Kind.RESIGNATION || kind == Kind.TIME_FORFEIT
                || kind == Kind.ABANDONED || kind == Kind.WIN)) {
            throw new IllegalArgumentException(kind + " with winner " + winner);
        }
    }

    /** The ending of {@code game}, whose main line is {@code mainLine} (as the cursor plays it). */
    public static GameEnding of(PgnGame game, List<PlayedMove> mainLine) {
        Position last = mainLine.isEmpty() ? game.start() : mainLine.get(mainLine.size() - 1).after();
        if (last.isCheckmate()) {
            return new GameEnding(Kind.CHECKMATE, Optional.of(last.sideToMove().opposite()));
        }
        if (last.isStalemate()) {
            return draw(Kind.STALEMATE);
        }
        String termination = game.tag("Termination").orElse("").toLowerCase(Locale.ROOT);
        PgnResult result = game.result();
        if (result == PgnResult.WHITE_WINS || result == PgnResult.BLACK_WINS) {
            Optional<Side> winner = Optional.of(result == PgnResult.WHITE_WINS ? Side.WHITE : Side.BLACK);
            Kind kind = termination.contains("time") ? Kind.TIME_FORFEIT
                    : termination.contains("abandon") ? Kind.ABANDONED
                    : termination.isBlank() || termination.contains("normal") || termination.contains("resign")
                    ? Kind.RESIGNATION : Kind.WIN;
            return new GameEnding(kind, winner);
        }
        if (result == PgnResult.UNKNOWN) {
            return draw(Kind.UNFINISHED);
        }
        if (last.isInsufficientMaterial() || (termination.contains("insufficient") && !termination.contains("time"))) {
            return draw(Kind.INSUFFICIENT_MATERIAL);
        }
        if (termination.contains("time")) {
            return draw(Kind.TIME_FORFEIT_DRAW);
        }
        if (termination.contains("repetition") || repeatedThreeTimes(game.start(), mainLine, last)) {
            return draw(Kind.THREEFOLD_REPETITION);
        }
        if (termination.contains("50") || termination.contains("fifty") || last.halfmoveClock() >= 100) {
            return draw(Kind.FIFTY_MOVES);
        }
        return draw(termination.contains("agree") ? Kind.AGREEMENT : Kind.DRAW);
    }

    private static GameEnding draw(Kind kind) {
        return new GameEnding(kind, Optional.empty());
    }

    private static boolean repeatedThreeTimes(Position start, List<PlayedMove> line, Position last) {
        Position.RepetitionKey key = last.repetitionKey();
        int seen = start.repetitionKey().equals(key) ? 1 : 0;
        for (PlayedMove m : line) {
            if (m.after().repetitionKey().equals(key)) {
                seen++;
            }
        }
        return seen >= 3;
    }
}
