package org.turnpan.chess.review;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.turnpan.chess.speech.Message;

/**
 * Numeric annotation glyphs (NAGs) in words, one sentence each: the move assessments $1 to $9
 * ("A mistake.", "A brilliant move."), the position judgements $10 to $23 ("White is winning.",
 * "Black is in zugzwang."), development, initiative, attack, compensation, counterplay and time
 * trouble ($32/$33, $36/$37, $40/$41, $44/$45, $132/$133, $136 to $139) and the novelty ($146).
 * Any other glyph is said by its number; $0 (no annotation) is not said.
 */
final class GlyphWords {
    /** Every glyph with its own sentence ({@code review.nag.<n>}). */
    static final Set<Integer> KNOWN = known();

    private GlyphWords() {
    }

    private static Set<Integer> known() {
        Set<Integer> s = new TreeSet<>();
        for (int n = 1; n <= 23; n++) {
            s.add(n);
        }
        s.addAll(List.of(32, 33, 36, 37, 40, 41, 44, 45, 132, 133, 136, 137, 138, 139, 146));
        return Set.copyOf(s);
    }

    static List<Message> of(List<Integer> nags) {
        return nags.stream().filter(n -> n > 0).map(GlyphWords::of).toList();
    }

    static Message of(int nag) {
        return KNOWN.contains(nag) ? Message.of("review.nag." + nag) : Message.of("review.nag.other", "number", nag);
    }
}
