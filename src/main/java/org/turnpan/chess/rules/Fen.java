package org.turnpan.chess.rules;

import java.util.Locale;
import java.util.Optional;

/** Forsyth-Edwards Notation in and out, with a structured error for every impossible position. */
public final class Fen {

    /**
     * The largest full-move number a FEN may give. No game gets near it: the 75-move rule ends even
     * the longest possible game before move 8,850. The limit keeps the counters far from wrapping
     * around to negative numbers however long a game is played on from the position.
     */
    public static final int MAX_FULLMOVE_NUMBER = 10_000;

    /**
     * The largest half-move clock a FEN may give: twice the largest move number, since the clock
     * counts half-moves (in a game it never passes 150, where the 75-move rule ends the game).
     */
    public static final int MAX_HALFMOVE_CLOCK = 2 * MAX_FULLMOVE_NUMBER;

    private static final int NOT_A_NUMBER = -1;
    private static final int TOO_LARGE = -2;

    private Fen() {
    }

    /** Either a position or the reason the text is not one. */
    public record Result(Position value, FenError problem) {
        public Optional<Position> position() {
            return Optional.ofNullable(value);
        }

        public Optional<FenError> error() {
            return Optional.ofNullable(problem);
        }

        public boolean isValid() {
            return value != null;
        }

        static Result ok(Position p) {
            return new Result(p, null);
        }

        static Result fail(FenError e) {
            return new Result(null, e);
        }
    }

    /**
     * Reads a FEN of standard chess; a castling field naming rook files (Shredder-FEN {@code HAha}, or
     * X-FEN's file letters) makes it a Chess960 position.
     */
    public static Result parse(String text) {
        return parse(text, false);
    }

