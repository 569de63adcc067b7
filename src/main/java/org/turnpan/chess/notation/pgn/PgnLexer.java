package org.turnpan.chess.notation.pgn;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;

/**
 * Splits PGN text into tokens over a fixed buffer, so a file of any size is read in constant
 * memory. Tracks line and column (1-based) of each token. Tolerates BOMs and other invisible
 * characters (read as spaces), CRLF, unclosed tag quotes (the value ends with the line) and
 * {@code %} escape lines. A token longer than its {@link PgnLimits} limit is read to its end but not
 * kept, and {@link #tooLong()} says so.
 */
final class PgnLexer {

    enum Kind { TAG, COMMENT, NAG, OPEN, CLOSE, SYMBOL, RESULT, UNCLOSED_COMMENT, EOF }

    private final Reader in;
    private final char[] buf = new char[1 << 16];
    private int pos;
    private int len;
    /** Offset in the whole text of {@code buf[0]}. */
    private long base;
    private int line = 1;
    /** Offset in the whole text of the first character of the current line. */
    private long lineStart;

    /** The current token. */
    private Kind kind;
    private int tokenLine;
    private int tokenColumn;
    /** Offset in characters, in the whole text, of the current token's first character. */
    private long tokenChars;
    private boolean blankLineBefore;
    /** Symbol or comment text, or the tag name. */
    private final TokenText text = new TokenText();
    private final StringBuilder value = new StringBuilder(64);
    private int nag;
    private boolean replay;
    /** The move number written before the current symbol ("12." or "12...") or -1. */
    private int moveNumber;
    /** The limit the current token passed, or null. */
    private PgnProblem tooLong;

    private static final PgnProblem SYMBOL_TOO_LONG = new PgnProblem.SymbolTooLong(PgnLimits.SYMBOL_CHARS);
    private static final PgnProblem TAG_VALUE_TOO_LONG = new PgnProblem.TagValueTooLong(PgnLimits.TAG_VALUE_CHARS);
    private static final PgnProblem BINARY_CONTENT = new PgnProblem.BinaryContent();
    private static final PgnProblem COMMENT_TOO_LONG = new PgnProblem.CommentTooLong(PgnLimits.COMMENT_CHARS);

    /** False while comments are skipped unread: their text is not collected. */
    private boolean keepComments = true;
    /** The reader of bytes under the text, which maps characters to byte offsets; null for a text. */
    private final Utf8OrLatin1Reader bytes;
    private long tokenOffset;

    /**
     * A lexer over a text whose first character stands at line {@code firstLine}, column
     * {@code firstColumn} of the file it comes from (a game read from its offset keeps the file's
     * line numbers).
     */
    PgnLexer(Reader in, int firstLine, int firstColumn) {
        this.in = in;
        this.bytes = in instanceof Utf8OrLatin1Reader b ? b : null;
        this.line = firstLine;
        this.lineStart = 1L - firstColumn;
    }

    /** Whether the comments read from now on are collected ({@link #text()}) or skipped unread. */
    void keepComments(boolean keep) {
        keepComments = keep;
    }

