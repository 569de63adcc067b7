package org.turnpan.chess.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.review.PlayedMove;
import org.turnpan.chess.review.Review;
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

    /** The rows of {@code review}'s line, at its place. */
    static MoveList of(Review review, boolean reviewing) {
        List<String> rows = new ArrayList<>();
        List<Message> said = new ArrayList<>();
        for (PlayedMove m : review.cursor().lineFromStart()) {
            String row = m.number() + (m.side() == Side.WHITE ? ". " : "… ") + MoveText.san(m.before(), m.move().move());
            rows.add(row);
            said.add(review.moveSaid(m).shownAs(row + "."));
        }
        Message comment = review.comment();
        return new MoveList(rows, review.cursor().ply(), comment.key().equals("review.comment.none")
                ? Optional.empty() : Optional.of(comment), reviewing, said);
    }
}
