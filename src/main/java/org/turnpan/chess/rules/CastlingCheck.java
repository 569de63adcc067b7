package org.turnpan.chess.rules;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingIntoCheck;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingKingHasMoved;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingOutOfCheck;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingPathBlocked;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingRookHasMoved;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingThroughAttack;

/** Castling, condition by condition, in the order a player checks them. */
final class CastlingCheck {

    private CastlingCheck() {
    }

    /**
     * The castling a king move means: the king on its home square going two files sideways, or onto
     * its own rook in the corner.
     */
    static Optional<CastlingSide> intended(Position position, PlacedPiece mover, Square to) {
        if (position.isChess960()) {
            return Chess960Castling.intended(position, mover, to);
        }
        Side side = mover.piece().side();
        int home = side.backRank();
        if (mover.piece().type() != PieceType.KING || mover.square() != Square.of(4, home) || to.rank() != home) {
            return Optional.empty();
        }
        Piece ownRook = Piece.of(side, PieceType.ROOK);
        for (CastlingSide cs : CastlingSide.values()) {
            boolean twoSquares = to.file() == cs.kingTargetFile();
            boolean ontoRook = to.file() == cs.rookFile() && position.pieceAt(to).filter(ownRook::equals).isPresent();
            if (twoSquares || ontoRook) {
                return Optional.of(cs);
            }
        }
        return Optional.empty();
    }

    /** The first castling condition that fails, or empty when castling is legal. */
    static Optional<IllegalMoveReason> check(Position position, CastlingSide cs, PastMoves history) {
        if (position.isChess960()) {
            return Chess960Castling.check(position, cs, history);
        }
        Side side = position.sideToMove();
        int rank = side.backRank();
        Square kingHome = Square.of(4, rank);
        Square rookHome = Square.of(cs.rookFile(), rank);
        if (!position.hasCastlingRight(side, cs)) {
            return Optional.of(lostRight(position, side, cs, rookHome, history));
        }
        Optional<PlacedPiece> blocker = MoveCheck.firstPieceBetween(position, kingHome, rookHome);
        if (blocker.isPresent()) {
            return Optional.of(new CastlingPathBlocked(side, cs, blocker.get()));
        }
        List<Square> checkers = position.checkers();
        if (!checkers.isEmpty()) {
            return Optional.of(new CastlingOutOfCheck(side, cs, MoveCheck.placed(position, checkers)));
        }
        int step = cs == CastlingSide.KINGSIDE ? 1 : -1;
        Square passed = Square.of(4 + step, rank);
        List<Square> passAttackers = position.attackersIgnoring(passed, side.opposite(), List.of(kingHome));
        if (!passAttackers.isEmpty()) {
            return Optional.of(new CastlingThroughAttack(side, cs, passed,
                    MoveCheck.placed(position, passAttackers)));
        }
        Square landing = Square.of(cs.kingTargetFile(), rank);
        List<Square> landAttackers = position.attackersIgnoring(landing, side.opposite(), List.of(kingHome));
        if (!landAttackers.isEmpty()) {
            return Optional.of(new CastlingIntoCheck(side, cs, landing, MoveCheck.placed(position, landAttackers)));
        }
        return Optional.empty();
    }

    /** Which piece moved: the game's moves say when known; otherwise the board and the other right. */
    private static IllegalMoveReason lostRight(Position position, Side side, CastlingSide cs, Square rookHome,
                                               PastMoves history) {
        CastlingKingHasMoved kingMoved = new CastlingKingHasMoved(side, cs);
        CastlingRookHasMoved rookMoved = new CastlingRookHasMoved(side, cs, rookHome);
        Optional<Boolean> kingMovedInGame = history.kingHasMoved(side);
        if (kingMovedInGame.orElse(false)) {
            return kingMoved;
        }
        boolean rookAtHome = position.pieceAt(rookHome).filter(Piece.of(side, PieceType.ROOK)::equals).isPresent();
        if (!rookAtHome || history.touched(rookHome)) {
            return rookMoved;
        }
        CastlingSide other = cs == CastlingSide.KINGSIDE ? CastlingSide.QUEENSIDE : CastlingSide.KINGSIDE;
        return position.hasCastlingRight(side, other) ? rookMoved : kingMoved;
    }
}