    /**
     * Where the current token starts: the byte offset in the stream when the text is read from
     * bytes ({@link Utf8OrLatin1Reader}), else the character offset.
     */
    long tokenOffset() {
        return tokenOffset;
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

    /** Offset in characters, in the whole text, of the current token's first character. */
    long offset() {
        return tokenChars;
    }

    /**
     * For a TAG, COMMENT or SYMBOL longer than its limit, the problem to report (its text was not
     * kept: the kind alone is known); null for a token within the limits.
     */
    PgnProblem tooLong() {
        return tooLong;
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

    /** Tag value, unescaped, valid until the next token. */
    CharSequence valueText() {
        return value;
    }

    /** True when the tag value is empty (without making a string of it). */
    boolean valueIsEmpty() {
        return value.length() == 0;
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

    /** Refills the buffer when it is used up; false at the end of the text. */
    private boolean more() {
        if (pos < len) {
            return true;
        }
        base += len;
        pos = 0;
        try {
            len = Math.max(0, in.read(buf, 0, buf.length));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return len > 0;
    }

    /** The next character without reading it, or -1 at the end of the text. */
    private int peek() {
        return pos < len || more() ? buf[pos] : -1;
    }

    /** Counts the line end just read. */
    private void newLine() {
        line++;
        lineStart = base + pos;
    }

    /** Character classes of ASCII: 1 white space, 2 a delimiter that ends a symbol. */
    private static final byte[] ASCII = asciiClasses();

    private static byte[] asciiClasses() {
        byte[] t = new byte[128];
        for (char c : " \n\r\t\f\u000B".toCharArray()) {
            t[c] = 1;
        }
        for (char c : "{}()[];$\"".toCharArray()) {
            t[c] = 2;
        }
        return t;
    }

    /** A control character (NUL and the rest below space, DEL) in a symbol: binary content. */
    private static boolean hasControl(CharSequence t) {
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c < 0x20 || c == 0x7f) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSpace(int c) {
        return c < 128 ? c >= 0 && ASCII[c] == 1 : isWideSpace(c);
    }

    /** White space or a delimiter: the end of a symbol. */
    private static boolean endsSymbol(char c) {
        return c < 128 ? ASCII[c] != 0 : isWideSpace(c);
    }

    /** Byte-order marks and other invisible characters outside ASCII, read as spaces. */
    private static boolean isWideSpace(int c) {
        return c == '\uFEFF' || c == '\u00A0' || c == '\u200B' || c == '\u200E' || c == '\u200F' || c == '\u2060';
    }

    Kind advance() {
        if (replay) {
            replay = false;
            return kind;
        }
        int newlines = 0;
        moveNumber = -1;
        tooLong = null;
        while (true) {
            text.clear();
            int c;
            while (true) {
                if (pos == len && !more()) {
                    c = -1;
                    break;
                }
                c = buf[pos];
                if (c == '\n') {
                    pos++;
                    newLine();
                    newlines++;
                } else if (isSpace(c)) {
                    pos++;
                } else {
                    break;
                }
            }
            if (c == '%' && base + pos == lineStart) {
                while (c != -1 && c != '\n') {
                    pos++;
                    c = peek();
                }
                continue;
            }
            blankLineBefore = newlines >= 2 || tokenLine == 0;
            tokenLine = line;
            tokenChars = base + pos;
            tokenColumn = (int) (tokenChars - lineStart) + 1;
            tokenOffset = bytes != null ? bytes.byteOffset(tokenChars) : tokenChars;
            if (c == -1) {
                kind = Kind.EOF;
                return kind;
            }
            pos++;
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
                    if (!symbol()) {
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
        skipBlanks();
        int c = peek();
        while (c != -1 && !isSpace(c) && c != '"' && c != ']') {
            if (text.length() <= PgnLimits.SYMBOL_CHARS) {
                text.append((char) c);
            }
            pos++;
            c = peek();
        }
        if (text.length() > PgnLimits.SYMBOL_CHARS) {
            tooLong = SYMBOL_TOO_LONG;
        }
        skipBlanks();
        if (peek() == '"') {
            pos++;
            quotedValue();
        } else if (peek() == ']') {
            pos++;
        }
    }

    /** Spaces and tabs (never a line end). */
    private void skipBlanks() {
        int c = peek();
        while (c == ' ' || c == '\t') {
            pos++;
            c = peek();
        }
    }

    /**
     * Reads a tag value after its opening quote into {@code value}, up to the closing quote that
     * is followed by ']' (read too) or the end of the line, or up to the end of the line.
     */
    private void quotedValue() {
        int c = peek();
        while (c != -1 && c != '\n' && c != '\r') {
            if (value.length() > PgnLimits.TAG_VALUE_CHARS) {
                tooLong = TAG_VALUE_TOO_LONG;
                skipLine();
                return;
            }
            pos++;
            if (c == '"') {
                // the closing quote is the one followed by ']' or the end of the line
                int spaces = 0;
                int d = peek();
                while (d == ' ' || d == '\t') {
                    spaces = Math.min(spaces + 1, PgnLimits.TAG_VALUE_CHARS + 1);
                    pos++;
                    d = peek();
                }
                if (d == ']' || d == '\n' || d == '\r' || d == -1) {
                    if (d == ']') {
                        pos++;
                    }
                    return;
                }
                value.append('"');
                value.append(" ".repeat(spaces));
                c = peek();
                continue;
            }
            if (c == '\\') {
                int d = peek();
                if (d == '"' || d == '\\') {
                    pos++;
                    c = d;
                } else {
                    value.append('\\');
                    c = peek();
                    continue;
                }
            }
            value.append((char) c);
            int from = pos;
            while (pos < len) {
                char d = buf[pos];
                if (d == '"' || d == '\\' || d == '\n' || d == '\r') {
                    break;
                }
                pos++;
            }
            value.append(buf, from, pos - from);
            c = peek();
        }
        // unclosed quote: the value ends with the line; drop a closing bracket written there
        trimEnd(value);
        if (value.length() > 0 && value.charAt(value.length() - 1) == ']') {
            value.setLength(value.length() - 1);
        }
    }

    /** Skips to the end of the line (not reading the line end). */
    private void skipLine() {
        int c = peek();
        while (c != -1 && c != '\n' && c != '\r') {
            pos++;
            c = peek();
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
        if (c == '}') {
            pos++;
        }
        kind = c == -1 ? Kind.UNCLOSED_COMMENT : Kind.COMMENT;
        if (c == -1) {
            tooLong = null; // never closed: that is the problem to report, however long it ran
        }
    }

    private void lineComment() {
        commentText('\n');
        kind = Kind.COMMENT;
    }

    /**
     * Reads comment text into {@code text} up to (not including) {@code end} or the end of input,
     * folding runs of white space into one space; returns the character that stopped it (-1 at the
     * end of input).
     */
    private int commentText(int end) {
        long start = base + pos;
        int stop = keepComments ? collectComment(end) : skipComment(end);
        if (base + pos - start > PgnLimits.COMMENT_CHARS) {
            tooLong = COMMENT_TOO_LONG;
        }
        return stop;
    }

    /** Collects comment text for {@link #commentText}, at most a buffer beyond the limit. */
    private int collectComment(int end) {
        boolean space = false;
        while (true) {
            int from = pos;
            while (pos < len) {
                char c = buf[pos];
                if (c == end || isSpace(c)) {
                    break;
                }
                pos++;
            }
            if (pos > from && text.length() <= PgnLimits.COMMENT_CHARS) {
                if (space) {
                    text.append(' ');
                    space = false;
                }
                text.append(buf, from, pos - from);
            }
            if (pos == len) {
                if (!more()) {
                    return -1;
                }
                continue;
            }
            char c = buf[pos];
            if (c == end) {
                return c;
            }
            pos++;
            if (c == '\n') {
                newLine();
            }
            space = text.length() > 0;
        }
    }

    /** Skips comment text up to (not including) {@code end}; the character that stopped it, or -1. */
    private int skipComment(int end) {
        while (true) {
            while (pos < len) {
                char c = buf[pos];
                if (c == end) {
                    return c;
                }
                pos++;
                if (c == '\n') {
                    newLine();
                }
            }
            if (!more()) {
                return -1;
            }
        }
    }

    private void numericNag() {
        int c = peek();
        int n = 0;
        int digits = 0;
        while (c >= '0' && c <= '9' && digits < 4) {
            n = n * 10 + (c - '0');
            digits++;
            pos++;
            c = peek();
        }
        nag = n;
        kind = Kind.NAG;
    }

    private void result(int which) {
        nag = which;
        kind = Kind.RESULT;
    }

    /**
     * A move, a result or an annotation glyph whose first character has just been read; false for a
     * bare move number (skipped).
     */
    private boolean symbol() {
        int from = pos - 1;
        while (true) {
            while (pos < len) {
                char c = buf[pos];
                if (endsSymbol(c)) {
                    break;
                }
                pos++;
            }
            text.append(buf, from, pos - from);
            if (pos < len || text.length() > PgnLimits.SYMBOL_CHARS || !more()) {
                break;
            }
            from = 0;
        }
        if (text.length() > PgnLimits.SYMBOL_CHARS) {
            skipSymbol();
            tooLong = SYMBOL_TOO_LONG;
            kind = Kind.SYMBOL;
            return true;
        }
        if (hasControl(text)) {
            tooLong = BINARY_CONTENT; // a NUL deep in a file was read as an empty move
            kind = Kind.SYMBOL;
            return true;
        }
        int number = stripMoveNumber();
        if (number < 0 || isFiller(text)) {
            return false;
        }
        if (number > 0) {
            text.dropFirst(number);
            tokenColumn += number;
        }
        char first = text.charAt(0);
        if ((first >= 'A' && first <= 'Z') || (first >= 'a' && first <= 'z')) {
            kind = Kind.SYMBOL; // a move: results and glyphs start otherwise
            return true;
        }
        return resultGlyphOrSymbol();
    }

    /** Skips the rest of a symbol too long to keep. */
    private void skipSymbol() {
        while (true) {
            while (pos < len && !endsSymbol(buf[pos])) {
                pos++;
            }
            if (pos < len || !more()) {
                return;
            }
        }
    }

    /** A symbol that does not start with a letter: a result, a glyph, or (for the reader to refuse) a symbol. */
    private boolean resultGlyphOrSymbol() {
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
        return (n == 4 && t.charAt(0) == 'e' && t.charAt(1) == '.' && t.charAt(2) == 'p' && t.charAt(3) == '.')
                || (n == 2 && t.charAt(0) == 'e' && t.charAt(1) == 'p');
    }

    /** 1 white won, 2 black won, 3 draw, 0 not a result. En dashes and ½ accepted. */
    static int resultOf(CharSequence s) {
        int n = s.length();
        char first = n == 0 ? ' ' : s.charAt(0);
        if ((first != '\u00BD' && (n < 3 || (first != '0' && first != '1'))) || n > 7) {
            return 0;
        }
        // dashes of every width read as '-', and ½ as 1/2
        char[] t = new char[3 * n];
        int length = 0;
        for (int k = 0; k < n; k++) {
            char c = s.charAt(k);
            if (c == '\u00BD') {
                t[length++] = '1';
                t[length++] = '/';
                t[length++] = '2';
            } else {
                t[length++] = c == '\u2013' || c == '\u2014' || c == '\u2212' ? '-' : c;
            }
        }
        String normalized = new String(t, 0, length);
        for (int r = 0; r < RESULTS.length; r++) {
            if (normalized.equals(RESULTS[r])) {
                return RESULT_CODES[r];
            }
        }
        return 0;
    }

    private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2", "1/2"};
    private static final int[] RESULT_CODES = {1, 2, 3, 3};

    /** NAG of a traditional glyph (! ? !! ?? !? ?! and the evaluation signs), or 0. */
    static int glyphNag(CharSequence s, int start, int end) {
        if (start == end || Character.isLetterOrDigit(s.charAt(start))) {
            return 0;
        }
        for (int g = 0; g < GLYPHS.length; g++) {
            if (same(s, start, end, GLYPHS[g])) {
                return GLYPH_NAGS[g];
            }
        }
        return 0;
    }

    private static final String[] GLYPHS = {"!", "?", "!!", "\u203C", "??", "\u2047", "!?", "\u2049", "?!", "\u2048",
        "\u25A1", "=", "\u221E", "+/=", "\u2A72", "=/+", "\u2A71", "+/-", "\u00B1", "-/+", "\u2213", "+-", "+--", "-+",
        "--+"};
    private static final int[] GLYPH_NAGS = {1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 10, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18,
        18, 19, 19};

    /** True when {@code s} from {@code from} to {@code to} is exactly {@code expected}. */
    private static boolean same(CharSequence s, int from, int to, String expected) {
        if (to - from != expected.length()) {
            return false;
        }
        for (int k = from; k < to; k++) {
            if (s.charAt(k) != expected.charAt(k - from)) {
                return false;
            }
        }
        return true;
    }
}
