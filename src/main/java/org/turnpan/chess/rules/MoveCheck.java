package org.turnpan.chess.rules;

import static org.turnpan.chess.rules.AttackTables.KING;
import static org.turnpan.chess.rules.AttackTables.KNIGHT;
import static org.turnpan.chess.rules.AttackTables.bishopAttacks;
import static org.turnpan.chess.rules.AttackTables.bit;
import static org.turnpan.chess.rules.AttackTables.rookAttacks;

import java.util.List;
import java.util.Optional;
import org.turnpan.chess.rules.IllegalMoveReason.EnPassantExpired;
import org.turnpan.chess.rules.IllegalMoveReason.KingInCheckNotResolved;
import org.turnpan.chess.rules.IllegalMoveReason.KingWouldBeAttacked;
import org.turnpan.chess.rules.IllegalMoveReason.NoPieceThere;
import org.turnpan.chess.rules.IllegalMoveReason.NotYourTurn;
import org.turnpan.chess.rules.IllegalMoveReason.OwnPieceOnTarget;
import org.turnpan.chess.rules.IllegalMoveReason.PathBlocked;
import org.turnpan.chess.rules.IllegalMoveReason.PawnCannotCaptureStraight;
import org.turnpan.chess.rules.IllegalMoveReason.PawnCannotMoveBackward;
import org.turnpan.chess.rules.IllegalMoveReason.PawnCapturesOnlyDiagonallyOntoPiece;
import org.turnpan.chess.rules.IllegalMoveReason.PawnDoubleStepOnlyFromStart;
import org.turnpan.chess.rules.IllegalMoveReason.PieceDoesNotMoveThatWay;
import org.turnpan.chess.rules.IllegalMoveReason.PiecePinned;
import org.turnpan.chess.rules.IllegalMoveReason.PromotionNotPossible;
import org.turnpan.chess.rules.IllegalMoveReason.PromotionPieceNotAllowed;
import org.turnpan.chess.rules.IllegalMoveReason.PromotionPieceRequired;
import org.turnpan.chess.rules.IllegalMoveReason.SameSquare;

/**
 * Checks a move a user entered: the legal move, or the reason it is refused, in data.
 *
 * <p>The checks run in the order a player reasons: is there a piece of mine; can this kind of piece
 * go there at all (geometry, pawn rules, castling conditions); is the way clear and the target free
 * of my own pieces; and only then, does it leave my king safe (in check and not answered, pinned, or
 * the king stepping into an attack). The promotion piece is judged last, so a pinned pawn hears
 * "pinned" rather than "say which piece".
 */
public final class MoveCheck {

    private MoveCheck() {
    }

    /** The outcome of a check. */
    public sealed interface Result {
        boolean isLegal();
    }

    /** The move is legal; {@code after} is the position it leads to. */
    public record Legal(Move move, Position after) implements Result {
        @Override
        public boolean isLegal() {
            return true;
        }
    }

    /** The move is refused for {@code reason}. */
    public record Illegal(IllegalMoveReason reason) implements Result {
        @Override
        public boolean isLegal() {
            return false;
        }
    }

    /**
     * Checks a move given as start square, target square and optional promotion piece (null when
     * none was given). Castling may be given as the king's two-square move or as the king moving onto
     * its own rook; the returned legal move is always the king's two-square move.
     */
    public static Result check(Position position, Square from, Square to, PieceType promotion) {
        return check(position, from, to, promotion, PastMoves.NONE);
    }

    /**
     * As {@link #check(Position, Square, Square, PieceType)}, refusing every move once the game is
     * over, and using the game's moves to tell "the king has moved" from "the rook has moved" and an
     * expired en passant from one that never was.
     */
    public static Result check(Game game, Square from, Square to, PieceType promotion) {
        if (game.outcome().isPresent()) {
            return new Illegal(new IllegalMoveReason.GameIsOver(game.outcome().get()));
        }
        return check(game.position(), from, to, promotion, PastMoves.of(game));
    }

