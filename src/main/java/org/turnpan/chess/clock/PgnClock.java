package org.turnpan.chess.clock;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clock value of a PGN {@code [%clk H:MM:SS]} comment: remaining time after a move.
 * Only the value; the comment syntax around it belongs to the PGN writer and reader.
 */
public final class PgnClock {

    private static final Pattern VALUE = Pattern.compile("(\\d{1,3}):([0-5]\\d):([0-5]\\d)(?:\\.(\\d{1,3}))?");

    private PgnClock() {
    }

    /** "0:03:00"; tenths are written when the time has them: "0:00:09.5". Negative reads as zero. */
    public static String format(Duration remaining) {
        TimeReadout r = TimeReadout.of(remaining);
        String s = r.hours() + ":" + TimeReadout.two(r.minutes()) + ":" + TimeReadout.two(r.seconds());
        return r.tenths() == 0 ? s : s + "." + r.tenths();
    }

    /** Reads "H:MM:SS" or "H:MM:SS.f" (as written by lichess, chess.com and us); empty otherwise. */
    public static Optional<Duration> parse(String value) {
        Matcher m = VALUE.matcher(value == null ? "" : value.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        Duration d = Duration.ofHours(Long.parseLong(m.group(1)))
                .plusMinutes(Long.parseLong(m.group(2)))
                .plusSeconds(Long.parseLong(m.group(3)));
        if (m.group(4) != null) {
            String fraction = (m.group(4) + "00").substring(0, 3);
            d = d.plusMillis(Long.parseLong(fraction));
        }
        return Optional.of(d);
    }
}
