package org.turnpan.chess.review;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.turnpan.chess.clock.PgnClock;

/**
 * What a PGN move's comments hold besides words: embedded commands such as {@code [%clk 0:03:00]},
 * {@code [%eval 0.17]}, {@code [%csl Ge4]} (lichess, chess.com, ChessBase), which are data and never
 * read out, and the clock left after the move.
 */
final class MoveNotes {
    private static final Pattern COMMAND = Pattern.compile("\\[%[^\\]]*\\]");
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+([^\\]\\s]+)\\s*\\]");

    private MoveNotes() {
    }

    /** The comments as words to read: commands taken out, white space folded; empty when nothing is left. */
    static Optional<String> text(List<String> comments) {
        StringBuilder out = new StringBuilder();
        for (String c : comments) {
            String words = COMMAND.matcher(c).replaceAll(" ").replaceAll("\\s+", " ").strip();
            if (!words.isEmpty()) {
                if (out.length() > 0) {
                    out.append(' ');
                }
                out.append(words);
            }
        }
        return out.length() == 0 ? Optional.empty() : Optional.of(out.toString());
    }

    /** The time left after the move, from its first readable {@code [%clk]} command. */
    static Optional<Duration> clock(List<String> comments) {
        for (String c : comments) {
            Matcher m = CLOCK.matcher(c);
            while (m.find()) {
                Optional<Duration> d = PgnClock.parse(m.group(1));
                if (d.isPresent()) {
                    return d;
                }
            }
        }
        return Optional.empty();
    }

    /** True when a text already ends a sentence (so no full stop is added after it). */
    static boolean endsSentence(String text) {
        int end = text.length();
        while (end > 1 && "\"'\u201D\u00BB)".indexOf(text.charAt(end - 1)) >= 0) {
            end--; // a closing quote or bracket after the full stop
        }
        return ".!?\u2026".indexOf(text.charAt(end - 1)) >= 0;
    }
}
