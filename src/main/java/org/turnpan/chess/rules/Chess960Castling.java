package org.turnpan.chess.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingIntoCheck;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingKingHasMoved;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingOutOfCheck;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingPathBlocked;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingRookBehindKingAttacks;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingThroughAttack;
import org.turnpan.chess.rules.IllegalMoveReason.CastlingWithoutRight;

/**
 * Chess960 castling, condition by condition: the king goes to the g or c file and its rook to the f
 * or d file, wherever they started on the back rank.
 */
final class Chess960Castling {

    private Chess960Castling() {
    }

    /**
     * The castling a king move means in Chess960: the king onto one of its own rooks on the back
     * rank, or the king to the g or c file when that is more than one step (a one-step move there is
     * an ordinary king move).
     */
    static Optional<CastlingSide> intended(Position position, PlacedPiece mover, Square to) {
        Side side = mover.piece().side();
        int home = side.backRank();
        Square from = mover.square();
        if (mover.piece().type() != PieceType.KING || from.rank() != home || to.rank() != home) {
            return Optional.empty();
        }
        CastlingSide wing = to.file() > from.file() ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE;
        if (position.holds(to, side, PieceType.ROOK)) {
            return Optional.of(wing);
        }
        if (Math.abs(to.file() - from.file()) > 1 && to.file() == wing.kingTargetFile()) {
            return Optional.of(wing);
        }
        return Optional.empty();
    }

    /** The first castling condition that fails, or empty when castling is legal. */
    static Optional<IllegalMoveReason> check(Position position, CastlingSide cs, PastMoves history) {
        Side side = position.sideToMove();
        int rank = side.backRank();
        Square king = position.kingSquare(side);
        Optional<Square> rook = position.castlingRook(side, cs);
        if (rook.isEmpty()) {
            return Optional.of(lostRight(position, side, cs, history));
        }
        Square kingTarget = Square.of(cs.kingTargetFile(), rank);
        Square rookTarget = Square.of(cs.rookTargetFile(), rank);
        Optional<PlacedPiece> blocker = firstBlocker(position, king, rook.get(), kingTarget, rookTarget);
        if (blocker.isPresent()) {
            return Optional.of(new CastlingPathBlocked(side, cs, blocker.get()));
        }
        List<Square> checkers = position.checkers();
        if (!checkers.isEmpty()) {
            return Optional.of(new CastlingOutOfCheck(side, cs, MoveCheck.placed(position, checkers)));
        }
        int step = Integer.signum(kingTarget.file() - king.file());
        for (int file = king.file() + step; step != 0 && file != kingTarget.file(); file += step) {
            Square passed = Square.of(file, rank);
            List<Square> attackers = position.attackersIgnoring(passed, side.opposite(), List.of(king));
            if (!attackers.isEmpty()) {
                return Optional.of(new CastlingThroughAttack(side, cs, passed, MoveCheck.placed(position, attackers)));
            }
        }
        List<Square> landAttackers = position.attackersIgnoring(kingTarget, side.opposite(), List.of(king));
        if (!landAttackers.isEmpty()) {
            return Optional.of(new CastlingIntoCheck(side, cs, kingTarget, MoveCheck.placed(position, landAttackers)));
        }
        List<Square> behind = position.attackersIgnoring(kingTarget, side.opposite(), List.of(king, rook.get()));
        if (!behind.isEmpty()) {
            return Optional.of(new CastlingRookBehindKingAttacks(side, cs, rook.get(),
                    MoveCheck.placed(position, behind)));
        }
        return Optional.empty();
    }

    /** The piece nearest the king on the squares king and rook cross or land on, but for the two of them. */
    private static Optional<PlacedPiece> firstBlocker(Position position, Square king, Square rook, Square kingTarget,
                                                      Square rookTarget) {
        List<Integer> files = new ArrayList<>();
        span(files, king.file(), kingTarget.file());
        span(files, rook.file(), rookTarget.file());
        files.sort((a, b) -> Integer.compare(Math.abs(a - king.file()), Math.abs(b - king.file())));
        for (int file : files) {
            Square sq = Square.of(file, king.rank());
            if (sq != king && sq != rook && !position.isEmpty(sq)) {
                return MoveCheck.placed(position, sq);
            }
        }
        return Optional.empty();
    }

    private static void span(List<Integer> files, int a, int b) {
        for (int f = Math.min(a, b); f <= Math.max(a, b); f++) {
            files.add(f);
        }
    }

    /** The right is gone: the king moved (when the game's moves say so), or else that rook did. */
    private static IllegalMoveReason lostRight(Position position, Side side, CastlingSide cs, PastMoves history) {
        if (history.kingHasMoved(side).orElse(false)) {
            return new CastlingKingHasMoved(side, cs);
        }
        CastlingSide other = cs == CastlingSide.KINGSIDE ? CastlingSide.QUEENSIDE : CastlingSide.KINGSIDE;
        if (position.hasCastlingRight(side, other)) {
            return new CastlingWithoutRight(side, cs);
        }
        return history.kingHasMoved(side).isPresent() ? new CastlingWithoutRight(side, cs)
                : new CastlingKingHasMoved(side, cs);
    }
}
