package org.turnpan.chess.notation;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.turnpan.chess.rules.CastlingSide;
import org.turnpan.chess.rules.PieceType;

/**
 * Step one of reading a move: text to a {@link MoveShape}, or the column where the text stops
 * making sense. Knows nothing of positions. Accepts SAN, long algebraic (e2e4, e2-e4, Ng1f3,
 * Bg5xf6, e7e8q), castling with O, o or 0, promotion with or without '=', en-passant suffixes
 * (ep, e.p.) and glued check marks and annotation glyphs (+ # ! ?).
 */
final class MoveSyntax {

    /** The result of step one: a shape, or where it went wrong. */
    record Result(MoveShape shape, int errorColumn) {
        boolean ok() {
            return shape != null;
        }
    }

    private MoveSyntax() {
    }

    static Result parse(CharSequence text, int start, int end, PieceLetters locale) {
        int e = trimSuffixes(text, start, end);
        if (e == start) {
            return fail(start);
        }
        Result castle = castling(text, start, e);
        if (castle != null) {
            return castle;
        }
        int i = start;
        List<PieceType> pieces = pieceLetter(text, i, locale);
        if (!pieces.isEmpty()) {
            i += letterLength(text, i, locale);
        }
        // first coordinate group: [file][rank]
        int f1 = -1;
        int r1 = -1;
        if (i < e && isFile(text.charAt(i))) {
            f1 = fileOf(text.charAt(i++));
        }
        if (i < e && isRank(text.charAt(i))) {
            r1 = text.charAt(i++) - '1';
        }
        boolean capture = false;
        boolean separator = false;
        // a capital X in front is the Vietnamese rook (xe), never a capture mark
        if (i < e && isSeparator(text.charAt(i)) && (i > start || text.charAt(i) != 'X')) {
            capture = !isDash(text.charAt(i));
            separator = true;
            i++;
        }
        int fromFile = -1;
        int fromRank = -1;
        int toFile;
        int toRank;
        if (i + 2 <= e && isFile(text.charAt(i)) && isRank(text.charAt(i + 1))) {
            fromFile = f1;
            fromRank = r1;
            toFile = fileOf(text.charAt(i));
            toRank = text.charAt(i + 1) - '1';
            i += 2;
        } else if (separator || f1 < 0 || r1 < 0) {
            return fail(i);
        } else {
            toFile = f1;
            toRank = r1;
        }
        // promotion: [=]letter
        PieceType promotion = null;
        if (i < e) {
            int p = i;
            if (text.charAt(p) == '=' || text.charAt(p) == '/') {
                p++;
            }
            if (p < e) {
                promotion = promotionLetter(text.charAt(p), locale);
                if (promotion == null) {
                    return fail(p);
                }
                i = p + 1;
            } else {
                return fail(p);
            }
        }
        if (i < e) {
            return fail(i);
        }
        if (pieces.isEmpty()) {
            pieces = fromFile >= 0 && fromRank >= 0 ? List.of() : ONE.get(PieceType.PAWN);
        }
        return new Result(new MoveShape(pieces, fromFile, fromRank, toFile, toRank, capture, promotion, null), -1);
    }

    private static boolean isSeparator(char c) {
        return c == 'x' || c == 'X' || c == ':' || c == '\u00d7' || isDash(c);
    }

    /** The hyphen and its look-alikes (non-breaking hyphen, en and em dash, minus sign). */
    private static boolean isDash(char c) {
        return c == '-' || (c >= '\u2010' && c <= '\u2014') || c == '\u2212';
    }

    private static Result fail(int column) {
        return new Result(null, column);
    }

    /** End of the text once check marks, annotation glyphs and en-passant suffixes are cut off. */
    private static int trimSuffixes(CharSequence text, int start, int end) {
        int e = end;
        while (e > start && isMark(text.charAt(e - 1))) {
            e--;
        }
        char last = e > start ? text.charAt(e - 1) : ' ';
        if (last == '.' && endsWith(text, start, e, "e.p.")) {
            e -= 4;
        } else if (last == 'p' && endsWith(text, start, e, "ep") && e - 2 > start && isRank(text.charAt(e - 3))) {
            e -= 2;
        }
        while (e > start && text.charAt(e - 1) == ' ') {
            e--;
        }
        while (e > start && isCheckMark(text.charAt(e - 1))) {
            e--;
        }
        return e;
    }

