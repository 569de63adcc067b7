package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.notation.PieceLetters;
import org.turnpan.chess.notation.SquareText;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Joined;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Nouns;
import org.turnpan.chess.speech.SquareStyle;

/**
 * A square typed alone in a lesson step that highlights a piece ("e2" in the king's lesson, after
 * lesson 1 taught to type square names). Notation reads a bare square as a pawn move, so it is
 * refused with the rules' reason ("The pawn can't reach e2 from h2."); when the highlighted piece
 * could go there, the refusal goes on with how to move that piece: "A square alone moves a pawn. To
 * move the king there, type Ke2 or e1e2." in the letters the session's notation reads. The move is
 * never guessed, and a bare square a pawn can play is played (and judged) as typed. Stateless.
 */
final class SquareAlone {
    /** Squares written as in a template's {@code {=e2}}: said in the language's letters, shown as typed. */
    private static final Nouns WRITTEN = new Nouns(SquareStyle.PLAIN);

    private SquareAlone() {
    }

    /**
     * The refusal of {@code text} with how to move the highlighted piece there, when {@code text} is
     * a square alone that no pawn can go to and a highlighted piece of the side to move can; empty
     * otherwise (the line is read as usual).
     */
    static Optional<List<Announcement>> refusal(SessionCore core, Position position, List<Square> highlighted,
                                               String text) {
        String typed = text.strip();
        Optional<Square> to = SquareText.read(typed);
        if (to.isEmpty() || readsAsPawnMove(MoveText.read(position, typed, core.locale()))) {
            return Optional.empty();
        }
        Optional<Move> move = highlighted.stream()
                .filter(s -> position.pieceAt(s).filter(p -> p.side() == position.sideToMove()
                        && p.type() != PieceType.PAWN).isPresent())
                .flatMap(s -> position.legalMovesFrom(s).stream())
                .filter(m -> m.to().equals(to.get())).findFirst();
        if (move.isEmpty()) {
            return Optional.empty();
        }
        PieceType type = position.pieceAt(move.get().from()).orElseThrow().type();
        Message advice = Message.of("learn.square.alone", "piece", WRITTEN.piece(type),
                "letter", PieceLetters.forLocale(core.locale()).letter(type),
                "from", WRITTEN.square(move.get().from()), "to", WRITTEN.square(to.get()));
        List<Announcement> said = new ArrayList<>(core.entry().typed(typed).orElse(List.of()));
        if (said.isEmpty()) {
            return Optional.of(List.of(Announcement.queued(Kind.REFUSAL, advice)));
        }
        int last = said.size() - 1;
        said.set(last, said.get(last).withMessage(Joined.sentences(said.get(last).message(), advice)));
        return Optional.of(said);
    }

    /** A pawn move the notation found, or one that only waits for its promotion piece: played as typed. */
    private static boolean readsAsPawnMove(MoveText.Parsed parsed) {
        return parsed instanceof MoveText.Found || (parsed instanceof MoveText.Refused refused
                && refused.error() instanceof NotationError.Illegal illegal
                && illegal.reason() instanceof IllegalMoveReason.PromotionPieceRequired);
    }
}
