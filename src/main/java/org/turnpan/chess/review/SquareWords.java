package org.turnpan.chess.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * Square follow and square history in sentences: "The white knight now stands on e5; the square
 * was empty." and "2 moves went to or from e5: 2, White: pawn to e5; 14, Black: knight takes pawn
 * on e5."
 */
final class SquareWords {
    private final Phraser phraser;
    private final StepWords steps;

    SquareWords(Phraser phraser, StepWords steps) {
        this.phraser = phraser;
        this.steps = steps;
    }

    /** What changed on a followed square. */
    Message change(SquareChange c) {
        Message square = phraser.square(c.square());
        if (c.was().isEmpty()) {
            return Message.of("review.follow.arrived", "square", square, "piece", phraser.piece(c.now().orElseThrow()));
        }
        Message was = phraser.piece(c.was().get());
        return c.now().map(now -> Message.of("review.follow.replaced", "square", square, "piece", phraser.piece(now),
                        "was", was))
                .orElseGet(() -> Message.of("review.follow.left", "square", square, "was", was));
    }

    /** "Following e5; the black pawn stands there now." */
    Message followed(Position here, Square square) {
        Message sq = phraser.square(square);
        return here.pieceAt(square)
                .map(p -> Message.of("review.follow.start.piece", "square", sq, "piece", phraser.piece(p)))
                .orElseGet(() -> Message.of("review.follow.start.empty", "square", sq));
    }

    /** Every move to or from {@code square} among {@code moves}, with its number and side. */
    Message history(List<PlayedMove> moves, Square square) {
        List<Message> touching = new ArrayList<>();
        for (PlayedMove m : moves) {
            Optional<SquareChange> change = SquareChange.between(m.before(), m.after(), square);
            if (change.isPresent()) {
                // a move that takes its piece away from the square says so ("pawn to e4, leaving e2")
                boolean left = change.get().now().isEmpty()
                        && change.get().was().map(p -> p.side() == m.side()).orElse(false);
                touching.add(Message.of((left ? "review.history.left." : "review.history.move.") + StepWords.side(m.side()),
                        "number", m.number(), "move", steps.movePhrase(m), "square", phraser.square(square)));
            }
        }
        Message sq = phraser.square(square);
        return touching.isEmpty() ? Message.of("review.history.none", "square", sq)
                : Message.of("review.history", "count", touching.size(), "square", sq,
                        "moves", Joined.clauses(touching));
    }
}
