package org.turnpan.chess.notation;

import java.util.List;
import org.turnpan.chess.rules.PieceType;

/**
 * Typed moves written with Cyrillic letters, turned into the Latin form {@link MoveSyntax} reads.
 * A Russian or Bulgarian player reads squares as the program prints them ("е4", "бэ4", "це3") and may
 * type them back with a Cyrillic keyboard. The policy (docs/i18n.md):
 * <ul>
 *   <li>the Cyrillic look-alikes а е с read as the files a e c, х as the capture mark x;</li>
 *   <li>the file names the program prints read as their file: бэ/бе b, цэ/це c, дэ/де d, эф/еф f,
 *       жэ/же g, аш h (any case);</li>
 *   <li>text made only of О, о, O, 0 and dashes is castling (Cyrillic О too);</li>
 *   <li>a letter after '=' or '/', or right after the rank digit at the end, stays: it is a
 *       promotion piece (Russian Ф, Bulgarian Д);</li>
 *   <li>a national piece letter at the start (Russian Кр Ф Л С К, Bulgarian Ц Д Т О К) written as a
 *       capital is the piece whenever the text reads as a move of that piece, legal or not: "Сc4" is
 *       the bishop, never the pawn c2-c4, and "С4" (no piece move) is c4; a capital piece letter of the
 *       other Cyrillic language gives no reading (the Russian bishop С in a Bulgarian session);</li>
 *   <li>in lower case both readings are offered, the file first ("де4" is d4 in Bulgarian, "с4" is c4
 *       in Russian), then the piece ("сd4" is the bishop); when both name a legal move, the reader
 *       asks which ({@link NotationError.TwoReadings}).</li>
 * </ul>
 * Immutable helper; no state.
 */
final class CyrillicInput {

    private static final String[][] FILE_NAMES = {
        {"бэ", "b"}, {"бе", "b"}, {"цэ", "c"}, {"це", "c"}, {"дэ", "d"}, {"де", "d"},
        {"эф", "f"}, {"еф", "f"}, {"жэ", "g"}, {"же", "g"}, {"аш", "h"},
        {"а", "a"}, {"е", "e"}, {"с", "c"}, {"х", "x"},
    };

    private CyrillicInput() {
    }

    static boolean hasCyrillic(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (isCyrillic(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The Latin readings of {@code text} to try in order; just {@code text} when it has no Cyrillic
     * letter. A capital piece letter names its piece and is never read as a file while the text reads
     * as a move of that piece: in the session's letters that is the only reading ("Сc4" is the bishop,
     * even when the bishop cannot go there); in another Cyrillic language's letters there is no reading
     * here at all (the caller may say which language the text looks like).
     */
    static List<String> readings(String text, PieceLetters letters) {
        if (!hasCyrillic(text)) {
            return List.of(text);
        }
        if (isCastling(text)) {
            return List.of(text.replace('О', 'O').replace('о', 'o'));
        }
        String fileReading = transliterate(text, 0);
        String pieceReading = pieceReading(text, letters);
        if (Character.isUpperCase(text.charAt(0))) {
            if (pieceReading != null && parses(pieceReading, letters)) {
                return List.of(pieceReading);
            }
            return namesAPieceElsewhere(text, letters) ? List.of() : List.of(fileReading);
        }
        return pieceReading == null || pieceReading.equals(fileReading) ? List.of(fileReading)
                : List.of(fileReading, pieceReading);
    }

    /** The text with its leading piece letter kept and the rest transliterated; null without a piece letter. */
    private static String pieceReading(String text, PieceLetters letters) {
        PieceType piece = letters.pieceAt(text, 0);
        if (piece == null) {
            return null;
        }
        int length = letters.letter(piece).length();
        return text.substring(0, length) + transliterate(text, length);
    }

    /** Whether the text reads as a piece move in the letters of a Cyrillic language other than {@code letters}. */
    private static boolean namesAPieceElsewhere(String text, PieceLetters letters) {
        for (PieceLetters other : List.of(PieceLetters.RUSSIAN, PieceLetters.BULGARIAN)) {
            String reading = other == letters ? null : pieceReading(text, other);
            if (reading != null && parses(reading, other)) {
                return true;
            }
        }
        return false;
    }

    private static boolean parses(String reading, PieceLetters letters) {
        return MoveSyntax.parse(reading, 0, reading.length(), letters).ok();
    }

    /** A square name with Cyrillic file letters in Latin ("бэ4" gives "b4"); other text passes unchanged. */
    static String squareName(String text) {
        return transliterate(text, 0);
    }

    private static boolean isCastling(String text) {
        int os = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ("ОоOo0".indexOf(c) >= 0) {
                os++;
            } else if ("-\u2010\u2011\u2012\u2013\u2014\u2212+#!? ".indexOf(c) < 0) {
                return false;
            }
        }
        return os >= 2;
    }

    private static String transliterate(String text, int from) {
        StringBuilder out = new StringBuilder(text.length());
        int i = from;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean promotionSlot = i > 0 && (text.charAt(i - 1) == '=' || text.charAt(i - 1) == '/'
                    || (Character.isDigit(text.charAt(i - 1)) && i == lastLetter(text)));
            String name = promotionSlot ? null : fileNameAt(text, i);
            if (name == null) {
                out.append(c);
                i++;
            } else {
                out.append(latinFor(name));
                i += name.length();
            }
        }
        return out.toString();
    }

    /** Index of the last character, skipping trailing check and annotation marks. */
    private static int lastLetter(String text) {
        int e = text.length() - 1;
        while (e > 0 && "+#!? ".indexOf(text.charAt(e)) >= 0) {
            e--;
        }
        return e;
    }

    private static String fileNameAt(String text, int i) {
        for (String[] pair : FILE_NAMES) {
            String name = pair[0];
            if (text.regionMatches(true, i, name, 0, name.length())) {
                return name;
            }
        }
        return null;
    }

    private static String latinFor(String name) {
        for (String[] pair : FILE_NAMES) {
            if (pair[0].equals(name)) {
                return pair[1];
            }
        }
        throw new IllegalStateException(name);
    }

    private static boolean isCyrillic(char c) {
        return Character.UnicodeBlock.of(c) == Character.UnicodeBlock.CYRILLIC;
    }
}
