package org.turnpan.chess.rules;

import static org.turnpan.chess.rules.AttackTables.BETWEEN;
import static org.turnpan.chess.rules.AttackTables.KING;
import static org.turnpan.chess.rules.AttackTables.KNIGHT;
import static org.turnpan.chess.rules.AttackTables.PAWN_ATTACKS;
import static org.turnpan.chess.rules.AttackTables.bishopAttacks;
import static org.turnpan.chess.rules.AttackTables.bit;
import static org.turnpan.chess.rules.AttackTables.rookAttacks;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * An immutable chess position: placement, side to move, castling rights, en-passant square and
 * the two move counters. {@link #play(Move)} returns a new position. Internally bitboards.
 */
public final class Position {
    public static final String START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    static final int WK = 1;
    static final int WQ = 2;
    static final int BK = 4;
    static final int BQ = 8;
    private static final int[] CASTLE_KEEP = new int[64];
    /** The rook squares of the four rights in standard chess: h1, a1, h8, a8 (6 bits each, WK WQ BK BQ). */
    static final int CLASSICAL_ROOKS = 7 | (0 << 6) | (63 << 12) | (56 << 18);

    static {
        java.util.Arrays.fill(CASTLE_KEEP, 15);
        CASTLE_KEEP[Square.E1.index()] &= ~(WK | WQ);
        CASTLE_KEEP[Square.H1.index()] &= ~WK;
        CASTLE_KEEP[Square.A1.index()] &= ~WQ;
        CASTLE_KEEP[Square.E8.index()] &= ~(BK | BQ);
        CASTLE_KEEP[Square.H8.index()] &= ~BK;
        CASTLE_KEEP[Square.A8.index()] &= ~BQ;
    }

    /** Occupancy by side (index Side.ordinal()). */
    private final long white;
    private final long black;
    /** Occupancy by type (index PieceType.ordinal()). */
    private final long pawns;
    private final long knights;
    private final long bishops;
    private final long rooks;
    private final long queens;
    private final long kings;
    private final int side;
    private final int castling;
    private final int epSquare;
    private final int halfmove;
    private final int fullmove;
    private final long hash;
    /** The home square of the rook of each castling right, 6 bits each in the order WK, WQ, BK, BQ. */
    private final int castleRooks;
    /** Chess960: castling is encoded as the king moving onto its own rook and the rooks may stand anywhere. */
    private final boolean chess960;

    Position(long white, long black, long pawns, long knights, long bishops, long rooks, long queens,
             long kings, int side, int castling, int epSquare, int halfmove, int fullmove) {
        this(white, black, pawns, knights, bishops, rooks, queens, kings, side, castling, epSquare, halfmove,
                fullmove, 0L, CLASSICAL_ROOKS, false);
    }

    Position(long white, long black, long pawns, long knights, long bishops, long rooks, long queens,
             long kings, int side, int castling, int epSquare, int halfmove, int fullmove, int castleRooks,
             boolean chess960) {
        this(white, black, pawns, knights, bishops, rooks, queens, kings, side, castling, epSquare, halfmove,
                fullmove, 0L, castleRooks, chess960);
    }

    private Position(long white, long black, long pawns, long knights, long bishops, long rooks, long queens,
                     long kings, int side, int castling, int epSquare, int halfmove, int fullmove, long hash,
                     int castleRooks, boolean chess960) {
        this.white = white;
        this.black = black;
        this.pawns = pawns;
        this.knights = knights;
        this.bishops = bishops;
        this.rooks = rooks;
        this.queens = queens;
        this.kings = kings;
        this.side = side;
        this.castling = castling;
        this.epSquare = epSquare;
        this.halfmove = halfmove;
        this.fullmove = fullmove;
        this.castleRooks = castleRooks;
        this.chess960 = chess960;
        this.hash = hash != 0L ? hash : computeHash();
    }

    private static final Position INITIAL = Fen.parse(START_FEN).position().orElseThrow();

    public static Position initial() {
        return INITIAL;
    }

    /**
     * Reads a FEN for code that knows the text is valid (tests, built-in data).
     *
     * @throws IllegalArgumentException with the structured error's description when it is not
     */
    public static Position fromFen(String fen) {
        Fen.Result result = Fen.parse(fen);
        return result.position().orElseThrow(() -> new IllegalArgumentException(
                "invalid FEN: " + result.error().map(Object::toString).orElse("?") + ": " + fen));
    }

    public String toFen() {
        return Fen.write(this);
    }

    // ------------------------------------------------------------------ queries

    public Side sideToMove() {
        return side == 0 ? Side.WHITE : Side.BLACK;
    }

    public Optional<Piece> pieceAt(Square square) {
        int sq = square.index();
        long b = bit(sq);
        if (((white | black) & b) == 0) {
            return Optional.empty();
        }
        return Optional.of(Piece.of((white & b) != 0 ? Side.WHITE : Side.BLACK, PieceType.ofOrdinal(typeAt(sq))));
    }

    /** True when a piece of {@code by} stands on the square. */
    public boolean isOccupiedBy(Square square, Side by) {
        return (sideBits(by.ordinal()) & bit(square.index())) != 0;
    }

    /** True when a {@code type} piece of {@code by} stands on the square. */
    public boolean holds(Square square, Side by, PieceType type) {
        return (sideBits(by.ordinal()) & bitsOf(type) & bit(square.index())) != 0;
    }

    public boolean isEmpty(Square square) {
        return ((white | black) & bit(square.index())) == 0;
    }

    /** The squares holding this piece, a1 first. */
    public List<Square> squaresOf(Piece piece) {
        return squares(bitsOf(piece.type()) & sideBits(piece.side().ordinal()));
    }

    /** Every occupied square with its piece, a1 first. */
    public List<Square> occupiedSquares() {
        return squares(white | black);
    }

    public int count(Piece piece) {
        return Long.bitCount(bitsOf(piece.type()) & sideBits(piece.side().ordinal()));
    }

    public Square kingSquare(Side s) {
        long k = kings & sideBits(s.ordinal());
        return k == 0 ? null : Square.of(Long.numberOfTrailingZeros(k));
    }

    public boolean hasCastlingRight(Side s, CastlingSide cs) {
        return (castling & castleBit(s, cs)) != 0;
    }

    static int castleBit(Side s, CastlingSide cs) {
        if (s == Side.WHITE) {
            return cs == CastlingSide.KINGSIDE ? WK : WQ;
        }
        return cs == CastlingSide.KINGSIDE ? BK : BQ;
    }

    int castlingBits() {
        return castling;
    }

    /**
     * True in a Chess960 game: the rooks and king may start anywhere on the back rank, and castling
     * is the king's move onto its own rook (e1h1, b8a8), as UCI_Chess960 writes it.
     */
    public boolean isChess960() {
        return chess960;
    }

    /** The same position in a Chess960 game (or not): only the way castling moves are written changes. */
    public Position asChess960(boolean on) {
        if (on == chess960) {
            return this;
        }
        if (!on && (castleRooks != CLASSICAL_ROOKS || !classicalKings())) {
            throw new IllegalArgumentException("not a standard chess castling setup: " + this);
        }
        return new Position(white, black, pawns, knights, bishops, rooks, queens, kings, side, castling, epSquare,
                halfmove, fullmove, hash, castleRooks, on);
    }

    private boolean classicalKings() {
        return ((castling & (WK | WQ)) == 0 || (kings & white & bit(4)) != 0)
                && ((castling & (BK | BQ)) == 0 || (kings & black & bit(60)) != 0);
    }

    /** The square of the rook that castles towards {@code cs}, while that right is held. */
    public Optional<Square> castlingRook(Side s, CastlingSide cs) {
        int right = castleBit(s, cs);
        return (castling & right) == 0 ? Optional.empty() : Optional.of(Square.of(rookSquare(right)));
    }

    /** The rook home square of one right bit (WK, WQ, BK or BQ). */
    int rookSquare(int right) {
        return (castleRooks >>> (6 * Integer.numberOfTrailingZeros(right))) & 63;
    }

    /** The rook squares of the rights held only (the others are no longer part of the position). */
    private int heldRooks() {
        int held = 0;
        for (int i = 0; i < 4; i++) {
            if ((castling & (1 << i)) != 0) {
                held |= castleRooks & (63 << (6 * i));
            }
        }
        return held;
    }

    /** The wing a castling move of the side to move goes towards (the king's target or its rook lies that way). */
    public static CastlingSide castlingSideOf(Move castling) {
        return castling.to().file() > castling.from().file() ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE;
    }

    /** The en-passant target square as recorded (set after a double step that an enemy pawn could take). */
    public Optional<Square> enPassantSquare() {
        return epSquare < 0 ? Optional.empty() : Optional.of(Square.of(epSquare));
    }

    /** True when an en-passant capture is legal right now. */
    public boolean canCaptureEnPassant() {
        if (epSquare < 0) {
            return false;
        }
        int[] buf = new int[256];
        int n = generate(buf, 0, false);
        for (int i = 0; i < n; i++) {
            if (PackedMove.isEnPassant(buf[i])) {
                return true;
            }
        }
        return false;
    }

    public int halfmoveClock() {
        return halfmove;
    }

    public int fullmoveNumber() {
        return fullmove;
    }

    /** Zobrist hash of placement, side, castling rights and recorded en-passant square. */
    public long zobrist() {
        return hash;
    }

    /**
     * Identity for the repetition rule: placement, side to move, castling rights and the en-passant
     * square only when an en-passant capture is really possible.
     */
    public RepetitionKey repetitionKey() {
        return new RepetitionKey(white, black, pawns, knights, bishops, rooks, queens, kings, side, castling,
                canCaptureEnPassant() ? epSquare : -1);
    }

    /** The value compared by the repetition rule. */
    public record RepetitionKey(long white, long black, long pawns, long knights, long bishops, long rooks,
                                long queens, long kings, int side, int castling, int epSquare) {
    }

    public boolean isCheck() {
        return kingAttacked(side);
    }

    /** True when side {@code s} (0 white, 1 black) has a king and the other side attacks it. */
    private boolean kingAttacked(int s) {
        long k = kings & sideBits(s);
        return k != 0 && (attackersTo(Long.numberOfTrailingZeros(k), white | black) & sideBits(s ^ 1)) != 0;
    }

    /** The enemy pieces giving check to the side to move. */
    public List<Square> checkers() {
        long k = kings & sideBits(side);
        if (k == 0) {
            return List.of();
        }
        return squares(attackersTo(Long.numberOfTrailingZeros(k), white | black) & sideBits(side ^ 1));
    }

    /** Pieces of {@code by} that attack {@code target} on the current board (x-rays not included). */
    public List<Square> attackers(Square target, Side by) {
        return squares(attackersTo(target.index(), white | black) & sideBits(by.ordinal()));
    }

    /** Pieces of {@code by} that would attack {@code target} if the squares in {@code vacated} were empty. */
    public List<Square> attackersIgnoring(Square target, Side by, List<Square> vacated) {
        long occ = white | black;
        for (Square s : vacated) {
            occ &= ~bit(s.index());
        }
        return squares(attackersTo(target.index(), occ) & sideBits(by.ordinal()) & occ);
    }

    /**
     * Fast path for move readers: the squares (as a bitboard, bit i = square index i) of the
     * {@code type} pieces of {@code by} that attack or could move onto {@code target} geometrically
     * on the current board (pins not considered; pawns: captures only).
     */
    public long attackersOfType(Square target, Side by, PieceType type) {
        // a piece attacks the target exactly when the same piece of the other side would attack it back
        int s = by.ordinal();
        return attacksOf(type.ordinal(), s ^ 1, target.index(), white | black) & sideBits(s) & bitsOf(type);
    }

    /**
     * Fast path for move readers: the packed castling move of the side to move towards {@code cs},
     * or -1 when it is not legal now (no right, a piece between, the king in check or passing or
     * landing on an attacked square), without generating the other moves.
     */
    public int castlingMove(CastlingSide cs) {
        boolean kingside = cs == CastlingSide.KINGSIDE;
        long ourKing = kings & sideBits(side);
        if (ourKing == 0) {
            return -1;
        }
        long occ = (white | black) ^ ourKing;
        long theirs = sideBits(side ^ 1);
        long attacked = 0;
        for (long b = kingPath(Long.numberOfTrailingZeros(ourKing), kingside); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if ((attackersTo(sq, occ) & theirs) != 0) {
                attacked |= bit(sq);
            }
        }
        return castlingIfSafe(kingside, attacked);
    }

    /**
     * The packed castling move of the side to move towards one wing, or -1 when it is not allowed:
     * it needs the right, the king and that rook at home, the squares between them empty, and no
     * square of the king's path in {@code attacked} (the squares the other side attacks).
     */
    private int castlingIfSafe(boolean kingside, long attacked) {
        int right = side == 0 ? (kingside ? WK : WQ) : (kingside ? BK : BQ);
        if ((castling & right) == 0) {
            return -1;
        }
        if (!chess960) {
            int home = side == 0 ? 4 : 60;
            long ours = sideBits(side);
            long between = (kingside ? 0x60L : 0x0EL) << (home - 4);
            if ((kings & ours & bit(home)) == 0 || (rooks & ours & bit(kingside ? home + 3 : home - 4)) == 0
                    || ((white | black) & between) != 0 || (attacked & kingPath(home, kingside)) != 0) {
                return -1;
            }
            return PackedMove.encode(home, kingside ? home + 2 : home - 2, PackedMove.CASTLE);
        }
        return castling960(kingside, right, attacked);
    }

    /**
     * Chess960 castling (FIDE 960 rules): the king and the rook of the right on the back rank, every
     * square between the king and its target and between the rook and its target (targets included)
     * empty but for those two, no square of the king's path attacked, and the king not attacked on its
     * target once the rook has left its square (an enemy rook behind it on the rank).
     */
    private int castling960(boolean kingside, int right, long attacked) {
        long ours = sideBits(side);
        long ourKing = kings & ours;
        int ksq = Long.numberOfTrailingZeros(ourKing);
        int rsq = rookSquare(right);
        int base = side == 0 ? 0 : 56;
        int kto = base + (kingside ? 6 : 2);
        int rto = base + (kingside ? 5 : 3);
        if ((ourKing & 0xFFL << base) == 0 || (rooks & ours & bit(rsq)) == 0) {
            return -1;
        }
        long pieces = bit(ksq) | bit(rsq);
        long mustBeEmpty = (BETWEEN[ksq][kto] | bit(kto) | BETWEEN[rsq][rto] | bit(rto)) & ~pieces;
        long occ = white | black;
        if ((occ & mustBeEmpty) != 0 || (attacked & kingPathTo(ksq, kto)) != 0) {
            return -1;
        }
        long after = (occ & ~pieces) | bit(kto) | bit(rto);
        if ((rookAttacks(kto, after) & (rooks | queens) & sideBits(side ^ 1)) != 0) {
            return -1;
        }
        return PackedMove.encode(ksq, rsq, PackedMove.CASTLE);
    }

    /** The squares the king stands on, crosses and lands on, castling from {@code home} towards one wing. */
    private long kingPath(int home, boolean kingside) {
        if (!chess960) {
            return (kingside ? 0x70L : 0x1CL) << (home - 4);
        }
        return kingPathTo(home, (home & 56) + (kingside ? 6 : 2));
    }

    private static long kingPathTo(int ksq, int kto) {
        return BETWEEN[ksq][kto] | bit(ksq) | bit(kto);
    }

    public boolean isAttackedBy(Square target, Side by) {
        return (attackersTo(target.index(), white | black) & sideBits(by.ordinal())) != 0;
    }

    /** Squares the piece on {@code from} attacks (or defends) on the current board. */
    public List<Square> attacksFrom(Square from) {
        int sq = from.index();
        long b = bit(sq);
        if (((white | black) & b) == 0) {
            return List.of();
        }
        int s = (white & b) != 0 ? 0 : 1;
        return squares(attacksOf(typeAt(sq), s, sq, white | black));
    }

    public List<Move> legalMoves() {
        int[] buf = new int[256];
        int n = generate(buf, 0, false);
        List<Move> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            out.add(PackedMove.toMove(buf[i]));
        }
        return Collections.unmodifiableList(out);
    }

    public List<Move> legalMovesFrom(Square from) {
        int[] buf = new int[256];
        int n = generate(buf, 0, false);
        List<Move> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (PackedMove.from(buf[i]) == from.index()) {
                out.add(PackedMove.toMove(buf[i]));
            }
        }
        return Collections.unmodifiableList(out);
    }

    public boolean hasLegalMove() {
        return generate(new int[256], 0, false) > 0;
    }

    public boolean isLegal(Move move) {
        return findPacked(move) != 0;
    }

    public boolean isCheckmate() {
        return isCheck() && !hasLegalMove();
    }

    public boolean isStalemate() {
        return !isCheck() && !hasLegalMove();
    }

    public boolean isCastling(Move move) {
        int m = findPacked(move);
        return m != 0 && PackedMove.isCastle(m);
    }

    public boolean isEnPassant(Move move) {
        int m = findPacked(move);
        return m != 0 && PackedMove.isEnPassant(m);
    }

    /** True for a legal move that takes a piece (en passant included). */
    public boolean isCapture(Move move) {
        int m = findPacked(move);
        return m != 0 && (PackedMove.isEnPassant(m) || ((white | black) & bit(move.to().index())) != 0);
    }

    /** The piece a legal move would take (the pawn for en passant), if any. */
    public Optional<Piece> capturedPiece(Move move) {
        int m = findPacked(move);
        if (m == 0) {
            return Optional.empty();
        }
        if (PackedMove.isEnPassant(m)) {
            return Optional.of(Piece.of(sideToMove().opposite(), PieceType.PAWN));
        }
        return pieceAt(move.to());
    }

    /**
     * Plays a legal move.
     *
     * @throws IllegalArgumentException if the move is not legal here (a programmer error: use
     *                                  {@link MoveCheck} for user input)
     */
    public Position play(Move move) {
        int m = findPacked(move);
        if (m == 0) {
            throw new IllegalArgumentException("illegal move " + move + " in " + toFen());
        }
        return playPacked(m);
    }

    private int findPacked(Move move) {
        int[] buf = new int[256];
        int n = generate(buf, 0, false);
        int want = move.from().index() | (move.to().index() << 6)
                | ((move.promotion() == null ? 0 : move.promotion().ordinal()) << 12);
        for (int i = 0; i < n; i++) {
            if ((buf[i] & 0x7FFF) == want) {
                return buf[i];
            }
        }
        return 0;
    }

    /** K v K, K+minor v K, and positions where every bishop stands on one colour and nothing else remains. */
    public boolean isInsufficientMaterial() {
        return !hasMatingMaterial(Side.WHITE) && !hasMatingMaterial(Side.BLACK);
    }

    /**
     * Whether {@code s} could possibly checkmate by any series of legal moves (used when the other
     * side's flag falls). Lone king, king and knight against a king with at most queens, and bishops
     * all on one colour against no pawns, knights or bishops of the other colour cannot mate.
     */
    public boolean hasMatingMaterial(Side s) {
        long own = sideBits(s.ordinal());
        long opp = sideBits(s.ordinal() ^ 1);
        if ((own & (pawns | rooks | queens)) != 0) {
            return true;
        }
        long ownKnights = own & knights;
        long ownBishops = own & bishops;
        if (ownKnights == 0 && ownBishops == 0) {
            return false;
        }
        if (ownBishops == 0 && Long.bitCount(ownKnights) == 1) {
            return (opp & ~kings & ~queens) != 0;
        }
        if (ownKnights == 0) {
            long light = 0x55AA55AA55AA55AAL;
            boolean allLight = (ownBishops & ~light) == 0;
            boolean allDark = (ownBishops & light) == 0;
            if (allLight || allDark) {
                long otherColour = allLight ? ~light : light;
                return (opp & (pawns | knights)) != 0 || (opp & bishops & otherColour) != 0;
            }
        }
        return true;
    }

    /** Number of leaf nodes of the legal move tree to {@code depth}. */
    public long perft(int depth) {
        if (depth <= 0) {
            return 1;
        }
        return perft(this, depth, new int[depth][256]);
    }

    private static long perft(Position p, int depth, int[][] buffers) {
        int[] buf = buffers[depth - 1];
        int n = p.generate(buf, 0, false);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n; i++) {
            total += perft(p.playPacked(buf[i]), depth - 1, buffers);
        }
        return total;
    }

    // ------------------------------------------------------------------ fast internals

    private long sideBits(int s) {
        return s == 0 ? white : black;
    }

    private long bitsOf(PieceType t) {
        switch (t) {
            case PAWN: return pawns;
            case KNIGHT: return knights;
            case BISHOP: return bishops;
            case ROOK: return rooks;
            case QUEEN: return queens;
            default: return kings;
        }
    }

    /** Piece type ordinal on sq, or -1 when empty. */
    int typeAt(int sq) {
        long b = bit(sq);
        if ((pawns & b) != 0) {
            return 0;
        }
        if ((knights & b) != 0) {
            return 1;
        }
        if ((bishops & b) != 0) {
            return 2;
        }
        if ((rooks & b) != 0) {
            return 3;
        }
        if ((queens & b) != 0) {
            return 4;
        }
        if ((kings & b) != 0) {
            return 5;
        }
        return -1;
    }

    private static List<Square> squares(long b) {
        List<Square> out = new ArrayList<>(Long.bitCount(b));
        while (b != 0) {
            out.add(Square.of(Long.numberOfTrailingZeros(b)));
            b &= b - 1;
        }
        return Collections.unmodifiableList(out);
    }

    private long attackersTo(int sq, long occ) {
        return (PAWN_ATTACKS[0][sq] & pawns & black)
                | (PAWN_ATTACKS[1][sq] & pawns & white)
                | (KNIGHT[sq] & knights)
                | (KING[sq] & kings)
                | (bishopAttacks(sq, occ) & (bishops | queens))
                | (rookAttacks(sq, occ) & (rooks | queens));
    }

    private static long attacksOf(int type, int s, int sq, long occ) {
        switch (type) {
            case 0: return PAWN_ATTACKS[s][sq];
            case 1: return KNIGHT[sq];
            case 2: return bishopAttacks(sq, occ);
            case 3: return rookAttacks(sq, occ);
            case 4: return bishopAttacks(sq, occ) | rookAttacks(sq, occ);
            default: return KING[sq];
        }
    }

    /**
     * Writes every legal move (or, with {@code capturesOnly}, the captures and promotions) into
     * {@code out} from {@code offset}; returns how many were written. For perft and the built-in engine.
     */
    public int generate(int[] out, int offset, boolean capturesOnly) {
        final int us = side;
        final int them = us ^ 1;
        final long ours = sideBits(us);
        final long theirs = sideBits(them);
        final long occ = ours | theirs;
        int n = offset;
        long ourKing = kings & ours;
        if (ourKing == 0) {
            return 0;
        }
        final int ksq = Long.numberOfTrailingZeros(ourKing);
        final long checkers = attackersTo(ksq, occ) & theirs;

        // squares the enemy attacks, seen through our king
        long seen = 0;
        final long occNoKing = occ ^ ourKing;
        long theirPawns = pawns & theirs;
        seen |= them == 0 ? ((theirPawns << 7) & ~0x8080808080808080L) | ((theirPawns << 9) & ~0x0101010101010101L)
                : ((theirPawns >>> 9) & ~0x8080808080808080L) | ((theirPawns >>> 7) & ~0x0101010101010101L);
        for (long b = knights & theirs; b != 0; b &= b - 1) {
            seen |= KNIGHT[Long.numberOfTrailingZeros(b)];
        }
        for (long b = (bishops | queens) & theirs; b != 0; b &= b - 1) {
            seen |= bishopAttacks(Long.numberOfTrailingZeros(b), occNoKing);
        }
        for (long b = (rooks | queens) & theirs; b != 0; b &= b - 1) {
            seen |= rookAttacks(Long.numberOfTrailingZeros(b), occNoKing);
        }
        seen |= KING[Long.numberOfTrailingZeros(kings & theirs)];

        final long targetMaskBase = capturesOnly ? theirs : ~ours;
        for (long b = KING[ksq] & ~ours & ~seen & targetMaskBase; b != 0; b &= b - 1) {
            out[n++] = PackedMove.encode(ksq, Long.numberOfTrailingZeros(b));
        }
        if (Long.bitCount(checkers) > 1) {
            return n - offset;
        }
        final long checkMask = checkers == 0 ? ~0L : (BETWEEN[ksq][Long.numberOfTrailingZeros(checkers)] | checkers);

        // pins
        long pinHV = 0;
        long pinD = 0;
        for (long s = rookAttacks(ksq, theirs) & (rooks | queens) & theirs; s != 0; s &= s - 1) {
            int sn = Long.numberOfTrailingZeros(s);
            long between = BETWEEN[ksq][sn];
            if (Long.bitCount(between & ours) == 1 && (between & theirs) == 0) {
                pinHV |= between | bit(sn);
            }
        }
        for (long s = bishopAttacks(ksq, theirs) & (bishops | queens) & theirs; s != 0; s &= s - 1) {
            int sn = Long.numberOfTrailingZeros(s);
            long between = BETWEEN[ksq][sn];
            if (Long.bitCount(between & ours) == 1 && (between & theirs) == 0) {
                pinD |= between | bit(sn);
            }
        }
        final long pinned = pinHV | pinD;
        final long moveMask = checkMask & targetMaskBase;

        // knights
        for (long b = knights & ours & ~pinned; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            for (long t = KNIGHT[from] & moveMask; t != 0; t &= t - 1) {
                out[n++] = PackedMove.encode(from, Long.numberOfTrailingZeros(t));
            }
        }
        // bishop-like
        for (long b = (bishops | queens) & ours & ~pinHV; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long t = bishopAttacks(from, occ) & moveMask;
            if ((pinD & bit(from)) != 0) {
                t &= pinD;
            }
            for (; t != 0; t &= t - 1) {
                out[n++] = PackedMove.encode(from, Long.numberOfTrailingZeros(t));
            }
        }
        // rook-like
        for (long b = (rooks | queens) & ours & ~pinD; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long t = rookAttacks(from, occ) & moveMask;
            if ((pinHV & bit(from)) != 0) {
                t &= pinHV;
            }
            for (; t != 0; t &= t - 1) {
                out[n++] = PackedMove.encode(from, Long.numberOfTrailingZeros(t));
            }
        }
        // pawns
        final int fwd = us == 0 ? 8 : -8;
        final int lastRankLo = us == 0 ? 56 : 0;
        final long startRank = us == 0 ? 0x000000000000FF00L : 0x00FF000000000000L;
        for (long b = pawns & ours; b != 0; b &= b - 1) {
            int from = Long.numberOfTrailingZeros(b);
            long fromBit = bit(from);
            long allowed = checkMask;
            if ((pinHV & fromBit) != 0) {
                allowed &= pinHV;
            } else if ((pinD & fromBit) != 0) {
                allowed &= pinD;
            }
            // captures
            long caps = PAWN_ATTACKS[us][from] & theirs & allowed;
            if ((pinHV & fromBit) != 0) {
                caps = 0;
            }
            for (; caps != 0; caps &= caps - 1) {
                int to = Long.numberOfTrailingZeros(caps);
                n = addPawnMove(out, n, from, to, lastRankLo, 0);
            }
            // pushes
            if ((pinD & fromBit) == 0) {
                int one = from + fwd;
                if ((occ & bit(one)) == 0) {
                    boolean promo = one >= lastRankLo && one < lastRankLo + 8;
                    if ((allowed & bit(one)) != 0 && (!capturesOnly || promo)) {
                        n = addPawnMove(out, n, from, one, lastRankLo, 0);
                    }
                    if (!capturesOnly && (startRank & fromBit) != 0) {
                        int two = one + fwd;
                        if ((occ & bit(two)) == 0 && (allowed & bit(two)) != 0) {
                            out[n++] = PackedMove.encode(from, two, PackedMove.DOUBLE_STEP);
                        }
                    }
                }
            }
        }
        // en passant
        if (epSquare >= 0) {
            int capSq = epSquare - fwd;
            for (long b = PAWN_ATTACKS[them][epSquare] & pawns & ours; b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                long after = (occ ^ bit(from) ^ bit(capSq)) | bit(epSquare);
                long theirAfter = theirs & ~bit(capSq);
                boolean exposed = (rookAttacks(ksq, after) & (rooks | queens) & theirAfter) != 0
                        || (bishopAttacks(ksq, after) & (bishops | queens) & theirAfter) != 0
                        || (KNIGHT[ksq] & knights & theirAfter) != 0
                        || (PAWN_ATTACKS[us][ksq] & pawns & theirAfter) != 0;
                if (!exposed) {
                    out[n++] = PackedMove.encode(from, epSquare, PackedMove.EN_PASSANT);
                }
            }
        }
        // castling
        if (!capturesOnly && checkers == 0) {
            int kingside = castlingIfSafe(true, seen);
            if (kingside >= 0) {
                out[n++] = kingside;
            }
            int queenside = castlingIfSafe(false, seen);
            if (queenside >= 0) {
                out[n++] = queenside;
            }
        }
        return n - offset;
    }

    private static int addPawnMove(int[] out, int n, int from, int to, int lastRankLo, int flags) {
        if (to >= lastRankLo && to < lastRankLo + 8) {
            out[n++] = PackedMove.promotion(from, to, PieceType.QUEEN);
            out[n++] = PackedMove.promotion(from, to, PieceType.KNIGHT);
            out[n++] = PackedMove.promotion(from, to, PieceType.ROOK);
            out[n++] = PackedMove.promotion(from, to, PieceType.BISHOP);
        } else {
            out[n++] = PackedMove.encode(from, to, flags);
        }
        return n;
    }

    /**
     * Fast path for move readers: the position after a pseudo-legal packed move of the side to
     * move, or null when that leaves the mover without a king or with its king attacked.
     */
    public Position playIfLegal(int move) {
        Position next = playPacked(move);
        boolean kingLeft = (next.kings & next.sideBits(side)) != 0;
        return kingLeft && !next.kingAttacked(side) ? next : null;
    }

    /** Plays a move produced by {@link #generate}; no legality check. */
    public Position playPacked(int move) {
        final int from = PackedMove.from(move);
        final int to = PackedMove.to(move);
        final int us = side;
        if (chess960 && (move & PackedMove.CASTLE) != 0) {
            return playCastling960(from, to);
        }
        final long fromBit = bit(from);
        final long toBit = bit(to);
        final long fromTo = fromBit | toBit;
        long w = white;
        long bl = black;
        long p = pawns;
        long n = knights;
        long b = bishops;
        long r = rooks;
        long q = queens;
        long k = kings;
        long h = hash ^ Zobrist.SIDE;
        if (epSquare >= 0) {
            h ^= Zobrist.EP_FILE[epSquare & 7];
        }
        h ^= Zobrist.CASTLING[castling];
        int moving = typeAt(from);
        int captured = typeAt(to);
        int half = halfmove + 1;
        if (captured >= 0) {
            long keep = ~toBit;
            switch (captured) {
                case 0: p &= keep; break;
                case 1: n &= keep; break;
                case 2: b &= keep; break;
                case 3: r &= keep; break;
                case 4: q &= keep; break;
                default: k &= keep; break;
            }
            if (us == 0) {
                bl &= keep;
            } else {
                w &= keep;
            }
            h ^= Zobrist.PIECE[(us ^ 1) * 6 + captured][to];
            half = 0;
        }
        switch (moving) {
            case 0: p ^= fromTo; half = 0; break;
            case 1: n ^= fromTo; break;
            case 2: b ^= fromTo; break;
            case 3: r ^= fromTo; break;
            case 4: q ^= fromTo; break;
            default: k ^= fromTo; break;
        }
        if (us == 0) {
            w ^= fromTo;
        } else {
            bl ^= fromTo;
        }
        h ^= Zobrist.PIECE[us * 6 + moving][from] ^ Zobrist.PIECE[us * 6 + moving][to];
        int promo = PackedMove.promotionOrdinal(move);
        if (promo != 0) {
            p ^= toBit;
            switch (promo) {
                case 1: n |= toBit; break;
                case 2: b |= toBit; break;
                case 3: r |= toBit; break;
                default: q |= toBit; break;
            }
            h ^= Zobrist.PIECE[us * 6][to] ^ Zobrist.PIECE[us * 6 + promo][to];
        }
        if ((move & PackedMove.EN_PASSANT) != 0) {
            int capSq = us == 0 ? to - 8 : to + 8;
            long capBit = bit(capSq);
            p ^= capBit;
            if (us == 0) {
                bl ^= capBit;
            } else {
                w ^= capBit;
            }
            h ^= Zobrist.PIECE[(us ^ 1) * 6][capSq];
        } else if ((move & PackedMove.CASTLE) != 0) {
            int rookFrom = to > from ? from + 3 : from - 4;
            int rookTo = to > from ? from + 1 : from - 1;
            long rft = bit(rookFrom) | bit(rookTo);
            r ^= rft;
            if (us == 0) {
                w ^= rft;
            } else {
                bl ^= rft;
            }
            h ^= Zobrist.PIECE[us * 6 + 3][rookFrom] ^ Zobrist.PIECE[us * 6 + 3][rookTo];
        }
        int cast = castling;
        if (cast != 0) {
            cast &= chess960 ? keep960(from, moving) & keep960(to, -1) : CASTLE_KEEP[from] & CASTLE_KEEP[to];
        }
        h ^= Zobrist.CASTLING[cast];
        int ep = -1;
        if ((move & PackedMove.DOUBLE_STEP) != 0) {
            int epSq = (from + to) >>> 1;
            long enemyPawns = p & (us == 0 ? bl : w);
            if ((PAWN_ATTACKS[us][epSq] & enemyPawns) != 0) {
                ep = epSq;
                h ^= Zobrist.EP_FILE[ep & 7];
            }
        }
        int full = us == 1 ? fullmove + 1 : fullmove;
        return new Position(w, bl, p, n, b, r, q, k, us ^ 1, cast, ep, half, full, h, castleRooks, chess960);
    }

    /** The castling rights kept when a piece of type {@code moving} (-1: any) leaves or is taken on {@code sq}. */
    private int keep960(int sq, int moving) {
        int keep = 15;
        if (moving == 5) {
            keep &= side == 0 ? ~(WK | WQ) : ~(BK | BQ);
        }
        for (int right = 1; right <= BQ; right <<= 1) {
            if ((castling & right) != 0 && rookSquare(right) == sq) {
                keep &= ~right;
            }
        }
        return keep;
    }

    /** Chess960 castling: the king (on {@code from}) and its rook (on {@code rookFrom}) go to the g/c and f/d files. */
    private Position playCastling960(int from, int rookFrom) {
        final int us = side;
        int base = us == 0 ? 0 : 56;
        boolean kingside = rookFrom > from;
        int kto = base + (kingside ? 6 : 2);
        int rto = base + (kingside ? 5 : 3);
        long ours = ((us == 0 ? white : black) & ~(bit(from) | bit(rookFrom))) | bit(kto) | bit(rto);
        long k = (kings & ~bit(from)) | bit(kto);
        long r = (rooks & ~bit(rookFrom)) | bit(rto);
        long h = hash ^ Zobrist.SIDE;
        if (epSquare >= 0) {
            h ^= Zobrist.EP_FILE[epSquare & 7];
        }
        h ^= Zobrist.PIECE[us * 6 + 5][from] ^ Zobrist.PIECE[us * 6 + 5][kto]
                ^ Zobrist.PIECE[us * 6 + 3][rookFrom] ^ Zobrist.PIECE[us * 6 + 3][rto];
        int cast = castling & (us == 0 ? ~(WK | WQ) : ~(BK | BQ));
        h ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[cast];
        int full = us == 1 ? fullmove + 1 : fullmove;
        return new Position(us == 0 ? ours : white, us == 0 ? black : ours, pawns, knights, bishops, r, queens, k,
                us ^ 1, cast, -1, halfmove + 1, full, h, castleRooks, chess960);
    }

    private long computeHash() {
        long h = side == 1 ? Zobrist.SIDE : 0;
        for (long occ = white | black; occ != 0; occ &= occ - 1) {
            int sq = Long.numberOfTrailingZeros(occ);
            int s = (white & bit(sq)) != 0 ? 0 : 1;
            h ^= Zobrist.PIECE[s * 6 + typeAt(sq)][sq];
        }
        h ^= Zobrist.CASTLING[castling];
        if (epSquare >= 0) {
            h ^= Zobrist.EP_FILE[epSquare & 7];
        }
        return h == 0 ? 1 : h;
    }

    // ------------------------------------------------------------------ identity

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Position x)) {
            return false;
        }
        return white == x.white && black == x.black && pawns == x.pawns && knights == x.knights
                && bishops == x.bishops && rooks == x.rooks && queens == x.queens && kings == x.kings
                && side == x.side && castling == x.castling && epSquare == x.epSquare
                && heldRooks() == x.heldRooks() && (castling == 0 || chess960 == x.chess960)
                && halfmove == x.halfmove && fullmove == x.fullmove;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(hash) * 31 + halfmove * 7 + fullmove;
    }

    @Override
    public String toString() {
        return toFen();
    }
}