    /**
     * Reads a FEN; with {@code chess960} the position is a Chess960 one and its castling field may be
     * X-FEN ({@code KQkq}: the outermost rook on that wing; a file letter for an inner rook) or
     * Shredder-FEN ({@code HAha}: the rooks' files).
     */
    public static Result parse(String text, boolean chess960) {
        if (text == null || text.isBlank()) {
            return Result.fail(new FenError.Empty());
        }
        String[] f = text.trim().split("\\s+");
        if (f.length < 4 || f.length > 6) {
            return Result.fail(new FenError.BadFieldCount(f.length));
        }
        String[] ranks = f[0].split("/", -1);
        if (ranks.length != 8) {
            return Result.fail(new FenError.BadRankCount(ranks.length));
        }
        long[] sides = new long[2];
        long[] types = new long[6];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    Optional<Piece> piece = Piece.fromFenLetter(c);
                    if (piece.isEmpty()) {
                        return Result.fail(new FenError.UnknownPieceLetter(c));
                    }
                    if (file > 7) {
                        return Result.fail(new FenError.BadRankLength(rank + 1));
                    }
                    long b = 1L << (rank * 8 + file);
                    sides[piece.get().side().ordinal()] |= b;
                    types[piece.get().type().ordinal()] |= b;
                    file++;
                }
            }
            if (file != 8) {
                return Result.fail(new FenError.BadRankLength(rank + 1));
            }
        }
        int side;
        if (f[1].equals("w")) {
            side = 0;
        } else if (f[1].equals("b")) {
            side = 1;
        } else {
            return Result.fail(new FenError.BadSideToMove(f[1]));
        }
        boolean variant = chess960 || f[2].chars().anyMatch(c -> (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h'));
        int castling = 0;
        int castleRooks = Position.CLASSICAL_ROOKS;
        if (!f[2].equals("-")) {
            for (char c : f[2].toCharArray()) {
                Optional<CastlingField.Right> right = CastlingField.read(c, variant, sides, types);
                if (right.isEmpty()) {
                    return Result.fail(new FenError.BadCastlingField(f[2]));
                }
                int bitValue = Position.castleBit(right.get().side(), right.get().wing());
                if ((castling & bitValue) != 0) {
                    return Result.fail(new FenError.BadCastlingField(f[2]));
                }
                if (right.get().rookSquare() < 0) {
                    return Result.fail(new FenError.CastlingRightWithoutPieces(right.get().side(), right.get().wing()));
                }
                castling |= bitValue;
                int shift = 6 * Integer.numberOfTrailingZeros(bitValue);
                castleRooks = (castleRooks & ~(63 << shift)) | (right.get().rookSquare() << shift);
            }
        }
        int ep = -1;
        if (!f[3].equals("-")) {
            Optional<Square> sq = Square.parse(f[3]);
            if (sq.isEmpty() || !f[3].equals(f[3].toLowerCase(Locale.ROOT))) {
                return Result.fail(new FenError.BadEnPassantField(f[3]));
            }
            ep = sq.get().index();
        }
        int half = 0;
        int full = 1;
        if (f.length >= 5) {
            half = counter(f[4], MAX_HALFMOVE_CLOCK);
            if (half < 0) {
                return Result.fail(half == TOO_LARGE ? new FenError.HalfmoveClockTooLarge(MAX_HALFMOVE_CLOCK)
                        : new FenError.BadMoveCounter(f[4]));
            }
        }
        if (f.length >= 6) {
            full = counter(f[5], MAX_FULLMOVE_NUMBER);
            if (full < 0) {
                return Result.fail(full == TOO_LARGE ? new FenError.FullmoveNumberTooLarge(MAX_FULLMOVE_NUMBER)
                        : new FenError.BadMoveCounter(f[5]));
            }
        }
        if (full == 0) {
            full = 1; // some writers number the first move 0
        }
        for (Side s : Side.values()) {
            int kings = Long.bitCount(types[5] & sides[s.ordinal()]);
            if (kings != 1) {
                return Result.fail(new FenError.WrongKingCount(s, kings));
            }
            if (Long.bitCount(sides[s.ordinal()]) > 16 || Long.bitCount(types[0] & sides[s.ordinal()]) > 8) {
                return Result.fail(new FenError.TooManyPieces(s));
            }
        }
        long backRanks = 0xFF000000000000FFL;
        if ((types[0] & backRanks) != 0) {
            return Result.fail(new FenError.PawnOnBackRank(Square.of(Long.numberOfTrailingZeros(types[0] & backRanks))));
        }
        for (Side s : variant ? new Side[0] : Side.values()) {
            long own = sides[s.ordinal()];
            int kingHome = s == Side.WHITE ? 4 : 60;
            for (CastlingSide cs : CastlingSide.values()) {
                if ((castling & Position.castleBit(s, cs)) == 0) {
                    continue;
                }
                int rookHome = (s == Side.WHITE ? 0 : 56) + cs.rookFile();
                boolean kingThere = (types[5] & own & (1L << kingHome)) != 0;
                boolean rookThere = (types[3] & own & (1L << rookHome)) != 0;
                if (!kingThere || !rookThere) {
                    return Result.fail(new FenError.CastlingRightWithoutPieces(s, cs));
                }
            }
        }
        if (ep >= 0) {
            // the pawn that just double-stepped must stand in front of the square, the square and the one
            // behind it must be empty, and the square must be on the right rank
            int epRank = ep >>> 3;
            int pawnSq = side == 0 ? ep - 8 : ep + 8;
            int origin = side == 0 ? ep + 8 : ep - 8;
            boolean rankOk = side == 0 ? epRank == 5 : epRank == 2;
            long occ = sides[0] | sides[1];
            boolean ok = rankOk && (types[0] & sides[side ^ 1] & (1L << pawnSq)) != 0
                    && (occ & (1L << ep)) == 0 && (occ & (1L << origin)) == 0;
            if (!ok) {
                return Result.fail(new FenError.ImpossibleEnPassant(Square.of(ep)));
            }
        }
        Position p = new Position(sides[0], sides[1], types[0], types[1], types[2], types[3], types[4], types[5],
                side, castling, ep, half, full, castleRooks, variant);
        Side notToMove = side == 0 ? Side.BLACK : Side.WHITE;
        if (p.isAttackedBy(p.kingSquare(notToMove), notToMove.opposite())) {
            return Result.fail(new FenError.SideNotToMoveInCheck(notToMove));
        }
        return Result.ok(p);
    }

    /**
     * A move counter field: its value, {@link #NOT_A_NUMBER} when it is not digits only, or
     * {@link #TOO_LARGE} when it is more than {@code limit} (however many digits it has).
     */
    private static int counter(String text, int limit) {
        if (text.isEmpty()) {
            return NOT_A_NUMBER;
        }
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return NOT_A_NUMBER;
            }
            value = Math.min(value * 10 + (c - '0'), limit + 1L);
        }
        return value > limit ? TOO_LARGE : (int) value;
    }

    /**
     * Shredder-FEN: as {@link #write}, but the castling field names each castling rook's file
     * ({@code HAha} in the classical setup).
     */
    public static String writeShredder(Position p) {
        String fen = write(p);
        if (p.castlingBits() == 0) {
            return fen;
        }
        String[] f = fen.split(" ");
        f[2] = CastlingField.write(p, true);
        return String.join(" ", f);
    }

    /**
     * FEN; for a Chess960 position X-FEN (the castling field {@code KQkq}, or a file letter for a
     * rook that is not the outermost), but Shredder-FEN when X-FEN would read back as standard chess.
     */
    public static String write(Position p) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Optional<Piece> piece = p.pieceAt(Square.of(file, rank));
                if (piece.isEmpty()) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(piece.get().fenLetter());
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(p.sideToMove() == Side.WHITE ? " w " : " b ");
        int c = p.castlingBits();
        if (c == 0) {
            sb.append('-');
        } else if (p.isChess960()) {
            String xfen = CastlingField.write(p, false);
            // KQkq on the standard squares would be read back as standard chess: name the files then
            boolean readsAsStandard = xfen.chars().noneMatch(ch -> Character.toLowerCase(ch) < 'i')
                    && p.castlingRook(Side.WHITE, CastlingSide.KINGSIDE).map(Square.H1::equals).orElse(true)
                    && p.castlingRook(Side.WHITE, CastlingSide.QUEENSIDE).map(Square.A1::equals).orElse(true)
                    && p.castlingRook(Side.BLACK, CastlingSide.KINGSIDE).map(Square.H8::equals).orElse(true)
                    && p.castlingRook(Side.BLACK, CastlingSide.QUEENSIDE).map(Square.A8::equals).orElse(true)
                    && ((c & (Position.WK | Position.WQ)) == 0 || Square.E1.equals(p.kingSquare(Side.WHITE)))
                    && ((c & (Position.BK | Position.BQ)) == 0 || Square.E8.equals(p.kingSquare(Side.BLACK)));
            sb.append(readsAsStandard ? CastlingField.write(p, true) : xfen);
        } else {
            if ((c & Position.WK) != 0) {
                sb.append('K');
            }
            if ((c & Position.WQ) != 0) {
                sb.append('Q');
            }
            if ((c & Position.BK) != 0) {
                sb.append('k');
            }
            if ((c & Position.BQ) != 0) {
                sb.append('q');
            }
        }
        sb.append(' ').append(p.enPassantSquare().map(Square::toString).orElse("-"));
        sb.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }
}
