package org.turnpan.chess.notation.pgn;

import java.util.Arrays;

/**
 * The text of the lexer's current token: a growable run of characters, reused from token to token.
 * Smaller than a {@code StringBuilder} (no Latin-1 compaction to keep), which keeps the lexer's
 * compiled code small.
 */
final class TokenText implements CharSequence {
    private char[] chars = new char[64];
    private int length;

    void clear() {
        length = 0;
    }

    void append(char c) {
        if (length == chars.length) {
            chars = Arrays.copyOf(chars, 2 * length);
        }
        chars[length++] = c;
    }

    void append(char[] from, int start, int count) {
        if (length + count > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(2 * chars.length, length + count));
        }
        System.arraycopy(from, start, chars, length, count);
        length += count;
    }

    /** Drops the first {@code count} characters. */
    void dropFirst(int count) {
        System.arraycopy(chars, count, chars, 0, length - count);
        length -= count;
    }

    @Override
    public int length() {
        return length;
    }

    @Override
    public char charAt(int index) {
        if (index >= length) {
            throw new IndexOutOfBoundsException(index);
        }
        return chars[index];
    }

    @Override
    public CharSequence subSequence(int start, int end) {
        return toString().substring(start, end);
    }

    @Override
    public String toString() {
        return new String(chars, 0, length);
    }
}
