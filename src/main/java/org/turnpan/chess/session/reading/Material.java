package org.turnpan.chess.session.reading;

import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/** Material counted in pawns (pawn 1, knight 3, bishop 3, rook 5, queen 9). */
public final class Material {
    private Material() {
    }

    public static int value(PieceType type) {
        return switch (type) {
            case PAWN -> 1;
            case KNIGHT, BISHOP -> 3;
            case ROOK -> 5;
            case QUEEN -> 9;
            case KING -> 0;
        };
    }

    /** Total material of one side. */
    public static int of(Position position, Side side) {
        int sum = 0;
        for (PieceType t : PieceType.values()) {
            sum += value(t) * position.count(Piece.of(side, t));
        }
        return sum;
    }

    /** How far {@code side} is ahead (negative when behind). */
    public static int balance(Position position, Side side) {
        return of(position, side) - of(position, side.opposite());
    }
}
