package org.turnpan.chess.engine.builtin;

import org.turnpan.chess.rules.PackedMove;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * The engine's mirror of a {@link Position}: bitboards per piece and a square-to-piece table, kept
 * in step with {@link Position#playPacked} so evaluation and move ordering can read pieces fast.
 * Mutable scratch state owned by one search thread; piece codes are {@code side * 6 + type}.
 */
final class PieceBoards {
    static final int EMPTY = -1;

    final long[] pieces = new long[12];
    final long[] sides = new long[2];
    final int[] mailbox = new int[64];
    int sideToMove;

    void load(Position position) {
        java.util.Arrays.fill(pieces, 0L);
        sides[0] = 0L;
        sides[1] = 0L;
        java.util.Arrays.fill(mailbox, EMPTY);
        for (Square sq : position.occupiedSquares()) {
            Piece p = position.pieceAt(sq).orElseThrow();
            put(p.side().ordinal() * 6 + p.type().ordinal(), sq.index());
        }
        sideToMove = position.sideToMove().ordinal();
    }

    void copyFrom(PieceBoards other) {
        System.arraycopy(other.pieces, 0, pieces, 0, 12);
        sides[0] = other.sides[0];
        sides[1] = other.sides[1];
        System.arraycopy(other.mailbox, 0, mailbox, 0, 64);
        sideToMove = other.sideToMove;
    }

    long occupied() {
        return sides[0] | sides[1];
    }

    long pieces(int side, int type) {
        return pieces[side * 6 + type];
    }

    /** Type (0 pawn .. 5 king) of the piece on sq, or EMPTY. */
    int typeAt(int sq) {
        int code = mailbox[sq];
        return code == EMPTY ? EMPTY : code % 6;
    }

    /** Applies a move made by {@link Position#generate} for the side to move. */
    void play(int move) {
        int from = PackedMove.from(move);
        int to = PackedMove.to(move);
        int us = sideToMove;
        int moving = mailbox[from];
        if (PackedMove.isCastle(move)) {
            castle(from, to, us);
            sideToMove = us ^ 1;
            return;
        }
        if (mailbox[to] != EMPTY) {
            remove(to);
        }
        if (PackedMove.isEnPassant(move)) {
            remove(us == 0 ? to - 8 : to + 8);
        }
        remove(from);
        int promo = PackedMove.promotionOrdinal(move);
        put(promo != 0 ? us * 6 + promo : moving, to);
        sideToMove = us ^ 1;
    }

    /**
     * Castling: {@code to} is the king's target (e1g1) or, in Chess960, its own rook (e1h1); the king
     * lands on the g or c file and the rook on the f or d file.
     */
    private void castle(int from, int to, int us) {
        boolean kingside = to > from;
        int base = from & 56;
        int rookFrom = mailbox[to] == us * 6 + 3 ? to : (kingside ? from + 3 : from - 4);
        remove(from);
        remove(rookFrom);
        put(us * 6 + 5, base + (kingside ? 6 : 2));
        put(us * 6 + 3, base + (kingside ? 5 : 3));
    }

    private void put(int code, int sq) {
        long b = 1L << sq;
        pieces[code] |= b;
        sides[code / 6] |= b;
        mailbox[sq] = code;
    }

    private void remove(int sq) {
        int code = mailbox[sq];
        long b = ~(1L << sq);
        pieces[code] &= b;
        sides[code / 6] &= b;
        mailbox[sq] = EMPTY;
    }
}
