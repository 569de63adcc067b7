package org.turnpan.chess.rules;

import java.util.Optional;

/**
 * A move as the rules see it: from, to and an optional promotion piece. Castling is the king's
 * two-square move (e1g1); en passant is the pawn's diagonal step onto the empty en-passant square.
 */
public record Move(Square from, Square to, PieceType promotion) {

    public Move {
        if (from == null || to == null) {
            throw new IllegalArgumentException("from and to are required");
        }
        if (promotion != null && !promotion.isPromotionChoice()) {
            throw new IllegalArgumentException("not a promotion piece: " + promotion);
        }
    }

    public static Move of(Square from, Square to) {
        return new Move(from, to, null);
    }

    public static Move of(Square from, Square to, PieceType promotion) {
        return new Move(from, to, promotion);
    }

    public Optional<PieceType> promotionPiece() {
        return Optional.ofNullable(promotion);
    }

    public boolean isPromotion() {
        return promotion != null;
    }

    /** UCI / long algebraic without separators: "e2e4", "e7e8q". */
    public String uci() {
        return from.toString() + to + (promotion == null ? "" : String.valueOf(promotion.letter()));
    }

    /** Reads "e2e4" or "e7e8q"; anything else is empty. */
    public static Optional<Move> parseUci(String text) {
        if (text == null || (text.length() != 4 && text.length() != 5)) {
            return Optional.empty();
        }
        Optional<Square> f = Square.parse(text.substring(0, 2));
        Optional<Square> t = Square.parse(text.substring(2, 4));
        if (f.isEmpty() || t.isEmpty()) {
            return Optional.empty();
        }
        PieceType promo = null;
        if (text.length() == 5) {
            Optional<PieceType> p = PieceType.fromLetter(text.charAt(4));
            if (p.isEmpty() || !p.get().isPromotionChoice()) {
                return Optional.empty();
            }
            promo = p.get();
        }
        return Optional.of(new Move(f.get(), t.get(), promo));
    }

    @Override
    public String toString() {
        return uci();
    }
}
