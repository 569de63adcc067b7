package org.turnpan.chess.notation;

import java.util.Locale;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/** Typed move text in and out (SAN, long algebraic, localized piece letters). */
public final class MoveText {

    private MoveText() {
    }

    /** Either the move the text means or why it was refused. */
    public sealed interface Parsed {
    }

    public record Found(Move move) implements Parsed {
    }

    public record Refused(NotationError error) implements Parsed {
    }

    /**
     * Reads what a player typed, in any form the notation layer accepts, with the piece letters of
     * {@code locale} as well as the English ones. PROVISIONAL: issue 3 replaces this body.
     */
    public static Parsed read(Position position, String text, Locale locale) {
        if (text == null || text.isBlank()) {
            return new Refused(new NotationError.EmptyInput());
        }
        String t = text.trim();
        for (Move m : position.legalMoves()) {
            if (m.uci().equalsIgnoreCase(t) || san(position, m).equals(t)) {
                return new Found(m);
            }
        }
        return new Refused(new NotationError.NotAMove(t, 0));
    }

    /** Standard algebraic notation of a legal move, English letters. PROVISIONAL: issue 3 replaces this. */
    public static String san(Position position, Move move) {
        return move.uci();
    }
}
