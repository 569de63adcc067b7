package org.turnpan.chess.online;

import java.util.Optional;

/**
 * A personal API token. Its text leaves this object only through {@link #reveal()}, called for the
 * Authorization header and the token file; {@link #toString()} never shows it, so a token that
 * reaches a log or a sentence by mistake is not disclosed.
 */
public final class Token {

    private final String text;

    private Token(String text) {
        this.text = text;
    }

    /**
     * A typed or read token: letters, digits, {@code _} and {@code -} (lichess tokens look like
     * {@code lip_AbC123}), 8 to 256 characters, surrounding blanks removed; anything else is none.
     */
    public static Optional<Token> parse(String typed) {
        String t = typed == null ? "" : typed.strip();
        return t.matches("[A-Za-z0-9_\\-]{8,256}") ? Optional.of(new Token(t)) : Optional.empty();
    }

    /** The token's text, for the Authorization header and the token file only. */
    String reveal() {
        return text;
    }

    /** True when {@code s} holds this token (tests look for leaks with it). */
    public boolean appearsIn(CharSequence s) {
        return s != null && s.toString().contains(text);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Token other && other.text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return "Token[hidden]";
    }
}
