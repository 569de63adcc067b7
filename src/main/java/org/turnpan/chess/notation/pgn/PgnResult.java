package org.turnpan.chess.notation.pgn;

/** The game termination marker of PGN. */
public enum PgnResult {
    WHITE_WINS("1-0"), BLACK_WINS("0-1"), DRAW("1/2-1/2"), UNKNOWN("*");

    private final String token;

    PgnResult(String token) {
        this.token = token;
    }

    /** The export form: "1-0", "0-1", "1/2-1/2" or "*". */
    public String token() {
        return token;
    }

    /** Reads any written form (en dashes, ½-½); UNKNOWN for anything else. */
    public static PgnResult parse(String text) {
        if (text == null) {
            return UNKNOWN;
        }
        return switch (PgnLexer.resultOf(text.trim())) {
            case 1 -> WHITE_WINS;
            case 2 -> BLACK_WINS;
            case 3 -> DRAW;
            default -> UNKNOWN;
        };
    }
}