    /** A check or mate sign or an annotation glyph (+ # ! ? and the one-character ‼ ⁇ ⁉ ⁈). */
    private static boolean isMark(char c) {
        return isCheckMark(c) || c == '!' || c == '?' || c == '\u203C' || (c >= '\u2047' && c <= '\u2049');
    }

    private static boolean isCheckMark(char c) {
        return c == '+' || c == '#';
    }

    private static boolean endsWith(CharSequence text, int start, int end, String suffix) {
        int n = suffix.length();
        if (end - start < n + 2) {
            return false;
        }
        for (int k = 0; k < n; k++) {
            if (text.charAt(end - n + k) != suffix.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /**
     * O-O, 0-0, o-o (with or without dashes), O-O-O...; null when the text is no castling; a failure
     * at the first stray character when it starts like castling and goes on with something else.
     */
    private static Result castling(CharSequence text, int start, int end) {
        int os = 0;
        int i = start;
        for (; i < end; i++) {
            char c = text.charAt(i);
            if (c == 'O' || c == 'o' || c == '0') {
                os++;
            } else if (!isDash(c) || i == start) {
                break;
            }
        }
        if (os < 2) {
            return null;
        }
        if (i < end || os > 3) {
            return fail(i < end ? i : start);
        }
        return new Result(MoveShape.castle(os == 2 ? CastlingSide.KINGSIDE : CastlingSide.QUEENSIDE), -1);
    }

    /**
     * The pieces a letter at {@code i} may mean: English upper case K Q R B N, lower case k q r n (not
     * b, a file), and the locale's national letters (Latin ones only in upper case; none that is a
     * file letter in lower case).
     */
    private static List<PieceType> pieceLetter(CharSequence text, int i, PieceLetters locale) {
        PieceType national = locale == PieceLetters.ENGLISH ? null : locale.pieceAt(text, i);
        PieceType english = null;
        if (i < text.length()) {
            english = switch (text.charAt(i)) {
                case 'K', 'k' -> PieceType.KING;
                case 'Q', 'q' -> PieceType.QUEEN;
                case 'R', 'r' -> PieceType.ROOK;
                case 'B' -> PieceType.BISHOP;
                case 'N', 'n' -> PieceType.KNIGHT;
                default -> null;
            };
        }
        if (national == null || national == english) {
            return english == null ? List.of() : ONE.get(english);
        }
        return english == null || locale.letter(national).length() > 1 ? ONE.get(national)
                : List.of(national, english);
    }

    /** Single-kind lists, shared: reading a move allocates no list for its piece letter. */
    private static final Map<PieceType, List<PieceType>> ONE = singles();

    private static Map<PieceType, List<PieceType>> singles() {
        Map<PieceType, List<PieceType>> out = new EnumMap<>(PieceType.class);
        for (PieceType t : PieceType.values()) {
            out.put(t, List.of(t));
        }
        return Collections.unmodifiableMap(out);
    }

    private static int letterLength(CharSequence text, int i, PieceLetters locale) {
        PieceType national = locale == PieceLetters.ENGLISH ? null : locale.pieceAt(text, i);
        return national == null ? 1 : locale.letter(national).length();
    }

    private static PieceType promotionLetter(char c, PieceLetters locale) {
        PieceType t = switch (Character.toUpperCase(c)) {
            case 'Q' -> PieceType.QUEEN;
            case 'R' -> PieceType.ROOK;
            case 'B' -> PieceType.BISHOP;
            case 'N' -> PieceType.KNIGHT;
            case 'K' -> PieceType.KING;
            case 'P' -> PieceType.PAWN;
            default -> null;
        };
        if (t == null || !t.isPromotionChoice()) {
            // a king or pawn is read too, so that the refusal can say which pieces a pawn may become
            PieceType national = locale.pieceAt(String.valueOf(c), 0);
            if (national != null) {
                t = national;
            }
        }
        return t;
    }

    static boolean isFile(char c) {
        return (c >= 'a' && c <= 'h');
    }

    static int fileOf(char c) {
        return c - 'a';
    }

    static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }
}
