package org.turnpan.chess.notation;

import java.util.ArrayList;
import java.util.List;

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
 *   <li>a national piece letter at the start (Russian Кр Ф Л С К, Bulgarian Ц Д Т О К) is the piece
 *       when written in capitals; in lower case the file reading is tried first ("де4" is d4 in
 *       Bulgarian, "с4" is c4 in Russian), then the piece reading ("сd4" is the bishop): the first
 *       reading that names a legal move wins.</li>
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

    /** The Latin readings of {@code text} to try in order; just {@code text} when it has no Cyrillic letter. */
    static List<String> readings(String text, PieceLetters letters) {
        if (!hasCyrillic(text)) {
            return List.of(text);
        }
        if (isCastling(text)) {
            return List.of(text.replace('О', 'O').replace('о', 'o'));
        }
        List<String> out = new ArrayList<>(2);
        int pieceLength = letters.pieceAt(text, 0) == null ? 0 : letters.letter(letters.pieceAt(text, 0)).length();
        String fileReading = transliterate(text, 0);
        String pieceReading = pieceLength == 0 ? null : text.substring(0, pieceLength) + transliterate(text, pieceLength);
        boolean capital = Character.isUpperCase(text.charAt(0));
        if (pieceReading != null && capital) {
            out.add(pieceReading);
        }
        out.add(fileReading);
        if (pieceReading != null && !capital && !pieceReading.equals(fileReading)) {
            out.add(pieceReading);
        }
        return out;
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
                    || Character.isDigit(text.charAt(i - 1)) && i == lastLetter(text));
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
