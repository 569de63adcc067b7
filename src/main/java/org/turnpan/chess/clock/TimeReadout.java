package org.turnpan.chess.clock;

import java.time.Duration;

/**
 * A remaining time split the way people say it: hours, minutes, seconds and tenths of a second,
 * truncated like a chess clock display (0.96 s reads as 0.9 s; the flag falls only at zero).
 * Negative durations read as zero. Immutable.
 */
public record TimeReadout(int hours, int minutes, int seconds, int tenths) {

    private static final Duration TENTHS_BELOW = Duration.ofSeconds(10);

    public TimeReadout {
        if (hours < 0 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59 || tenths < 0 || tenths > 9) {
            throw new IllegalArgumentException("not a clock reading: " + hours + ":" + minutes + ":" + seconds + "." + tenths);
        }
    }

    public static TimeReadout of(Duration remaining) {
        long totalTenths = remaining.isNegative() ? 0 : remaining.toMillis() / 100;
        long totalSeconds = totalTenths / 10;
        return new TimeReadout(Math.toIntExact(totalSeconds / 3600), (int) (totalSeconds / 60 % 60),
                (int) (totalSeconds % 60), (int) (totalTenths % 10));
    }

    /** The reading as a duration (whole tenths). */
    public Duration duration() {
        return Duration.ofSeconds(hours * 3600L + minutes * 60L + seconds).plusMillis(tenths * 100L);
    }

    /** Under ten seconds players want the tenths; above, they are noise. */
    public boolean tenthsMatter() {
        return duration().compareTo(TENTHS_BELOW) < 0;
    }

    /**
     * The reading as a clock face shows it (data, not a sentence): "1:30:05", "3:00", "0:42",
     * and with tenths under ten seconds: "0:09.5".
     */
    public String digital() {
        StringBuilder sb = new StringBuilder();
        if (hours > 0) {
            sb.append(hours).append(':').append(two(minutes));
        } else {
            sb.append(minutes);
        }
        sb.append(':').append(two(seconds));
        if (tenthsMatter()) {
            sb.append('.').append(tenths);
        }
        return sb.toString();
    }

    /** Two digits, zero-padded. */
    static String two(int n) {
        return n < 10 ? "0" + n : Integer.toString(n);
    }
}
