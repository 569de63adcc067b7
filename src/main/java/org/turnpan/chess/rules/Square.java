package org.turnpan.chess.rules;

import java.util.Optional;

/** One of the 64 squares; {@code ordinal()} is a1 = 0, b1 = 1, ... h8 = 63. */
public enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8;

    private static final Square[] ALL = values();

    /** 0 = file a ... 7 = file h. */
    public int file() {
        return ordinal() & 7;
    }

    /** 0 = rank 1 ... 7 = rank 8. */
    public int rank() {
        return ordinal() >>> 3;
    }

    public int index() {
        return ordinal();
    }

    public char fileChar() {
        return (char) ('a' + file());
    }

    public char rankChar() {
        return (char) ('1' + rank());
    }

    /** a1 is a dark square. */
    public boolean isLight() {
        return ((file() + rank()) & 1) == 1;
    }

    public static Square of(int index) {
        return ALL[index];
    }

    public static Square of(int file, int rank) {
        return ALL[rank * 8 + file];
    }

    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    /** The square {@code df} files and {@code dr} ranks away, if it is on the board. */
    public Optional<Square> offset(int df, int dr) {
        int f = file() + df;
        int r = rank() + dr;
        return onBoard(f, r) ? Optional.of(of(f, r)) : Optional.empty();
    }

    /** Reads "e4" (case-insensitive); anything else is empty. */
    public static Optional<Square> parse(CharSequence text) {
        if (text == null || text.length() != 2) {
            return Optional.empty();
        }
        int f = Character.toLowerCase(text.charAt(0)) - 'a';
        int r = text.charAt(1) - '1';
        return onBoard(f, r) ? Optional.of(of(f, r)) : Optional.empty();
    }

    /** Lower-case algebraic name, e.g. "e4". */
    @Override
    public String toString() {
        return "" + fileChar() + rankChar();
    }
}