    private static Result check(Position position, Square from, Square to, PieceType promotion, PastMoves history) {
        Optional<Piece> found = position.pieceAt(from);
        if (found.isEmpty()) {
            return illegal(new NoPieceThere(from));
        }
        PlacedPiece mover = new PlacedPiece(found.get(), from);
        Side us = position.sideToMove();
        if (mover.piece().side() != us) {
            return illegal(new NotYourTurn(mover, us));
        }
        if (from == to) {
            return illegal(new SameSquare(from));
        }
        Optional<CastlingSide> castling = CastlingCheck.intended(position, mover, to);
        if (castling.isPresent()) {
            return CastlingCheck.check(position, castling.get(), history)
                    .map(MoveCheck::illegal)
                    .orElseGet(() -> legalUnlessPromotion(position, mover, castlingMove(position, castling.get()),
                            promotion));
        }
        Optional<IllegalMoveReason> reach = mover.piece().type() == PieceType.PAWN
                ? pawnReach(position, mover, to, history)
                : pieceReach(position, mover, to);
        if (reach.isPresent()) {
            return illegal(reach.get());
        }
        boolean promotes = mover.piece().type() == PieceType.PAWN && to.rank() == us.promotionRank();
        // legality does not depend on the promotion piece: try the queen as a stand-in
        Move candidate = new Move(from, to, promotes ? PieceType.QUEEN : null);
        if (!position.isLegal(candidate)) {
            return illegal(kingSafety(position, mover, to));
        }
        if (promotes) {
            if (promotion == null) {
                return illegal(new PromotionPieceRequired(mover, to));
            }
            if (!promotion.isPromotionChoice()) {
                return illegal(new PromotionPieceNotAllowed(mover, to, promotion));
            }
            Move move = new Move(from, to, promotion);
            return new Legal(move, position.play(move));
        }
        return legalUnlessPromotion(position, mover, candidate, promotion);
    }

    private static Result legalUnlessPromotion(Position position, PlacedPiece mover, Move move, PieceType promotion) {
        if (promotion != null) {
            return illegal(new PromotionNotPossible(mover, move.to()));
        }
        return new Legal(move, position.play(move));
    }

    private static Move castlingMove(Position position, CastlingSide castlingSide) {
        Side side = position.sideToMove();
        if (position.isChess960()) {
            return new Move(position.kingSquare(side), position.castlingRook(side, castlingSide).orElseThrow(), null);
        }
        return new Move(Square.of(4, side.backRank()), Square.of(castlingSide.kingTargetFile(), side.backRank()), null);
    }

    /** Can a knight, bishop, rook, queen or king go from its square to {@code to} on this board? */
    private static Optional<IllegalMoveReason> pieceReach(Position position, PlacedPiece mover, Square to) {
        int from = mover.square().index();
        long target = bit(to.index());
        long reach = switch (mover.piece().type()) {
            case KNIGHT -> KNIGHT[from];
            case BISHOP -> bishopAttacks(from, 0L);
            case ROOK -> rookAttacks(from, 0L);
            case QUEEN -> bishopAttacks(from, 0L) | rookAttacks(from, 0L);
            default -> KING[from];
        };
        if ((reach & target) == 0) {
            return Optional.of(new PieceDoesNotMoveThatWay(mover, to));
        }
        if (mover.piece().type().isSlider()) {
            Optional<PlacedPiece> blocker = firstPieceBetween(position, mover.square(), to);
            if (blocker.isPresent()) {
                return Optional.of(new PathBlocked(mover, to, blocker.get()));
            }
        }
        return ownPieceOnTarget(position, mover, to);
    }

    /** The pawn's own rules: forward only, straight onto empty squares, diagonally only to capture. */
    private static Optional<IllegalMoveReason> pawnReach(Position position, PlacedPiece pawn, Square to,
                                                         PastMoves history) {
        Side us = pawn.piece().side();
        Square from = pawn.square();
        int files = to.file() - from.file();
        int ahead = (to.rank() - from.rank()) * us.forward();
        if (ahead <= 0) {
            return Optional.of(new PawnCannotMoveBackward(pawn, to));
        }
        Optional<PlacedPiece> occupant = placed(position, to);
        if (files == 0 && (ahead == 1 || ahead == 2)) {
            if (ahead == 2) {
                if (from.rank() != us.pawnRank()) {
                    return Optional.of(new PawnDoubleStepOnlyFromStart(pawn, to));
                }
                Optional<PlacedPiece> blocker = firstPieceBetween(position, from, to);
                if (blocker.isPresent()) {
                    return Optional.of(new PathBlocked(pawn, to, blocker.get()));
                }
            }
            if (occupant.isPresent()) {
                return occupant.get().piece().side() == us
                        ? Optional.of(new OwnPieceOnTarget(pawn, occupant.get()))
                        : Optional.of(new PawnCannotCaptureStraight(pawn, occupant.get()));
            }
            return Optional.empty();
        }
        if (Math.abs(files) == 1 && ahead == 1) {
            if (occupant.isPresent()) {
                return ownPieceOnTarget(position, pawn, to);
            }
            if (position.enPassantSquare().filter(to::equals).isPresent()) {
                return Optional.empty();
            }
            Optional<PlacedPiece> passed = passedEnemyPawn(position, pawn, to);
            if (passed.isPresent() && history.mayHaveDoubleStepped(passed.get())) {
                return Optional.of(new EnPassantExpired(pawn, to, passed.get()));
            }
            return Optional.of(new PawnCapturesOnlyDiagonallyOntoPiece(pawn, to));
        }
        return Optional.of(new PieceDoesNotMoveThatWay(pawn, to));
    }

