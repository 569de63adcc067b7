package org.turnpan.chess.review;

import java.util.Optional;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/** What stands on a square before and after a step of the review, when that differs. */
public record SquareChange(Square square, Optional<Piece> was, Optional<Piece> now) {

    /** The change on {@code square} from {@code before} to {@code after}; empty when it holds the same (or nothing) in both. */
    public static Optional<SquareChange> between(Position before, Position after, Square square) {
        Optional<Piece> was = before.pieceAt(square);
        Optional<Piece> now = after.pieceAt(square);
        return was.equals(now) ? Optional.empty() : Optional.of(new SquareChange(square, was, now));
    }
}
