package org.turnpan.chess.review;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * {@link MoveConsequences} in one short sentence: "White took the pawn on e4, Black is in check
 * and White now attacks the rook on a8." or "No capture, no check, no new attack and nothing left
 * undefended."
 */
final class ChangeWords {
    private final Phraser phraser;

    ChangeWords(Phraser phraser) {
        this.phraser = phraser;
    }

    Message of(MoveConsequences c) {
        if (c.isQuiet()) {
            return Message.of("review.changes.none");
        }
        Message mover = phraser.side(c.mover());
        Message other = phraser.side(c.mover().opposite());
        List<Message> clauses = new ArrayList<>();
        c.captured().ifPresent(p -> clauses.add(Message.of("review.change.capture", "side", mover,
                "piece", phraser.placed(p))));
        if (c.checkmate()) {
            clauses.add(Message.of("review.change.checkmate", "side", other));
        } else if (c.check()) {
            clauses.add(Message.of("review.change.check", "side", other));
        }
        if (!c.newlyAttacked().isEmpty()) {
            clauses.add(Message.of("review.change.attacks", "side", mover, "pieces", placed(c.newlyAttacked())));
        }
        if (!c.leftUndefended().isEmpty()) {
            clauses.add(Message.of("review.change.undefended", "side", mover, "pieces", placed(c.leftUndefended())));
        }
        return Message.of("review.changes", "changes", clauses);
    }

    private List<Message> placed(List<PlacedPiece> pieces) {
        return pieces.stream().map(phraser::placed).toList();
    }
}
