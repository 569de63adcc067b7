package org.turnpan.chess.session.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.review.PlayedMove;
import org.turnpan.chess.review.Review;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.speech.Message;

/**
 * What the window's move list shows: one row a half-move of the line in view ("12. Nf3", "12… Nc6",
 * SAN as data; the window puts a row for the start before them), how many of them lead to the board
 * in view, and the
 * comment of that move for the panel beside the list. In a review the line is the reviewed one (a
 * variation's moves from the start of the game) and the row the reviewed point; in play the game
 * and its last move. Immutable.
 *
 * @param rows      the half-moves, from the start of the game
 * @param current   how many of them lead to the board in view (0: the start)
 * @param comment   the comment of the move at {@code current}, as said (empty when it has none)
 * @param reviewing true while a review shows the board
 * @param said      each row as the voice says it ("17, White: rook to d8, checkmate."), shown as the row
 */
public record MoveList(List<String> rows, int current, Optional<Message> comment, boolean reviewing, List<Message> said) {

    public MoveList {
        rows = List.copyOf(rows);
        said = List.copyOf(said);
        if (said.size() != rows.size()) {
            throw new IllegalArgumentException("one spoken form a row");
        }
    }

    /** The last row as the voice says it, shown as the row; empty before the first move. */
    public Optional<Message> lastSaid() {
        return said.isEmpty() ? Optional.empty() : Optional.of(said.get(said.size() - 1));
    }

    /** The annotation glyphs a row shows for the NAGs $1 to $6, as the review says them. */
    private static final List<String> GLYPHS = List.of("!", "?", "!!", "??", "!?", "?!");

    /**
     * The rows of {@code review}'s line, at its place. What the review says is shown (issue 23): a
     * move's ?/! marks after it ("3. Bb5!?"), the variations that branch off at a move after it as
     * PGN writes them ("3. Bb5 (3. Bc4 …) (3. d4)"), and the moves of a variation the review is in
     * after an arrow ("↳ 3. Bc4").
     */
    public static MoveList of(Review review, boolean reviewing) {
        List<String> rows = new ArrayList<>();
        List<Message> said = new ArrayList<>();
        List<PlayedMove> line = review.cursor().lineFromStart();
        List<org.turnpan.chess.notation.pgn.PgnMove> main = review.cursor().game().mainline().moves();
        boolean inVariation = false;
        for (int i = 0; i < line.size(); i++) {
            PlayedMove m = line.get(i);
            // the main line's own move objects: a move of a variation is another one, even when it is the same move
            inVariation = inVariation || i >= main.size() || main.get(i) != m.move();
            StringBuilder row = new StringBuilder(inVariation ? "↳ " : "").append(written(m.before(), m.move()));
            for (org.turnpan.chess.notation.pgn.PgnLine v : m.move().variations()) {
                if (!v.moves().isEmpty()) {
                    row.append(" (").append(written(m.before(), v.moves().get(0)))
                            .append(v.moves().size() > 1 ? " …)" : ")");
                }
            }
            rows.add(row.toString());
            said.add(review.moveSaid(m).shownAs(row + "."));
        }
        Message comment = review.comment();
        return new MoveList(rows, review.cursor().ply(), comment.key().equals("review.comment.none")
                ? Optional.empty() : Optional.of(comment), reviewing, said);
    }

    /** "12. Nf3!", "12… Nc6": the number, the SAN and the move's glyphs. */
    private static String written(Position before, org.turnpan.chess.notation.pgn.PgnMove move) {
        StringBuilder out = new StringBuilder().append(before.fullmoveNumber())
                .append(before.sideToMove() == Side.WHITE ? ". " : "… ").append(MoveText.san(before, move.move()));
        for (int nag : move.nags()) {
            if (nag >= 1 && nag <= GLYPHS.size()) {
                out.append(GLYPHS.get(nag - 1));
            }
        }
        return out.toString();
    }
}
