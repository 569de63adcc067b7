package org.turnpan.chess.notation.pgn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Splits PGN text into tokens over a fixed buffer, so a file of any size is read in constant
 * memory. Tracks line and column (1-based) of each token. Tolerates BOMs and other invisible
 * characters (read as spaces), CRLF, unclosed tag quotes (the value ends with the line) and
 * {@code %} escape lines.
 */
final class PgnLexer {

    enum Kind { TAG, COMMENT, NAG, OPEN, CLOSE, SYMBOL, RESULT, UNCLOSED_COMMENT, EOF }

    private final Reader in;
    private final char[] buf = new char[1 << 16];
    private int pos;
    private int len;
    private int line = 1;
    private int column;
    private int pushedBack = -2;

    /** The current token. */
    private Kind kind;
    private int tokenLine;
    private int tokenColumn;
    private boolean blankLineBefore;
    /** Symbol or comment text, or the tag name. */
    private final StringBuilder text = new StringBuilder(64);
    private final StringBuilder value = new StringBuilder(64);
    private int nag;
    private boolean replay;
    /** The move number written before the current symbol ("12." or "12...") or -1. */
    private int moveNumber;

    PgnLexer(Reader in) {
        this.in = in;
    }

    Kind kind() {
        return kind;
    }

    int line() {
        return tokenLine;
    }

    int column() {
        return tokenColumn;
    }

    /** A blank line (or the start of the text) came between the previous token and this one. */
    boolean blankLineBefore() {
        return blankLineBefore;
    }

    /** Symbol text, comment text (whitespace runs folded to one space, trimmed) or tag name. */
    CharSequence text() {
        return text;
    }

    /** Tag value, unescaped. */
    String value() {
        return value.toString();
    }

    /** The move number written right before this symbol (with or without a space), or -1. */
    int moveNumber() {
        return moveNumber;
    }

    /** NAG number, or for a RESULT token: 1 white won, 2 black won, 3 draw, 4 unknown. */
    int number() {
        return nag;
    }

    /** Makes the next {@link #advance()} return the current token again. */
    void pushBack() {
        replay = true;
    }

