package org.turnpan.chess.rules;

import java.util.List;

/**
 * Why a move a user entered is refused. Records hold only data (squares, pieces, sides); the speech
 * layer turns each into a sentence under the key {@code reason.<record name in kebab case>}.
 */
public sealed interface IllegalMoveReason {

    /** There is no piece on the square the move starts from. */
    record NoPieceThere(Square square) implements IllegalMoveReason {
    }

    /** The piece on the start square belongs to the side not to move. */
    record NotYourTurn(PlacedPiece piece, Side sideToMove) implements IllegalMoveReason {
    }

    /** The start and target squares are the same. */
    record SameSquare(Square square) implements IllegalMoveReason {
    }

    /** This kind of piece never moves from {@code from} to {@code to} (a knight to e5 from e2). */
    record PieceDoesNotMoveThatWay(PlacedPiece piece, Square to) implements IllegalMoveReason {
    }

    /** A piece stands between the start and target squares. */
    record PathBlocked(PlacedPiece piece, Square to, PlacedPiece blocker) implements IllegalMoveReason {
    }

    /** The target holds a piece of the mover's own side. */
    record OwnPieceOnTarget(PlacedPiece piece, PlacedPiece occupant) implements IllegalMoveReason {
    }

    /** The king is in check and this move does not answer it. */
    record KingInCheckNotResolved(PlacedPiece piece, Square to, List<PlacedPiece> checkers)
            implements IllegalMoveReason {
    }

    /** The piece is pinned against its king by {@code pinner}. */
    record PiecePinned(PlacedPiece piece, Square to, PlacedPiece pinner, Square king) implements IllegalMoveReason {
    }

    /** The king would stand on an attacked square. */
    record KingWouldBeAttacked(PlacedPiece king, Square to, List<PlacedPiece> attackers)
            implements IllegalMoveReason {
    }

    /** Castling: the king has moved already in this game. */
    record CastlingKingHasMoved(Side side, CastlingSide castlingSide) implements IllegalMoveReason {
    }

    /** Castling: that rook has moved or been captured. */
    record CastlingRookHasMoved(Side side, CastlingSide castlingSide, Square rookHome) implements IllegalMoveReason {
    }

    /** Castling: a piece stands between king and rook. */
    record CastlingPathBlocked(Side side, CastlingSide castlingSide, PlacedPiece blocker)
            implements IllegalMoveReason {
    }

    /** Castling: the king is in check right now. */
    record CastlingOutOfCheck(Side side, CastlingSide castlingSide, List<PlacedPiece> checkers)
            implements IllegalMoveReason {
    }

    /** Castling: the king would pass over an attacked square. */
    record CastlingThroughAttack(Side side, CastlingSide castlingSide, Square square, List<PlacedPiece> attackers)
            implements IllegalMoveReason {
    }

    /** Castling: the king would land on an attacked square. */
    record CastlingIntoCheck(Side side, CastlingSide castlingSide, Square square, List<PlacedPiece> attackers)
            implements IllegalMoveReason {
    }

    /**
     * Chess960 castling: the rook that castled towards this wing has moved or been taken (its start
     * square is no longer known from the position).
     */
    record CastlingWithoutRight(Side side, CastlingSide castlingSide) implements IllegalMoveReason {
    }

    /**
     * Chess960 castling: once the rook leaves {@code rookHome}, an enemy piece behind it on the back
     * rank would attack the king on its castled square.
     */
    record CastlingRookBehindKingAttacks(Side side, CastlingSide castlingSide, Square rookHome,
                                         List<PlacedPiece> attackers) implements IllegalMoveReason {
    }

    /** En passant was only possible on the move right after the double step. */
    record EnPassantExpired(PlacedPiece pawn, Square to, PlacedPiece target) implements IllegalMoveReason {
    }

    /** A pawn moves straight ahead only onto an empty square; it captures diagonally. */
    record PawnCannotCaptureStraight(PlacedPiece pawn, PlacedPiece occupant) implements IllegalMoveReason {
    }

    /** A pawn moves diagonally only to capture. */
    record PawnCapturesOnlyDiagonallyOntoPiece(PlacedPiece pawn, Square to) implements IllegalMoveReason {
    }

    /** Pawns never move backwards or sideways. */
    record PawnCannotMoveBackward(PlacedPiece pawn, Square to) implements IllegalMoveReason {
    }

    /** Two squares ahead is allowed only from the pawn's starting rank. */
    record PawnDoubleStepOnlyFromStart(PlacedPiece pawn, Square to) implements IllegalMoveReason {
    }

    /** The pawn reaches the last rank: say which piece it becomes. */
    record PromotionPieceRequired(PlacedPiece pawn, Square to) implements IllegalMoveReason {
    }

    /** A pawn may become a queen, rook, bishop or knight only. */
    record PromotionPieceNotAllowed(PlacedPiece pawn, Square to, PieceType requested) implements IllegalMoveReason {
    }

    /** A promotion piece was given for a move that is not a promotion. */
    record PromotionNotPossible(PlacedPiece piece, Square to) implements IllegalMoveReason {
    }

    /** The game has ended; no more moves. */
    record GameIsOver(Outcome outcome) implements IllegalMoveReason {
    }
}
