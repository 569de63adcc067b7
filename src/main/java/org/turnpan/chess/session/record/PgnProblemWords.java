package org.turnpan.chess.session.record;

import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnProblem;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.speech.RecordKey;

/**
 * A PGN reading problem as a sentence in data form (keys {@code pgn.problem.*} of the notation
 * bundle): game number, line, and why. Used by the console's {@code open} and the {@code pgn} subcommand.
 */
public final class PgnProblemWords {
    private final Phraser phraser;

    public PgnProblemWords(Phraser phraser) {
        this.phraser = phraser;
    }

    public Message of(PgnEntry.Problem p) {
        Object[] where = {"game", p.number(), "line", p.line(), "column", p.column()};
        PgnProblem problem = p.problem();
        if (problem instanceof PgnProblem.BadMove b) {
            return Message.of("pgn.problem.bad-move", "game", p.number(), "line", p.line(), "column", p.column(),
                    "number", b.moveNumber(), "move", b.text(), "reason", phraser.notationError(b.error()));
        }
        if (problem instanceof PgnProblem.UnsupportedVariant v) {
            return Message.of("pgn.problem.unsupported-variant", "game", p.number(), "line", p.line(),
                    "variant", v.variant());
        }
        if (problem instanceof PgnProblem.BadFen f) {
            return Message.of("pgn.problem.bad-fen", "game", p.number(), "line", p.line(),
                    "reason", phraser.fenError(f.error()));
        }
        String key = RecordKey.of("pgn.problem", (Record) problem);
        int limit = limitOf(problem);
        return limit < 0 ? Message.of(key, where) : Message.of(key, "game", p.number(), "line", p.line(),
                "column", p.column(), "limit", limit);
    }

    /** The limit a record names (a length or a depth), or -1 for a problem without one. */
    private static int limitOf(PgnProblem problem) {
        if (problem instanceof PgnProblem.SymbolTooLong t) {
            return t.limit();
        }
        if (problem instanceof PgnProblem.TagValueTooLong t) {
            return t.limit();
        }
        if (problem instanceof PgnProblem.CommentTooLong t) {
            return t.limit();
        }
        if (problem instanceof PgnProblem.VariationsTooDeep t) {
            return t.limit();
        }
        if (problem instanceof PgnProblem.GameTooLong t) {
            return t.limit();
        }
        return -1;
    }
}
