package org.turnpan.chess.notation.pgn;

/**
 * How much the PGN reader takes in one piece. Past a limit the game is a {@link PgnProblem} (the
 * reader skips to its end and reads the next game), so no file can make the reader's memory grow
 * without bound or overflow its stack. How each number was chosen is in docs/failures.md
 * ("Failure handling", PGN).
 */
public final class PgnLimits {

    /**
     * Characters of a symbol (a move, a result, a glyph) or a tag name: pgn-extract's limit. The
     * longest move in 17,557 games and 673 fixtures has 10 characters ("24.exf8=Q+").
     */
    public static final int SYMBOL_CHARS = 100;

    /**
     * Characters of a tag value: four times the PGN standard's 255 (some programs write longer
     * values); the longest in the games and fixtures has 132.
     */
    public static final int TAG_VALUE_CHARS = 1_000;

    /**
     * Characters between the braces of one comment (or after a ';' up to the end of the line). A
     * comment may be a whole article: the longest in the games and fixtures has 1,620 characters.
     */
    public static final int COMMENT_CHARS = 1_000_000;

    /** Variations inside variations: pgn-extract reads 50,000 levels and crashes at about 60,000. */
    public static final int NESTING = 50_000;

    /**
     * Characters of one game from its first token, tags and comments included. A game kept in
     * memory costs up to about 30 bytes per character of its text: a game this long made only of
     * moves, of one-move variations or of comments exports in a 128 MB heap (measured), so one game
     * can never take the 512 MB a player's machine may give the program.
     */
    public static final int GAME_CHARS = 4_000_000;

    private PgnLimits() {
    }
}
