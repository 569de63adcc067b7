package org.turnpan.chess.rules;

import java.util.Optional;

/** A chessman of one side. */
public record Piece(Side side, PieceType type) {

    private static final Piece[] ALL = new Piece[12];

    static {
        for (Side s : Side.values()) {
            for (PieceType t : PieceType.values()) {
                ALL[s.ordinal() * 6 + t.ordinal()] = new Piece(s, t);
            }
        }
    }

    public Piece {
        if (side == null || type == null) {
            throw new IllegalArgumentException("side and type are required");
        }
    }

    public static Piece of(Side side, PieceType type) {
        return ALL[side.ordinal() * 6 + type.ordinal()];
    }

    /** FEN letter: upper case for white, lower case for black. */
    public char fenLetter() {
        return side == Side.WHITE ? Character.toUpperCase(type.letter()) : type.letter();
    }

    public static Optional<Piece> fromFenLetter(char c) {
        return PieceType.fromLetter(c).map(t -> of(Character.isUpperCase(c) ? Side.WHITE : Side.BLACK, t));
    }
}
