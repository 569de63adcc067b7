package org.turnpan.chess.notation;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.IllegalMoveReason;
import org.turnpan.chess.rules.MoveCheck;
import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.PlacedPiece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * Step two of reading a move: a {@link MoveShape} against a position's legal moves (packed, from
 * {@link Position#generate}). {@link #find} is the fast path; {@link #explain} builds the reason for
 * a refusal and may be slow.
 */
final class MoveResolver {
    static final int NONE = -1;
    static final int AMBIGUOUS = -2;

    private MoveResolver() {
    }

    /**
     * Fast path without generating every legal move: castling is checked directly; for a SAN move of
     * one piece kind (not a bare from-square), the pieces that attack (or, for pawns, step onto) the target are tried
     * one by one; the packed move when exactly one of them moves legally, else {@link #NONE} and the
     * caller uses {@link #find}. {@code after[0]} receives the position after the move.
     */
    static int fastFind(Position position, MoveShape shape, Position[] after) {
        if (shape.castling() != null) {
            int castle = position.castlingMove(shape.castling());
            if (castle >= 0) {
                after[0] = position.playPacked(castle);
                return castle;
            }
            return NONE;
        }
        if (shape.pieces().size() != 1 || !promotionChoice(shape)) {
            return NONE;
        }
        PieceType type = shape.pieces().get(0);
        Side side = position.sideToMove();
        Square target = Square.of(shape.toFile(), shape.toRank());
        if (position.isOccupiedBy(target, side)) {
            return NONE;
        }
        if (type == PieceType.PAWN) {
            return fastPawn(position, shape, side, target, !position.isEmpty(target), after);
        }
        if (shape.promotion() != null) {
            return NONE;
        }
        int found = NONE;
        for (long candidates = position.attackersOfType(target, side, type); candidates != 0;
                candidates &= candidates - 1) {
            int from = Long.numberOfTrailingZeros(candidates);
            if ((shape.fromFile() >= 0 && (from & 7) != shape.fromFile())
                    || (shape.fromRank() >= 0 && (from >>> 3) != shape.fromRank())) {
                continue;
            }
            int packed = from | (target.index() << 6);
            Position next = position.playIfLegal(packed);
            if (next != null) {
                if (found != NONE) {
                    return NONE;
                }
                found = packed;
                after[0] = next;
            }
        }
        return found;
    }

    private static int fastPawn(Position position, MoveShape shape, Side side, Square target, boolean occupied,
                                Position[] after) {
        int dir = side == Side.WHITE ? 1 : -1;
        int lastRank = side == Side.WHITE ? 7 : 0;
        boolean promotes = shape.toRank() == lastRank;
        if (promotes != (shape.promotion() != null)) {
            return NONE;
        }
        int fromRank = shape.toRank() - dir;
        if (fromRank < 0 || fromRank > 7) {
            return NONE;
        }
        int flags = 0;
        Square from;
        if (shape.fromFile() >= 0 && shape.fromFile() != shape.toFile()) {
            if (Math.abs(shape.fromFile() - shape.toFile()) != 1) {
                return NONE;
            }
            from = Square.of(shape.fromFile(), fromRank);
            if (!occupied) {
                if (position.enPassantSquare().orElse(null) != target) {
                    return NONE;
                }
                flags = PackedMove.EN_PASSANT;
            }
        } else {
            if (shape.capture() || occupied) {
                return NONE;
            }
            from = Square.of(shape.toFile(), fromRank);
            if (position.isEmpty(from)) {
                int startRank = side == Side.WHITE ? 1 : 6;
                int twoBack = shape.toRank() - 2 * dir;
                if (twoBack != startRank) {
                    return NONE;
                }
                from = Square.of(shape.toFile(), twoBack);
                flags = PackedMove.DOUBLE_STEP;
            }
        }
        if ((shape.fromRank() >= 0 && from.rank() != shape.fromRank())
                || !position.holds(from, side, PieceType.PAWN)) {
            return NONE;
        }
        int promo = shape.promotion() == null ? 0 : shape.promotion().ordinal();
        int packed = from.index() | (target.index() << 6) | (promo << 12) | flags;
        Position next = position.playIfLegal(packed);
        if (next == null) {
            return NONE;
        }
        after[0] = next;
        return packed;
    }

    /** Index into {@code legal} of the one move the shape means, or {@link #NONE} or {@link #AMBIGUOUS}. */
    static int find(Position position, int[] legal, int count, MoveShape shape) {
        if (!promotionChoice(shape)) {
            return NONE;
        }
        if (shape.castling() != null) {
            return findCastling(legal, count, shape.castling());
        }
        if (shape.pieces().isEmpty()) {
            return findFrom(position, legal, count, shape, null);
        }
        int result = NONE;
        for (PieceType type : shape.pieces()) {
            int r = findFrom(position, legal, count, shape, type);
            if (r >= 0) {
                return r;
            }
            if (result == NONE) {
                result = r;
            }
        }
        return result;
    }

    private static int findCastling(int[] legal, int count, CastlingSide side) {
        for (int i = 0; i < count; i++) {
            int m = legal[i];
            // the king's target (e1g1) or, in Chess960, its own rook (e1h1) lies on the wing's side
            boolean kingside = (PackedMove.to(m) & 7) > (PackedMove.from(m) & 7);
            if (PackedMove.isCastle(m) && kingside == (side == CastlingSide.KINGSIDE)) {
                return i;
            }
        }
        return NONE;
    }

    /** Moves matching the shape with pieces of {@code type} (null: whatever stands on the given start square). */
    private static int findFrom(Position position, int[] legal, int count, MoveShape shape, PieceType type) {
        int found = NONE;
        for (int i = 0; i < count; i++) {
            if (matches(position, legal[i], shape, type)) {
                if (found >= 0) {
                    return AMBIGUOUS;
                }
                found = i;
            }
        }
        return found;
    }

    private static boolean matches(Position position, int m, MoveShape shape, PieceType type) {
        int from = PackedMove.from(m);
        int to = PackedMove.to(m);
        if (to != shape.toIndex() && ((m & PackedMove.CASTLE) == 0 || !kingOntoOwnRook(m, shape, type))) {
            return false;
        }
        if ((shape.fromFile() >= 0 && (from & 7) != shape.fromFile())
                || (shape.fromRank() >= 0 && (from >>> 3) != shape.fromRank())) {
            return false;
        }
        int promotion = shape.promotion() == null ? 0 : shape.promotion().ordinal();
        if (PackedMove.promotionOrdinal(m) != promotion) {
            return false;
        }
        if (type == null) {
            return true;
        }
        if (type == PieceType.PAWN && shape.fromFile() < 0 && (shape.capture() != ((from & 7) != (to & 7)))) {
            return false;
        }
        return SanWriter.mover(position, m) == type;
    }

    /** e1h1 or Ke1h1: the king onto its own rook, meaning castling on that side. */
    private static boolean kingOntoOwnRook(int m, MoveShape shape, PieceType type) {
        if (!PackedMove.isCastle(m) || !shape.fromSquareGiven() || (type != null && type != PieceType.KING)) {
            return false;
        }
        int to = PackedMove.to(m);
        int rookFile = (to & 7) == 6 ? 7 : 0;
        return shape.toRank() == (to >>> 3) && shape.toFile() == rookFile;
    }

    /** Why no single legal move matches the shape: ambiguity, a missing or unreaching piece, or the rules' reason. */
    static NotationError explain(Position position, int[] legal, int count, MoveShape shape, String text) {
        Side side = position.sideToMove();
        if (shape.castling() != null) {
            Square king = position.kingSquare(side);
            Square home = side == Side.WHITE ? Square.E1 : Square.E8;
            if (king != null && king != home) {
                return new NotationError.Illegal(text,
                        new IllegalMoveReason.CastlingKingHasMoved(side, shape.castling()));
            }
            Square target = Square.of(shape.castling() == CastlingSide.KINGSIDE ? 6 : 2, side == Side.WHITE ? 0 : 7);
            return rulesReason(position, king, target, null, text, List.of());
        }
        Square to = Square.of(shape.toFile(), shape.toRank());
        if (shape.pieces().isEmpty()
                || (shape.fromSquareGiven() && ownedBy(position, Square.of(shape.fromFile(), shape.fromRank()),
                        side.opposite()))) {
            Square from = Square.of(shape.fromFile(), shape.fromRank());
            return rulesReason(position, from, to, shape.promotion(), text, List.of());
        }
        if (shape.promotion() == PieceType.KING || shape.promotion() == PieceType.PAWN) {
            NotationError pawnReason = promotionReason(position, shape, to, text);
            if (pawnReason != null) {
                return pawnReason;
            }
        }
        PieceType type = firstPresent(position, shape.pieces(), side);
        if (type == null) {
            NotationError theirs = opponentsTurn(position, shape, to, text);
            return theirs != null ? theirs : new NotationError.NoSuchPiece(text, Piece.of(side, shape.pieces().get(0)));
        }
        Piece piece = Piece.of(side, type);
        if (findFrom(position, legal, count, shape, type) == AMBIGUOUS) {
            return new NotationError.Ambiguous(text, piece, to, candidates(position, legal, count, shape, type));
        }
        List<PlacedPiece> named = new ArrayList<>();
        List<PlacedPiece> reaching = new ArrayList<>();
        for (Square s : position.squaresOf(piece)) {
            if ((shape.fromFile() >= 0 && s.file() != shape.fromFile())
                    || (shape.fromRank() >= 0 && s.rank() != shape.fromRank())) {
                continue;
            }
            PlacedPiece placed = new PlacedPiece(piece, s);
            named.add(placed);
            if (reaches(type, side, s, to, shape.capture() || (shape.fromFile() >= 0 && shape.fromFile() != to.file()))) {
                reaching.add(placed);
            }
        }
        if (reaching.isEmpty()) {
            if (named.isEmpty() && shape.fromFile() >= 0 && shape.fromRank() < 0
                    && opponentsTurn(position, shape, to, text) == null) {
                // "cxd3" with no pawn on the c file: naming the d-pawn's squares would be untrue
                return new NotationError.NoneOnThatFile(text, piece, String.valueOf((char) ('a' + shape.fromFile())));
            }
            if (named.contains(new PlacedPiece(piece, to))) {
                return new NotationError.Illegal(text, new IllegalMoveReason.SameSquare(to));
            }
            NotationError theirs = opponentsTurn(position, shape, to, text);
            if (theirs != null) {
                return theirs;
            }
            List<PlacedPiece> all = named.isEmpty()
                    ? position.squaresOf(piece).stream().map(s -> new PlacedPiece(piece, s)).toList()
                    : List.copyOf(named);
            return new NotationError.NoPieceCanReach(text, piece, to, all);
        }
        return rulesReason(position, reaching.get(0).square(), to, shape.promotion(), text, named);
    }

    /** No promotion written, or one a pawn may become (a king or pawn is read only to explain the refusal). */
    private static boolean promotionChoice(MoveShape shape) {
        return shape.promotion() == null || shape.promotion().isPromotionChoice();
    }

    private static boolean ownedBy(Position position, Square square, Side side) {
        return position.pieceAt(square).map(p -> p.side() == side).orElse(false);
    }

    /**
     * When none of the mover's pieces of the kind named can go there but one of the opponent's could:
     * the player is moving the wrong side, so say whose turn it is, naming that piece; else null.
     */
    private static NotationError opponentsTurn(Position position, MoveShape shape, Square to, String text) {
        Side side = position.sideToMove();
        Side other = side.opposite();
        if (ownedBy(position, to, other)) {
            return null;
        }
        for (PieceType type : shape.pieces()) {
            Piece theirs = Piece.of(other, type);
            for (Square s : position.squaresOf(theirs)) {
                if ((shape.fromFile() >= 0 && s.file() != shape.fromFile())
                        || (shape.fromRank() >= 0 && s.rank() != shape.fromRank())) {
                    continue;
                }
                boolean capture = position.pieceAt(to).isPresent();
                boolean can = type == PieceType.PAWN
                        ? reaches(type, other, s, to, capture) && (capture || pathClear(position, s, to))
                        : reaches(type, other, s, to, false)
                        && (type == PieceType.KNIGHT || type == PieceType.KING || pathClear(position, s, to));
                if (can) {
                    return new NotationError.Illegal(text,
                            new IllegalMoveReason.NotYourTurn(new PlacedPiece(theirs, s), side));
                }
            }
        }
        return null;
    }

    /** Whether every square strictly between two squares on a line is empty. */
    private static boolean pathClear(Position position, Square from, Square to) {
        int df = Integer.signum(to.file() - from.file());
        int dr = Integer.signum(to.rank() - from.rank());
        int f = from.file() + df;
        int r = from.rank() + dr;
        while (f != to.file() || r != to.rank()) {
            if (!position.isEmpty(Square.of(f, r))) {
                return false;
            }
            f += df;
            r += dr;
        }
        return true;
    }

    /** A pawn move onto its last rank asking for a king or a pawn: the rules' promotion reason, or null. */
    private static NotationError promotionReason(Position position, MoveShape shape, Square to, String text) {
        Side side = position.sideToMove();
        if (!shape.pieces().contains(PieceType.PAWN)) {
            return null;
        }
        Piece pawn = Piece.of(side, PieceType.PAWN);
        for (Square s : position.squaresOf(pawn)) {
            if ((shape.fromFile() >= 0 && s.file() != shape.fromFile())
                    || (shape.fromFile() < 0 && s.file() != to.file())
                    || (shape.fromRank() >= 0 && s.rank() != shape.fromRank())) {
                continue;
            }
            boolean capture = shape.capture() || s.file() != to.file();
            if (reaches(PieceType.PAWN, side, s, to, capture)) {
                return rulesReason(position, s, to, shape.promotion(), text, List.of());
            }
        }
        return null;
    }

    private static PieceType firstPresent(Position position, List<PieceType> types, Side side) {
        for (PieceType t : types) {
            if (position.count(Piece.of(side, t)) > 0) {
                return t;
            }
        }
        return null;
    }

    private static List<PlacedPiece> candidates(Position position, int[] legal, int count, MoveShape shape,
                                                PieceType type) {
        List<PlacedPiece> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            if (matches(position, legal[i], shape, type)) {
                Square from = Square.of(PackedMove.from(legal[i]));
                PlacedPiece p = new PlacedPiece(position.pieceAt(from).orElseThrow(), from);
                if (!out.contains(p)) {
                    out.add(p);
                }
            }
        }
        return List.copyOf(out);
    }

    /** The rules' own reason for the one intended piece and squares. */
    private static NotationError rulesReason(Position position, Square from, Square to, PieceType promotion,
                                             String text, List<PlacedPiece> pieces) {
        if (from == null) {
            return new NotationError.NoSuchPiece(text, Piece.of(position.sideToMove(), PieceType.KING));
        }
        MoveCheck.Result r = MoveCheck.check(position, from, to, promotion);
        if (r instanceof MoveCheck.Illegal illegal) {
            return new NotationError.Illegal(text, illegal.reason());
        }
        // the rules accept the squares but the text said something else about them (a wrong promotion piece)
        Piece piece = position.pieceAt(from).orElseThrow();
        return new NotationError.NoPieceCanReach(text, piece, to,
                pieces.isEmpty() ? List.of(new PlacedPiece(piece, from)) : List.copyOf(pieces));
    }

    /** Whether a piece of this kind could go from {@code from} to {@code to} on an empty board. */
    private static boolean reaches(PieceType type, Side side, Square from, Square to, boolean pawnCapture) {
        int df = to.file() - from.file();
        int dr = to.rank() - from.rank();
        int adf = Math.abs(df);
        int adr = Math.abs(dr);
        if (adf == 0 && adr == 0) {
            return false;
        }
        int forward = side == Side.WHITE ? dr : -dr;
        return switch (type) {
            case KING -> adf <= 1 && adr <= 1;
            case KNIGHT -> adf * adr == 2;
            case BISHOP -> adf == adr;
            case ROOK -> adf == 0 || adr == 0;
            case QUEEN -> adf == adr || adf == 0 || adr == 0;
            case PAWN -> pawnCapture ? adf == 1 && forward == 1 : adf == 0 && (forward == 1 || forward == 2);
        };
    }
}