    private int read() {
        if (pushedBack != -2) {
            int c = pushedBack;
            pushedBack = -2;
            return c;
        }
        if (pos == len) {
            try {
                len = in.read(buf, 0, buf.length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            pos = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        char c = buf[pos++];
        if (c == '\n') {
            line++;
            column = 0;
        } else {
            column++;
        }
        return c;
    }

    private void unread(int c) {
        pushedBack = c;
    }

    private static boolean isSpace(int c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\uFEFF' || c == '\u00A0' || c == '\u200B'
                || c == '\u200E' || c == '\u200F' || c == '\f' || c == '\u000B' || c == '\u2060';
    }

    private static boolean isDelimiter(int c) {
        return c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ';' || c == '$'
                || c == '"';
    }

    Kind advance() {
        if (replay) {
            replay = false;
            return kind;
        }
        int newlines = 0;
        moveNumber = -1;
        while (true) {
            text.setLength(0);
            int c = read();
            while (c != -1 && isSpace(c)) {
                if (c == '\n') {
                    newlines++;
                }
                c = read();
            }
            if (c == '%' && column == 1) {
                while (c != -1 && c != '\n') {
                    c = read();
                }
                unread(c);
                continue;
            }
            blankLineBefore = newlines >= 2 || tokenLine == 0;
            tokenLine = line;
            tokenColumn = column;
            if (c == -1) {
                return kind = Kind.EOF;
            }
            switch (c) {
                case '[' -> tag();
                case '{' -> braceComment();
                case ';' -> lineComment();
                case '(' -> kind = Kind.OPEN;
                case ')' -> kind = Kind.CLOSE;
                case '$' -> numericNag();
                case '*' -> result(4);
                case '}', ']', '"' -> {
                    continue; // stray closing marks: nothing to read
                }
                default -> {
                    if (!symbol(c)) {
                        continue;
                    }
                }
            }
            return kind;
        }
    }

    private void tag() {
        kind = Kind.TAG;
        value.setLength(0);
        int c = read();
        while (c == ' ' || c == '\t') {
            c = read();
        }
        while (c != -1 && !isSpace(c) && c != '"' && c != ']') {
            text.append((char) c);
            c = read();
        }
        while (c == ' ' || c == '\t') {
            c = read();
        }
        if (c == '"') {
            c = read();
            while (c != -1 && c != '\n' && c != '\r') {
                if (c == '"') {
                    // the closing quote is the one followed by ']' or the end of the line
                    int spaces = 0;
                    int d = read();
                    while (d == ' ' || d == '\t') {
                        spaces++;
                        d = read();
                    }
                    if (d == ']' || d == '\n' || d == '\r' || d == -1) {
                        if (d != ']') {
                            unread(d);
                        }
                        return;
                    }
                    value.append('"');
                    value.append(" ".repeat(spaces));
                    c = d;
                    continue;
                }
                if (c == '\\') {
                    int d = read();
                    if (d == '"' || d == '\\') {
                        c = d;
                    } else {
                        value.append('\\');
                        c = d;
                        continue;
                    }
                }
                value.append((char) c);
                c = read();
            }
            if (c != '"') {
                // unclosed quote: the value ends with the line; drop a closing bracket written there
                trimEnd(value);
                if (value.length() > 0 && value.charAt(value.length() - 1) == ']') {
                    value.setLength(value.length() - 1);
                }
                unread(c);
                return;
            }
            c = read();
        }
        while (c == ' ' || c == '\t') {
            c = read();
        }
        if (c != ']') {
            unread(c);
        }
    }

    private static void trimEnd(StringBuilder sb) {
        int n = sb.length();
        while (n > 0 && sb.charAt(n - 1) <= ' ') {
            n--;
        }
        sb.setLength(n);
    }

    private void braceComment() {
        int c = commentText('}');
        kind = c == -1 ? Kind.UNCLOSED_COMMENT : Kind.COMMENT;
    }

    private void lineComment() {
        unread(commentText('\n'));
        kind = Kind.COMMENT;
    }

    /**
     * Reads comment text into {@code text} up to {@code end} or the end of input, folding runs of
     * white space into one space; returns the character that stopped it (-1 at the end of input).
     */
    private int commentText(int end) {
        int c = read();
        boolean space = false;
        while (c != -1 && c != end) {
            if (isSpace(c)) {
                space = text.length() > 0;
            } else {
                if (space) {
                    text.append(' ');
                    space = false;
                }
                text.append((char) c);
            }
            c = read();
        }
        return c;
    }

    private void numericNag() {
        int c = read();
        int n = 0;
        int digits = 0;
        while (c >= '0' && c <= '9' && digits < 4) {
            n = n * 10 + (c - '0');
            digits++;
            c = read();
        }
        unread(c);
        nag = n;
        kind = Kind.NAG;
    }

    private void result(int which) {
        nag = which;
        kind = Kind.RESULT;
    }

    /** A move, a result or an annotation glyph; false for a bare move number (skipped). */
    private boolean symbol(int first) {
        int c = first;
        while (c != -1 && !isSpace(c) && !isDelimiter(c)) {
            text.append((char) c);
            c = read();
        }
        unread(c);
        int number = stripMoveNumber();
        if (number < 0 || isFiller(text)) {
            return false;
        }
        if (number > 0) {
            text.delete(0, number);
            tokenColumn += number;
        }
        int r = resultOf(text);
        if (r > 0) {
            result(r);
            return true;
        }
        int glyph = glyphNag(text, 0, text.length());
        if (glyph > 0) {
            nag = glyph;
            kind = Kind.NAG;
            return true;
        }
        kind = Kind.SYMBOL;
        return true;
    }

    /**
     * Length of a leading move number ("12." or "12...") in the symbol, 0 when there is none, or -1
     * when the symbol is only a move number.
     */
    private int stripMoveNumber() {
        int n = text.length();
        int i = 0;
        while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        if (i == 0) {
            return 0;
        }
        if (i < n && text.charAt(i) != '.') {
            return 0;
        }
        int value = 0;
        for (int d = 0; d < i && d < 7; d++) {
            value = value * 10 + (text.charAt(d) - '0');
        }
        moveNumber = value;
        if (i == n) {
            return -1;
        }
        while (i < n && (text.charAt(i) == '.' || text.charAt(i) == '\u2026')) {
            i++;
        }
        return i == n ? -1 : i;
    }

    /** "..." after a move number, or "e.p." / "ep" written apart from its capture: nothing to read. */
    private static boolean isFiller(CharSequence t) {
        int n = t.length();
        boolean dots = n > 0;
        for (int i = 0; i < n && dots; i++) {
            dots = t.charAt(i) == '.' || t.charAt(i) == '\u2026';
        }
        if (dots) {
            return true;
        }
        return n == 4 && t.charAt(0) == 'e' && t.charAt(1) == '.' && t.charAt(2) == 'p' && t.charAt(3) == '.'
                || n == 2 && t.charAt(0) == 'e' && t.charAt(1) == 'p';
    }

    /** 1 white won, 2 black won, 3 draw, 0 not a result. En dashes and ½ accepted. */
    static int resultOf(CharSequence s) {
        char first = s.length() == 0 ? ' ' : s.charAt(0);
        if (first != '\u00BD' && (s.length() < 3 || first != '0' && first != '1')) {
            return 0;
        }
        String t = s.toString().replace('\u2013', '-').replace('\u2014', '-').replace('\u2212', '-')
                .replace("\u00BD", "1/2");
        return switch (t) {
            case "1-0" -> 1;
            case "0-1" -> 2;
            case "1/2-1/2", "1/2" -> 3;
            default -> 0;
        };
    }

    /** NAG of a traditional glyph (! ? !! ?? !? ?! and the evaluation signs), or 0. */
    static int glyphNag(CharSequence s, int start, int end) {
        if (start == end || Character.isLetterOrDigit(s.charAt(start))) {
            return 0;
        }
        String t = s.subSequence(start, end).toString();
        return switch (t) {
            case "!" -> 1;
            case "?" -> 2;
            case "!!", "\u203C" -> 3;
            case "??", "\u2047" -> 4;
            case "!?", "\u2049" -> 5;
            case "?!", "\u2048" -> 6;
            case "\u25A1" -> 7;
            case "=" -> 10;
            case "\u221E" -> 13;
            case "+/=", "\u2A72" -> 14;
            case "=/+", "\u2A71" -> 15;
            case "+/-", "\u00B1" -> 16;
            case "-/+", "\u2213" -> 17;
            case "+-", "+--" -> 18;
            case "-+", "--+" -> 19;
            default -> 0;
        };
    }
}
