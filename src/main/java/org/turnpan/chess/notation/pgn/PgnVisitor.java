package org.turnpan.chess.notation.pgn;

import java.util.Optional;
import org.turnpan.chess.rules.Position;

/**
 * What one walk over PGN text ({@link PgnWalk}) reports of a game, in file order, as python-chess's
 * {@code BaseVisitor} and chessops's {@code PgnParser} do: the game's start, its tags, then (as the
 * visitor asks at the end of the tags) its moves, comments, NAGs, variations and result, and at the
 * end the problem that stopped it, if any. Once a problem is found nothing more of the movetext is
 * reported; the walk reads on to the game's end, so the next game starts where every visitor expects.
 * The visitor makes the game's value: the game itself ({@link GameBuilder}), its tags and place
 * ({@link HeadersBuilder}), or a verdict ({@link GameChecker}). The walk keeps its own stack of
 * variations on the heap, so a visitor that does the same never recurses as deep as a file nests.
 *
 * @param <R> what the visitor makes of one game
 */
public interface PgnVisitor<R> {

    /** What the walk does with a game's moves, asked once its tags are read. */
    enum Movetext {
        /**
         * The moves are counted, not played, and nothing of them is reported (the first move of the
         * main line is played: whether it can be decides where a game without tags starts, as for the
         * other two); comments are skipped unread. A list of a file's games stays fast.
         */
        SKIP,
        /** Every move is played and reported, with NAGs, variations and the result; comments are skipped unread. */
        CHECK,
        /** Everything is reported, the comments' text too. */
        READ
    }

    /**
     * A game begins: its number in the file (from 1), and where its first token stands: the byte
     * offset when the text is read from bytes (else the character offset), line and column from 1.
     */
    default void begin(int number, long offset, int line, int column) {
    }

    /** A tag pair; {@code value} is valid only during the call. */
    default void tag(String name, CharSequence value) {
    }

    /** The tags are read; {@code start} is the position the moves start from. */
    Movetext headersEnd(Position start);

    /** A comment: before the first move of a line, it belongs to the line; else to the move before it. */
    default void comment(String text) {
    }

    /** A NAG ($1, or a glyph such as !? written apart or glued to its move) of the move before it. */
    default void nag(int nag) {
    }

    /**
     * A move of the current line, {@code san} as written (move number dropped) and
     * {@code packedMove} the legal move it names, packed as {@link org.turnpan.chess.rules.PackedMove} packs it.
     */
    default void move(CharSequence san, int packedMove) {
    }

    /** A variation opens: an alternative to the last move reported, from the position before it. */
    default void variationStart() {
    }

    /** The variation opened last is closed. */
    default void variationEnd() {
    }

    /** The game termination marker of the main line. */
    default void result(PgnResult result) {
    }

    /** The game is over: its problem, with the game's number, line and column, or empty when it reads. */
    R end(Optional<PgnEntry.Problem> problem);
}
