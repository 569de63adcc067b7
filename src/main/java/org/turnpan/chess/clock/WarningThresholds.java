package org.turnpan.chess.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The remaining times at which the clock warns a player, largest first, without duplicates.
 * The default is 30 seconds and 10 seconds; players who want an early alarm add 2 minutes.
 * Immutable.
 */
public record WarningThresholds(List<Duration> descending) {

    /** The most warnings a list may hold. */
    public static final int MAX_COUNT = 6;

    private static final Set<String> NONE_WORDS = Set.of("none", "off", "-");
    private static final Pattern ITEM = Pattern.compile("(?:(\\d{1,3}):([0-5]\\d)|(\\d{1,5})\\s*s?|(\\d{1,3})\\s*m)");

    public WarningThresholds {
        List<Duration> sorted = new ArrayList<>();
        for (Duration d : descending) {
            if (d.isNegative() || d.isZero()) {
                throw new IllegalArgumentException("a warning threshold must be positive: " + d);
            }
            if (!sorted.contains(d)) {
                sorted.add(d);
            }
        }
        sorted.sort(Comparator.reverseOrder());
        descending = List.copyOf(sorted);
    }

    /** 30 seconds and 10 seconds. */
    public static WarningThresholds defaults() {
        return of(Duration.ofSeconds(30), Duration.ofSeconds(10));
    }

    /** No warnings at all. */
    public static WarningThresholds none() {
        return new WarningThresholds(List.of());
    }

    /** Thresholds in any order; duplicates collapse. */
    public static WarningThresholds of(Duration... thresholds) {
        return new WarningThresholds(List.of(thresholds));
    }

    public int size() {
        return descending.size();
    }

    public Duration get(int index) {
        return descending.get(index);
    }

    /**
     * Reads what a player types in the settings: times separated by spaces or commas, each in
     * seconds ("30", "30s"), minutes ("2m") or minutes:seconds ("2:00"): "2:00 30 10". "none",
     * "off" or "-" turn warnings off. Never throws.
     */
    public static Parsed parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            return new Invalid(new WarningThresholdsError.Empty());
        }
        if (NONE_WORDS.contains(t)) {
            return new Valid(none());
        }
        String[] parts = t.split("[\\s,;]+");
        if (parts.length > MAX_COUNT) {
            return new Invalid(new WarningThresholdsError.TooMany(parts.length, MAX_COUNT));
        }
        List<Duration> times = new ArrayList<>();
        for (String part : parts) {
            Duration d = time(part);
            if (d == null || d.isZero() || d.compareTo(TimeControl.MAX_INITIAL) > 0) {
                return new Invalid(new WarningThresholdsError.BadTime(part));
            }
            times.add(d);
        }
        return new Valid(new WarningThresholds(times));
    }

    private static Duration time(String part) {
        Matcher m = ITEM.matcher(part);
        if (!m.matches()) {
            return null;
        }
        if (m.group(1) != null) {
            return Duration.ofMinutes(Long.parseLong(m.group(1))).plusSeconds(Long.parseLong(m.group(2)));
        }
        if (m.group(3) != null) {
            return Duration.ofSeconds(Long.parseLong(m.group(3)));
        }
        return Duration.ofMinutes(Long.parseLong(m.group(4)));
    }

    /** The canonical text, which {@link #parse} reads back: "2:00 0:30 0:10", or "none". */
    public String text() {
        if (descending.isEmpty()) {
            return "none";
        }
        StringBuilder sb = new StringBuilder();
        for (Duration d : descending) {
            long seconds = d.toSeconds();
            sb.append(sb.length() == 0 ? "" : " ").append(seconds / 60).append(':').append(TimeReadout.two((int) (seconds % 60)));
        }
        return sb.toString();
    }

    /** The result of reading warning times typed by a player. */
    public sealed interface Parsed permits Valid, Invalid {
    }

    public record Valid(WarningThresholds thresholds) implements Parsed {
    }

    public record Invalid(WarningThresholdsError error) implements Parsed {
    }
}
