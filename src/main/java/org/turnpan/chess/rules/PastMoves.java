package org.turnpan.chess.rules;

import java.util.List;
import java.util.Optional;

/**
 * What a game's moves tell {@link MoveCheck} beyond the position: whether the king or a rook has
 * moved, and how an enemy pawn reached its square. Without a game ({@link #NONE}) nothing is known.
 */
record PastMoves(List<Position> positions, List<Move> moves) {

    static final PastMoves NONE = new PastMoves(List.of(), List.of());

    static PastMoves of(Game game) {
        return new PastMoves(game.positions(), game.moves());
    }

    /** Whether {@code side}'s king made a move in this game; empty when the moves don't say. */
    Optional<Boolean> kingHasMoved(Side side) {
        Piece king = Piece.of(side, PieceType.KING);
        for (int i = 0; i < moves.size(); i++) {
            if (positions.get(i).pieceAt(moves.get(i).from()).filter(king::equals).isPresent()) {
                return Optional.of(true);
            }
        }
        return moves.isEmpty() ? Optional.empty() : Optional.of(false);
    }

    /** Whether a move of this game started or ended on {@code square}. */
    boolean touched(Square square) {
        return moves.stream().anyMatch(m -> m.from() == square || m.to() == square);
    }

    /**
     * Whether {@code pawn} may have reached its square by a double step (so that en passant was once
     * possible): false only when the game shows it arrived another way.
     */
    boolean mayHaveDoubleStepped(PlacedPiece pawn) {
        for (int i = moves.size() - 1; i >= 0; i--) {
            Move m = moves.get(i);
            if (m.to() == pawn.square()) {
                boolean wasPawn = positions.get(i).pieceAt(m.from()).filter(pawn.piece()::equals).isPresent();
                return wasPawn && Math.abs(m.to().rank() - m.from().rank()) == 2;
            }
        }
        return true;
    }
}
