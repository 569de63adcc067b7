package org.turnpan.chess.rules;

import java.util.Optional;

/** The result of a finished game: a winner (none for a draw) and the reason. */
public record Outcome(Side winnerOrNull, Termination termination) {

    public Outcome {
        if (termination == null) {
            throw new IllegalArgumentException("termination is required");
        }
    }

    public static Outcome win(Side winner, Termination termination) {
        return new Outcome(winner, termination);
    }

    public static Outcome draw(Termination termination) {
        return new Outcome(null, termination);
    }

    public Optional<Side> winner() {
        return Optional.ofNullable(winnerOrNull);
    }

    public boolean isDraw() {
        return winnerOrNull == null;
    }

    /** PGN result token: "1-0", "0-1" or "1/2-1/2". */
    public String pgnResult() {
        if (winnerOrNull == null) {
            return "1/2-1/2";
        }
        return winnerOrNull == Side.WHITE ? "1-0" : "0-1";
    }
}
