package org.turnpan.chess.learn;

import java.text.Normalizer;
import java.util.Locale;

/** How typed words are compared: without case or accents, punctuation as spaces. */
final class Folding {
    private Folding() {
    }

    /** Lower case, accents and the Vietnamese đ folded, anything but letters and digits as one space. */
    static String folded(String text) {
        String s = Normalizer.normalize(text.toLowerCase(Locale.ROOT).replace('đ', 'd'), Normalizer.Form.NFD)
                .replaceAll("\\p{M}+", "");
        return s.replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
    }

    /** Whether the folded text holds the folded word or phrase as whole words. */
    static boolean containsWords(String foldedText, String foldedWords) {
        return (" " + foldedText + " ").contains(" " + foldedWords + " ");
    }
}
