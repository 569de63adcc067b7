package org.turnpan.chess.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * What a move changed on the board, beyond the move itself, for the side that moved ({@code mover}):
 *
 * <ul>
 * <li>{@code captured}: the piece taken, on the square it stood on (for en passant, the pawn's square);</li>
 * <li>{@code check} / {@code checkmate}: the other side's king is attacked / and it has no legal move;</li>
 * <li>{@code newlyAttacked}: the other side's pieces, king excluded (that is the check), that the
 *     mover attacks after the move and did not attack before it, whether by the piece that moved
 *     or by a line it opened;</li>
 * <li>{@code leftUndefended}: the mover's pieces that did not move, king excluded, that were
 *     defended (attacked by another piece of their own side) before the move and are defended by
 *     none after it: the moved piece was their only defender, or it blocked the line now closed.</li>
 * </ul>
 * "Attacked" and "defended" are the rules' attack maps ({@link Position#isAttackedBy}): a pinned
 * piece still attacks and defends, x-rays do not count. After a checkmate the two lists are empty
 * (the game is over; threats no longer matter). Lists are in square order: a1 to h1, then a2...
 */
public record MoveConsequences(Side mover, Optional<PlacedPiece> captured, boolean check, boolean checkmate,
                               List<PlacedPiece> newlyAttacked, List<PlacedPiece> leftUndefended) {

    public MoveConsequences {
        newlyAttacked = List.copyOf(newlyAttacked);
        leftUndefended = List.copyOf(leftUndefended);
    }

    /** The consequences of {@code move}, legal in {@code before}. */
    public static MoveConsequences of(Position before, Move move) {
        Side mover = before.sideToMove();
        Side other = mover.opposite();
        Position after = before.play(move);
        Optional<PlacedPiece> captured = before.capturedPiece(move).map(p -> new PlacedPiece(p,
                before.isEnPassant(move) ? Square.of(move.to().file(), move.from().rank()) : move.to()));
        List<PlacedPiece> attacked = new ArrayList<>();
        List<PlacedPiece> undefended = new ArrayList<>();
        for (Square sq : after.occupiedSquares()) {
            Piece piece = after.pieceAt(sq).orElseThrow();
            if (piece.type() == PieceType.KING) {
                continue;
            }
            if (piece.side() == other) {
                if (after.isAttackedBy(sq, mover) && !before.isAttackedBy(sq, mover)) {
                    attacked.add(new PlacedPiece(piece, sq));
                }
            } else if (before.pieceAt(sq).filter(piece::equals).isPresent() && sq != move.to()
                    && before.isAttackedBy(sq, mover) && !after.isAttackedBy(sq, mover)) {
                undefended.add(new PlacedPiece(piece, sq));
            }
        }
        boolean mate = after.isCheckmate();
        return new MoveConsequences(mover, captured, after.isCheck(), mate, mate ? List.of() : attacked,
                mate ? List.of() : undefended);
    }

    /** True when none of the four things happened. */
    public boolean isQuiet() {
        return captured.isEmpty() && !check && newlyAttacked.isEmpty() && leftUndefended.isEmpty();
    }
}
