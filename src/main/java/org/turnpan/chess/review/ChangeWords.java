package org.turnpan.chess.review;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;

/**
 * {@link MoveConsequences} in words, each side named once: what the mover did in one sentence, and
 * the check it gave in another ("White took the pawn on e4 and now attacks the rook on a8. Black is
 * in check."), or "No capture, no check, no new attack and nothing left undefended."
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
        // the mover's deeds share one subject ("White took..., now attacks... and left..."), as one says them
        List<Message> did = new ArrayList<>();
        c.captured().ifPresent(p -> did.add(Message.of("review.change.took", "piece", phraser.placed(p))));
        if (!c.newlyAttacked().isEmpty()) {
            did.add(Message.of("review.change.now-attacks", "pieces", placed(c.newlyAttacked())));
        }
        if (!c.leftUndefended().isEmpty()) {
            did.add(Message.of("review.change.left-undefended", "pieces", placed(c.leftUndefended())));
        }
        List<Message> sentences = new ArrayList<>();
        if (!did.isEmpty()) {
            sentences.add(Message.of("review.changes.mover", "side", phraser.side(c.mover()), "did", did));
        }
        Message other = phraser.side(c.mover().opposite());
        if (c.checkmate()) {
            sentences.add(Message.of("review.changes.checkmate", "side", other));
        } else if (c.check()) {
            sentences.add(Message.of("review.changes.check", "side", other));
        }
        return Joined.sentences(sentences);
    }

    private List<Message> placed(List<PlacedPiece> pieces) {
        return pieces.stream().map(phraser::placed).toList();
    }
}
