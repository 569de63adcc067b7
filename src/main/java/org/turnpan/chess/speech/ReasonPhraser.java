package org.turnpan.chess.speech;

import java.util.Map;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.rules.IllegalMoveReason;

/**
 * Refusals as helpful sentences: why a move is illegal ({@code reason.*}), why typed move text was
 * not understood ({@code notation.*}) and why a FEN is not a position ({@code fen.error.*}).
 */
final class ReasonPhraser {
    private final Nouns nouns;
    private final RecordSlots slots;

    ReasonPhraser(Nouns nouns, EventPhraser events) {
        this.nouns = nouns;
        this.slots = new RecordSlots(nouns, events::outcome, this::reason);
    }

    Message reason(IllegalMoveReason reason) {
        Map<String, Object> args = slots.slots((Record) reason);
        if (reason instanceof IllegalMoveReason.NotYourTurn r) {
            args.put("piece", nouns.placedWithColour(r.piece()));
        } else if (reason instanceof IllegalMoveReason.PieceDoesNotMoveThatWay r) {
            args.put("how", Message.of("rule.moves." + Nouns.name(r.piece().piece().type())));
        }
        return new Message(RecordKey.of("reason", reason.getClass()), args);
    }

    Message notationError(NotationError error) {
        Map<String, Object> args = slots.slots((Record) error);
        String key = RecordKey.of("notation", error.getClass());
        if (error instanceof NotationError.NotAMove e) {
            args.put("position", e.column() + 1);
        } else if (error instanceof NotationError.Ambiguous e) {
            args.put("candidates", e.candidates().stream()
                    .map(p -> Message.of("phrase.from", "square", nouns.square(p.square()))).toList());
            args.put("pieces", Message.of("count." + Nouns.name(e.piece().type()), Catalogue.COUNT, e.candidates().size()));
        } else if (error instanceof NotationError.NoPieceCanReach e) {
            args.put("squares", e.pieces().stream().map(p -> nouns.square(p.square())).toList());
            if (e.pieces().size() > 1) {
                key += ".several"; // "None of your pawns, on a2 and b2, can reach a8."
            }
        } else if (error instanceof NotationError.SeveralCanGo e) {
            args.put("pieces", nouns.placed(e.pieces()));
            // what to type is shown as typed (Latin squares), whatever the spoken square style
            args.put("example", e.pieces().get(0).square().toString() + e.to());
        } else if (error instanceof NotationError.TwoReadings e) {
            // what to type is shown as typed (Latin squares), whatever the spoken square style
            args.put("firstSquares", e.firstFrom().toString() + e.firstTo());
            args.put("secondSquares", e.secondFrom().toString() + e.secondTo());
        } else if (error instanceof NotationError.OtherLanguageLetters e) {
            args.put("language", Message.of("notation.language." + e.language().getLanguage()));
        }
        return new Message(key, args);
    }

    Message fenError(FenError error) {
        return slots.message("fen.error", (Record) error);
    }
}
