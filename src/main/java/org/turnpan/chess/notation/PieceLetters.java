package org.turnpan.chess.notation;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.turnpan.chess.rules.PieceType;

/**
 * The letters a language writes for the pieces in algebraic notation. English K Q R B N is the
 * international form (and what our rules pages in every language print); the national forms are
 * Italian R D T A C (re, donna, torre, alfiere, cavallo), Russian Кр Ф Л С К (король, ферзь, ладья,
 * слон, конь), Bulgarian Ц Д Т О К (цар, дама, топ, офицер, кон) and Vietnamese V H X T M (vua,
 * hậu, xe, tượng, mã). Immutable.
 */
public final class PieceLetters {

    public static final PieceLetters ENGLISH = new PieceLetters("en", "K", "Q", "R", "B", "N");
    public static final PieceLetters ITALIAN = new PieceLetters("it", "R", "D", "T", "A", "C");
    public static final PieceLetters RUSSIAN = new PieceLetters("ru", "Кр", "Ф", "Л", "С", "К");
    public static final PieceLetters BULGARIAN = new PieceLetters("bg", "Ц", "Д", "Т", "О", "К");
    public static final PieceLetters VIETNAMESE = new PieceLetters("vi", "V", "H", "X", "T", "M");

    private static final List<PieceLetters> ALL = List.of(ENGLISH, ITALIAN, RUSSIAN, BULGARIAN, VIETNAMESE);

    private final String language;
    private final Map<PieceType, String> letters;

    private PieceLetters(String language, String king, String queen, String rook, String bishop, String knight) {
        this.language = language;
        Map<PieceType, String> m = new EnumMap<>(PieceType.class);
        m.put(PieceType.KING, king);
        m.put(PieceType.QUEEN, queen);
        m.put(PieceType.ROOK, rook);
        m.put(PieceType.BISHOP, bishop);
        m.put(PieceType.KNIGHT, knight);
        m.put(PieceType.PAWN, "");
        this.letters = m;
    }

    /** The national letters of a language; English for any language we do not know. */
    public static PieceLetters forLocale(Locale locale) {
        if (locale != null) {
            for (PieceLetters l : ALL) {
                if (l.language.equals(locale.getLanguage())) {
                    return l;
                }
            }
        }
        return ENGLISH;
    }

    /** The five letter sets, English first. */
    public static List<PieceLetters> all() {
        return ALL;
    }

    public String language() {
        return language;
    }

    /** The letter(s) for a piece; empty for a pawn. */
    public String letter(PieceType type) {
        return letters.get(type);
    }

    /**
     * The piece whose letter starts {@code text} at {@code offset}, longest letter first (Russian Кр
     * before К), or null. Latin letters must be upper case here; Cyrillic letters match either case.
     */
    PieceType pieceAt(CharSequence text, int offset) {
        PieceType best = null;
        int bestLength = 0;
        for (Map.Entry<PieceType, String> e : letters.entrySet()) {
            String l = e.getValue();
            if (l.length() > bestLength && startsWith(text, offset, l)) {
                best = e.getKey();
                bestLength = l.length();
            }
        }
        return best;
    }

    private static boolean startsWith(CharSequence text, int offset, String letter) {
        if (letter.isEmpty() || offset + letter.length() > text.length()) {
            return false;
        }
        for (int i = 0; i < letter.length(); i++) {
            char want = letter.charAt(i);
            char have = text.charAt(offset + i);
            boolean cyrillic = Character.UnicodeBlock.of(want) == Character.UnicodeBlock.CYRILLIC;
            if (cyrillic ? Character.toUpperCase(have) != Character.toUpperCase(want) : have != want) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return language + letters.values();
    }
}
