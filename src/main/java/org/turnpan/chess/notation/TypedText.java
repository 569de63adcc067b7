package org.turnpan.chess.notation;

import java.text.Normalizer;
import org.turnpan.chess.text.SafeText;

/**
 * A typed line made comparable before anything reads it, once, at the entry (moves and command
 * words alike):
 * <ul>
 *   <li>terminal escape sequences, bidi overrides and control characters are dropped whole, as
 *       {@link SafeText} drops them from all outside text (a pasted line or a terminal may carry
 *       them); then a byte-order mark and zero-width characters; tabs and no-break spaces become
 *       spaces;</li>
 *   <li>Unicode composed form (NFC), so Vietnamese typed with combining marks reads like Vietnamese
 *       typed with precomposed letters;</li>
 *   <li>the two tone placements of Vietnamese open syllables in oa, oe, uy are folded to one, the
 *       tone on the first vowel: "hoà" reads as "hòa", "thuỷ" as "thủy" (after q the u is part of
 *       the consonant, so "quý" stays).</li>
 * </ul>
 * Spaces at either end are dropped (a line break or a tab there is white space). Letter case is
 * kept (a move's capitals mean pieces). Stateless.
 */
public final class TypedText {

    private static final String TONES = "\u0300\u0301\u0303\u0309\u0323";

    private TypedText() {
    }

    /** The typed text cleaned as the class comment says; "" for null. */
    public static String clean(String typed) {
        if (typed == null) {
            return "";
        }
        String safe = SafeText.clean(typed);
        StringBuilder kept = new StringBuilder(safe.length());
        boolean plain = true;
        for (int i = 0; i < safe.length(); i++) {
            char c = safe.charAt(i);
            if (c == '\t' || c == '\u00a0' || c == '\u202f') {
                kept.append(' ');
            } else if (!invisible(c)) {
                kept.append(c);
                plain &= c < 0x80;
            }
        }
        if (plain) {
            return kept.toString().strip();
        }
        return Normalizer.normalize(foldTones(Normalizer.normalize(kept, Normalizer.Form.NFD)), Normalizer.Form.NFC)
                .strip();
    }

    private static boolean invisible(char c) {
        return c == '\ufeff' || (c >= '\u200b' && c <= '\u200d') || c == '\u2060' || Character.isISOControl(c);
    }

    /**
     * In decomposed text, moves a tone mark from the second vowel of an open syllable in oa, oe or uy
     * to the first: "hoa" + grave becomes "ho" + grave + "a".
     */
    private static String foldTones(String nfd) {
        StringBuilder out = new StringBuilder(nfd);
        for (int i = 0; i + 2 < out.length(); i++) {
            char first = Character.toLowerCase(out.charAt(i));
            char second = Character.toLowerCase(out.charAt(i + 1));
            char tone = out.charAt(i + 2);
            boolean pair = (first == 'o' && (second == 'a' || second == 'e'))
                    || (first == 'u' && second == 'y' && (i == 0 || Character.toLowerCase(out.charAt(i - 1)) != 'q'));
            if (pair && TONES.indexOf(tone) >= 0 && syllableEnds(out, i + 3)
                    && (i == 0 || (!isMark(out.charAt(i - 1)) && !isVowel(out.charAt(i - 1))))) {
                // the tone and the second vowel trade places: one step, so a long line stays linear
                out.setCharAt(i + 2, out.charAt(i + 1));
                out.setCharAt(i + 1, tone);
            }
        }
        return out.toString();
    }

    private static boolean syllableEnds(CharSequence text, int i) {
        return i >= text.length() || (!Character.isLetter(text.charAt(i)) && !isMark(text.charAt(i)));
    }

    private static boolean isMark(char c) {
        return Character.getType(c) == Character.NON_SPACING_MARK;
    }

    private static boolean isVowel(char c) {
        return "aeiouyAEIOUY".indexOf(c) >= 0;
    }
}
