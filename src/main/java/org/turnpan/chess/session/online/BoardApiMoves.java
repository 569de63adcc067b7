package org.turnpan.chess.session.online;

import java.util.Optional;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Square;

/**
 * Moves as lichess's Board API writes them (UCI), to and from our {@link Move}s. Castling is the
 * one difference: in a Chess960 game, and in a game from a position (Chess960 under the hood on
 * lichess, lila issue 7750), lichess writes and expects the king onto its own rook ({@code e1h1},
 * {@code b1a1}); in a standard game it takes the king's two squares ({@code e1g1}) and may write
 * either. Our Chess960 positions already write castling as the king onto its rook; a standard
 * position writes the king's two squares.
 */
final class BoardApiMoves {
    private BoardApiMoves() {
    }

    /** {@code move}, legal in {@code position}, as it is sent: castling as the king onto its rook when {@code ontoRook}. */
    static String toServer(Position position, Move move, boolean ontoRook) {
        if (!ontoRook || position.isChess960() || !isStandardCastling(position, move)) {
            return move.uci();
        }
        Square rook = Square.of(move.to().file() > move.from().file() ? 7 : 0, move.from().rank());
        return Move.of(move.from(), rook).uci();
    }

    /**
     * A move the server wrote, in {@code position}: as written when legal; in a standard position,
     * castling written as the king onto its rook ({@code e1h1}) is the king's two squares. Empty when
     * the text is no legal move here.
     */
    static Optional<Move> fromServer(Position position, String uci) {
        Optional<Move> parsed = Move.parseUci(uci);
        if (parsed.isEmpty()) {
            return Optional.empty();
        }
        Move m = parsed.get();
        if (position.isLegal(m)) {
            return Optional.of(m);
        }
        if (position.isChess960()) {
            // a Chess960 castling is already the king onto its rook: nothing else is read as one
            return Optional.empty();
        }
        var piece = position.pieceAt(m.from());
        var target = position.pieceAt(m.to());
        if (piece.isPresent() && piece.get().type() == PieceType.KING && target.isPresent()
                && target.get().type() == PieceType.ROOK && target.get().side() == piece.get().side()) {
            int dir = Integer.signum(m.to().file() - m.from().file());
            for (Move legal : position.legalMovesFrom(m.from())) {
                if (legal.to().rank() == m.from().rank() && legal.to().file() - m.from().file() == 2 * dir) {
                    return Optional.of(legal);
                }
            }
        }
        return Optional.empty();
    }

    /** A standard position's castling: the king's two squares along its rank. */
    private static boolean isStandardCastling(Position position, Move move) {
        return position.pieceAt(move.from()).map(p -> p.type() == PieceType.KING).orElse(false)
                && move.from().rank() == move.to().rank() && Math.abs(move.to().file() - move.from().file()) == 2;
    }
}
