package org.turnpan.chess.review;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Names folded for searching: without accents ("Müller" and "Muller", "Ding Liren" and "Dīng"),
 * without case (ё is е), letters that do not decompose written plainly (ø o, ł l, đ d, æ ae, ß ss),
 * punctuation read as spaces ("Carlsen,Magnus" holds the words "carlsen" and "magnus").
 */
final class NameFold {
    private static final String FROM = "øłđħıŀþæœß";
    private static final String[] TO = {"o", "l", "d", "h", "i", "l", "th", "ae", "oe", "ss"};

    private NameFold() {
    }

    static String fold(String text) {
        String decomposed = Normalizer.normalize(text, Normalizer.Form.NFD);
        StringBuilder out = new StringBuilder(decomposed.length());
        boolean space = true;
        for (int i = 0; i < decomposed.length(); i++) {
            char c = decomposed.charAt(i);
            if (Character.getType(c) == Character.NON_SPACING_MARK || Character.getType(c) == Character.ENCLOSING_MARK
                    || Character.getType(c) == Character.COMBINING_SPACING_MARK) {
                continue;
            }
            char lower = Character.toLowerCase(c);
            int special = FROM.indexOf(lower);
            if (special >= 0) {
                out.append(TO[special]);
                space = false;
            } else if (Character.isLetterOrDigit(lower)) {
                out.append(lower);
                space = false;
            } else if (!space) {
                out.append(' ');
                space = true;
            }
        }
        int end = out.length();
        return (end > 0 && out.charAt(end - 1) == ' ' ? out.substring(0, end - 1) : out.toString()).toLowerCase(Locale.ROOT);
    }

    /** The words of a folded query. */
    static List<String> words(String query) {
        String folded = fold(query);
        return folded.isEmpty() ? List.of() : Arrays.asList(folded.split(" "));
    }

    /** True when every word of the query occurs in the folded name (in any order, as the start of a word or inside one). */
    static boolean matches(String foldedName, List<String> queryWords) {
        if (queryWords.isEmpty() || foldedName.isEmpty()) {
            return false;
        }
        for (String w : queryWords) {
            if (!foldedName.contains(w)) {
                return false;
            }
        }
        return true;
    }
}