    /**
     * The enemy pawn beside {@code pawn} that an en-passant capture onto {@code to} would take, when
     * {@code pawn} stands on its fifth rank (where en passant happens) and that pawn is there.
     */
    private static Optional<PlacedPiece> passedEnemyPawn(Position position, PlacedPiece pawn, Square to) {
        Side us = pawn.piece().side();
        int fifthRank = us == Side.WHITE ? 4 : 3;
        if (pawn.square().rank() != fifthRank) {
            return Optional.empty();
        }
        Square beside = Square.of(to.file(), fifthRank);
        Piece enemyPawn = Piece.of(us.opposite(), PieceType.PAWN);
        return position.pieceAt(beside).filter(enemyPawn::equals).map(p -> new PlacedPiece(p, beside));
    }

    private static Optional<IllegalMoveReason> ownPieceOnTarget(Position position, PlacedPiece mover, Square to) {
        return placed(position, to)
                .filter(occupant -> occupant.piece().side() == mover.piece().side())
                .map(occupant -> new OwnPieceOnTarget(mover, occupant));
    }

    /**
     * Why a move that the piece could make on its own leaves its king attacked: the king steps into
     * an attack, a check stays unanswered, or the piece is pinned.
     */
    private static IllegalMoveReason kingSafety(Position position, PlacedPiece mover, Square to) {
        Side us = mover.piece().side();
        Side them = us.opposite();
        int from = mover.square().index();
        int flags = position.enPassantSquare().filter(to::equals).isPresent() ? PackedMove.EN_PASSANT : 0;
        Position after = position.playPacked(PackedMove.encode(from, to.index(), flags));
        Square king = after.kingSquare(us);
        List<PlacedPiece> attackers = placed(after, after.attackers(king, them));
        if (mover.piece().type() == PieceType.KING) {
            return new KingWouldBeAttacked(mover, to, attackers);
        }
        List<PlacedPiece> checkers = placed(position, position.checkers());
        boolean checkRemains = checkers.stream().anyMatch(attackers::contains);
        if (checkRemains || attackers.isEmpty()) {
            return new KingInCheckNotResolved(mover, to, checkers);
        }
        PlacedPiece pinner = attackers.stream().filter(a -> !checkers.contains(a)).findFirst().orElseThrow();
        return new PiecePinned(mover, to, pinner, king);
    }

    /** The piece nearest to {@code from} on the straight line towards {@code to}, if any. */
    static Optional<PlacedPiece> firstPieceBetween(Position position, Square from, Square to) {
        int step = Integer.signum(to.file() - from.file()) + 8 * Integer.signum(to.rank() - from.rank());
        for (int sq = from.index() + step; sq != to.index(); sq += step) {
            Optional<PlacedPiece> piece = placed(position, Square.of(sq));
            if (piece.isPresent()) {
                return piece;
            }
        }
        return Optional.empty();
    }

    static Optional<PlacedPiece> placed(Position position, Square square) {
        return position.pieceAt(square).map(p -> new PlacedPiece(p, square));
    }

    static List<PlacedPiece> placed(Position p, List<Square> squares) {
        return squares.stream().map(s -> new PlacedPiece(p.pieceAt(s).orElseThrow(), s)).toList();
    }

    private static Result illegal(IllegalMoveReason reason) {
        return new Illegal(reason);
    }
}
