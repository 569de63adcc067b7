package org.turnpan.chess.rules;

import java.util.Optional;

/** The six kinds of chessmen, with their English FEN/SAN letter. */
public enum PieceType {
    PAWN('p'), KNIGHT('n'), BISHOP('b'), ROOK('r'), QUEEN('q'), KING('k');

    private static final PieceType[] ALL = values();

    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** The type with this ordinal (0 = pawn ... 5 = king), without copying {@code values()}. */
    public static PieceType ofOrdinal(int ordinal) {
        return ALL[ordinal];
    }

    /** Lower-case English letter: p n b r q k. */
    public char letter() {
        return letter;
    }

    public boolean isSlider() {
        return this == BISHOP || this == ROOK || this == QUEEN;
    }

    /** The pieces a pawn may promote to. */
    public boolean isPromotionChoice() {
        return this == KNIGHT || this == BISHOP || this == ROOK || this == QUEEN;
    }

    /** Reads an English letter, either case. */
    public static Optional<PieceType> fromLetter(char c) {
        char l = Character.toLowerCase(c);
        for (PieceType t : values()) {
            if (t.letter == l) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
