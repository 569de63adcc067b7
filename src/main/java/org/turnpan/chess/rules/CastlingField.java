package org.turnpan.chess.rules;

import java.util.Optional;

/**
 * The castling field of a FEN in Chess960: X-FEN ({@code K}/{@code Q}: the outermost rook on that
 * wing of the king, a file letter for another rook) and Shredder-FEN (always the rook's file).
 */
final class CastlingField {

    private CastlingField() {
    }

    /** One right read from the field: the rook square is -1 when the king or a fitting rook is missing. */
    record Right(Side side, CastlingSide wing, int rookSquare) {
    }

    /**
     * Reads one character: {@code KQkq}, or in Chess960 a file letter ({@code A-H} white,
     * {@code a-h} black). Empty for any other character.
     */
    static Optional<Right> read(char c, boolean chess960, long[] sides, long[] types) {
        Side side = Character.isUpperCase(c) ? Side.WHITE : Side.BLACK;
        char lower = Character.toLowerCase(c);
        int base = side == Side.WHITE ? 0 : 56;
        long own = sides[side.ordinal()];
        long rank = 0xFFL << base;
        long king = types[5] & own & rank;
        long rooks = types[3] & own & rank;
        int kingFile = king == 0 ? -1 : Long.numberOfTrailingZeros(king) - base;
        if (lower == 'k' || lower == 'q') {
            CastlingSide wing = lower == 'k' ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE;
            if (!chess960) {
                return Optional.of(new Right(side, wing, base + wing.rookFile()));
            }
            if (kingFile < 0) {
                return Optional.of(new Right(side, wing, -1));
            }
            long beyond = wing == CastlingSide.KINGSIDE ? rooks & (rank & ~((2L << (base + kingFile)) - 1))
                    : rooks & ((1L << (base + kingFile)) - 1);
            if (beyond == 0) {
                return Optional.of(new Right(side, wing, -1));
            }
            int outermost = wing == CastlingSide.KINGSIDE ? 63 - Long.numberOfLeadingZeros(beyond)
                    : Long.numberOfTrailingZeros(beyond);
            return Optional.of(new Right(side, wing, outermost));
        }
        if (!chess960 || lower < 'a' || lower > 'h') {
            return Optional.empty();
        }
        int file = lower - 'a';
        if (kingFile < 0 || file == kingFile) {
            return Optional.of(new Right(side, file > kingFile ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE, -1));
        }
        CastlingSide wing = file > kingFile ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE;
        int square = base + file;
        return Optional.of(new Right(side, wing, (rooks & (1L << square)) != 0 ? square : -1));
    }

    /** The field of a Chess960 position: Shredder-FEN, or X-FEN with {@code shredder} false. */
    static String write(Position p, boolean shredder) {
        StringBuilder sb = new StringBuilder(4);
        for (Side side : Side.values()) {
            for (CastlingSide wing : CastlingSide.values()) {
                Optional<Square> rook = p.castlingRook(side, wing);
                if (rook.isEmpty()) {
                    continue;
                }
                boolean outermost = isOutermost(p, side, wing, rook.get());
                char letter = shredder || !outermost ? (char) ('a' + rook.get().file())
                        : wing == CastlingSide.KINGSIDE ? 'k' : 'q';
                sb.append(side == Side.WHITE ? Character.toUpperCase(letter) : letter);
            }
        }
        return sb.toString();
    }

    private static boolean isOutermost(Position p, Side side, CastlingSide wing, Square rook) {
        int step = wing == CastlingSide.KINGSIDE ? 1 : -1;
        Piece own = Piece.of(side, PieceType.ROOK);
        for (int file = rook.file() + step; file >= 0 && file < 8; file += step) {
            if (p.pieceAt(Square.of(file, rook.rank())).filter(own::equals).isPresent()) {
                return false;
            }
        }
        return true;
    }
}
