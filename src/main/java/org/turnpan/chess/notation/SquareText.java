package org.turnpan.chess.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.rules.Square;

/**
 * Square names as a player types them outside a move: "e4", "E4", and in Cyrillic the way the
 * program prints them for Russian and Bulgarian ("е4", "бэ4", "це3", "еф7"; see {@link CyrillicInput}).
 * Used where an answer or a command names squares. Stateless.
 */
public final class SquareText {

    private SquareText() {
    }

    /** The square one word names, or empty: "e4", "бэ4", "Це3"; anything else is not a square. */
    public static Optional<Square> read(CharSequence word) {
        String text = word.toString().strip().toLowerCase(Locale.ROOT);
        if (CyrillicInput.hasCyrillic(text)) {
            text = CyrillicInput.squareName(text);
        }
        return Square.parse(text);
    }

    /**
     * Every square a text names, in the order written, each once: "f3 and b7" or "эф3, бэ7" give
     * f3, b7. Words are separated by anything that is neither a letter nor a digit.
     */
    public static List<Square> findAll(CharSequence text) {
        List<Square> out = new ArrayList<>();
        for (String word : text.toString().split("[^\\p{L}\\p{N}]+")) {
            read(word).filter(s -> !out.contains(s)).ifPresent(out::add);
        }
        return out;
    }
}
