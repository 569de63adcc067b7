package org.turnpan.chess.notation.pgn;

/** What the reader yields for each game of a file: the game, or where and why it could not be read. */
public sealed interface PgnEntry {

    /** 1-based number of the game in the file. */
    int number();

    record Read(int number, PgnGame game) implements PgnEntry {
    }

    /** A game that reads without a problem, from a {@link GameChecker}, which keeps no games. */
    record Checked(int number) implements PgnEntry {
    }

    /**
     * A game as a list of headers sees it ({@link HeadersBuilder}): its tags, and where it starts
     * in the file: {@code offset} in bytes, {@code line} and {@code column} 1-based, at its first tag
     * (or the comment or move that opens it). Its moves are neither kept nor checked.
     */
    record Header(int number, java.util.List<PgnTag> tags, long offset, int line, int column) implements PgnEntry {
        public Header {
            tags = java.util.List.copyOf(tags);
        }
    }

    /** {@code line} and {@code column} are 1-based and point at the token that went wrong. */
    record Problem(int number, int line, int column, PgnProblem problem) implements PgnEntry {
    }
}
