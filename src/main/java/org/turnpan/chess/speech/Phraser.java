package org.turnpan.chess.speech;

import java.util.Locale;
import org.turnpan.chess.notation.NotationError;
import org.turnpan.chess.rules.FenError;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.rules.Position;

/**
 * Turns rules and notation data into messages (sentences in data form) for one language.
 * PROVISIONAL signatures: the phrasing work (issue 4) fills the bodies and adds methods.
 */
public final class Phraser {
    private final Messages messages;

    public Phraser(Messages messages) {
        this.messages = messages;
    }

    public static Phraser forLocale(Locale locale) {
        return new Phraser(Messages.forLocale(locale));
    }

    public Messages messages() {
        return messages;
    }

    /** "Illegal: the knight on d7 is pinned by the bishop on b5." */
    public Message reason(IllegalMoveReason reason) {
        return Message.of("reason." + reason.getClass().getSimpleName());
    }

    /** "Two knights can reach d2: from b1 and from f3. Say which one." */
    public Message notationError(NotationError error) {
        return Message.of("notation." + error.getClass().getSimpleName());
    }

    public Message fenError(FenError error) {
        return Message.of("fen." + error.getClass().getSimpleName());
    }

    /** A legal move played in {@code before}, in the chosen style ("knight takes e5, check"). */
    public Message move(Position before, Move move, MoveStyle style) {
        return Message.of("move.uci", "move", move.uci());
    }

    /** "Checkmate. White wins." / "Draw by threefold repetition." */
    public Message outcome(Outcome outcome) {
        return Message.of("outcome." + outcome.termination());
    }
}
