package org.turnpan.chess.clock;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much time each player gets: an initial time and a Fischer increment added after each of
 * their moves, or no clock at all. Written "M+S" (minutes + seconds of increment): "3+2", "10+0",
 * "90+30"; fractional minutes "0.5+0" and minutes:seconds "0:30+1" are accepted too, and a lone
 * "10" means "10+0". Immutable.
 */
public final class TimeControl {

    /** Longest starting time accepted: ten hours. */
    public static final Duration MAX_INITIAL = Duration.ofHours(10);
    /** Longest increment accepted: ten minutes. */
    public static final Duration MAX_INCREMENT = Duration.ofMinutes(10);

    private static final TimeControl UNTIMED = new TimeControl(null, null);
    /** Machine words for "no clock" (command line, settings). Localized words are the session's job. */
    private static final Set<String> UNTIMED_WORDS = Set.of("untimed", "none", "off", "-", "∞");
    private static final Pattern DECIMAL = Pattern.compile("\\d{1,6}(?:[.,]\\d{1,6})?|[.,]\\d{1,6}");
    private static final Pattern MINUTES_SECONDS = Pattern.compile("(\\d{1,4}):([0-5]\\d)");
    private static final Pattern PGN_TAG = Pattern.compile("(\\d{1,6}(?:\\.\\d{1,3})?)(?:\\+(\\d{1,6}(?:\\.\\d{1,3})?))?");

    private final Duration initial;
    private final Duration increment;

    private TimeControl(Duration initial, Duration increment) {
        this.initial = initial;
        this.increment = increment;
    }

    public static TimeControl untimed() {
        return UNTIMED;
    }

    /** A timed control. Programmer errors (zero or over-long times) throw; user text goes through {@link #parse}. */
    public static TimeControl of(Duration initial, Duration increment) {
        if (initial.isNegative() || initial.isZero() || initial.compareTo(MAX_INITIAL) > 0) {
            throw new IllegalArgumentException("initial time out of range: " + initial);
        }
        if (increment.isNegative() || increment.compareTo(MAX_INCREMENT) > 0) {
            throw new IllegalArgumentException("increment out of range: " + increment);
        }
        return new TimeControl(initial, increment);
    }

    /** {@code minutes + seconds}, e.g. {@code ofMinutes(3, 2)} is "3+2". */
    public static TimeControl ofMinutes(long minutes, long incrementSeconds) {
        return of(Duration.ofMinutes(minutes), Duration.ofSeconds(incrementSeconds));
    }

    /** Reads what a user typed. Never throws. */
    public static Parsed parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return new Invalid(new TimeControlError.Empty());
        }
        if (UNTIMED_WORDS.contains(t.toLowerCase(Locale.ROOT))) {
            return new Valid(UNTIMED);
        }
        String[] parts = t.split("\\+", -1);
        if (parts.length > 2) {
            return new Invalid(new TimeControlError.NotMinutesPlusSeconds(t));
        }
        String minutesPart = parts[0].strip();
        String incrementPart = parts.length == 2 ? parts[1].strip() : "0";
        Duration initial = minutes(minutesPart);
        if (initial == null) {
            return new Invalid(parts.length == 1 && !startsLikeNumber(minutesPart)
                    ? new TimeControlError.NotMinutesPlusSeconds(t)
                    : new TimeControlError.BadMinutes(minutesPart));
        }
        Duration increment = DECIMAL.matcher(incrementPart).matches() ? scaled(incrementPart, 1000) : null;
        if (increment == null) {
            return new Invalid(new TimeControlError.BadIncrement(incrementPart));
        }
        if (initial.isZero()) {
            return new Invalid(new TimeControlError.NoStartingTime(t));
        }
        if (initial.compareTo(MAX_INITIAL) > 0) {
            return new Invalid(new TimeControlError.StartingTimeTooLong(initial, MAX_INITIAL));
        }
        if (increment.compareTo(MAX_INCREMENT) > 0) {
            return new Invalid(new TimeControlError.IncrementTooLong(increment, MAX_INCREMENT));
        }
        return new Valid(new TimeControl(initial, increment));
    }

    private static boolean startsLikeNumber(String s) {
        return !s.isEmpty() && (Character.isDigit(s.charAt(0)) || s.charAt(0) == '.' || s.charAt(0) == ',');
    }

    private static Duration minutes(String part) {
        Matcher ms = MINUTES_SECONDS.matcher(part);
        if (ms.matches()) {
            return Duration.ofMinutes(Long.parseLong(ms.group(1))).plusSeconds(Long.parseLong(ms.group(2)));
        }
        return DECIMAL.matcher(part).matches() ? scaled(part, 60_000) : null;
    }

    /** A decimal number of units, each {@code millisPerUnit} long, rounded to the millisecond. */
    private static Duration scaled(String decimal, long millisPerUnit) {
        BigDecimal millis = new BigDecimal(decimal.replace(',', '.')).multiply(BigDecimal.valueOf(millisPerUnit));
        return Duration.ofMillis(millis.setScale(0, RoundingMode.HALF_UP).longValueExact());
    }

    public boolean isTimed() {
        return initial != null;
    }

    /** Starting time per side; zero for an untimed control. */
    public Duration initial() {
        return initial == null ? Duration.ZERO : initial;
    }

    /** Added to a player's clock after each of their moves; zero for an untimed control. */
    public Duration increment() {
        return increment == null ? Duration.ZERO : increment;
    }

    /**
     * The canonical text, which {@link #parse} reads back to an equal control: "untimed", "3+2",
     * "0:30+1" (a starting time that is not whole minutes), "0.25+0.5" (finer than seconds).
     */
    public String text() {
        if (!isTimed()) {
            return "untimed";
        }
        return initialText() + "+" + decimal(increment.toMillis(), 1000);
    }

    private String initialText() {
        long millis = initial.toMillis();
        if (millis % 60_000 == 0) {
            return Long.toString(millis / 60_000);
        }
        if (millis % 1000 == 0) {
            long seconds = millis / 1000;
            long s = seconds % 60;
            return seconds / 60 + ":" + (s < 10 ? "0" : "") + s;
        }
        return decimal(millis, 60_000);
    }

    private static String decimal(long millis, long millisPerUnit) {
        return BigDecimal.valueOf(millis).divide(BigDecimal.valueOf(millisPerUnit), 6, RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString();
    }

    /**
     * The value of the PGN {@code TimeControl} tag: "180+2" (seconds + seconds), "600" without
     * increment, "-" when untimed. Times finer than a second are written with decimals.
     */
    public String pgnTag() {
        if (!isTimed()) {
            return "-";
        }
        String start = decimal(initial.toMillis(), 1000);
        return increment.isZero() ? start : start + "+" + decimal(increment.toMillis(), 1000);
    }

    /**
     * Reads the PGN {@code TimeControl} tag forms this clock can play: "-" (untimed), "300"
     * (sudden death) and "180+2" (increment), all in seconds. Empty for the others ("?", moves
     * per period "40/7200", sandglass "*60") and for values out of range.
     */
    public static Optional<TimeControl> fromPgnTag(String value) {
        String v = value == null ? "" : value.strip();
        if (v.equals("-")) {
            return Optional.of(UNTIMED);
        }
        Matcher m = PGN_TAG.matcher(v);
        if (!m.matches()) {
            return Optional.empty();
        }
        Duration initial = scaled(m.group(1), 1000);
        Duration increment = m.group(2) == null ? Duration.ZERO : scaled(m.group(2), 1000);
        boolean inRange = !initial.isZero() && initial.compareTo(MAX_INITIAL) <= 0 && increment.compareTo(MAX_INCREMENT) <= 0;
        return inRange ? Optional.of(new TimeControl(initial, increment)) : Optional.empty();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TimeControl other && java.util.Objects.equals(initial, other.initial)
                && java.util.Objects.equals(increment, other.increment);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(initial, increment);
    }

    @Override
    public String toString() {
        return text();
    }

    /** The result of reading a time control typed by a user. */
    public sealed interface Parsed permits Valid, Invalid {
    }

    public record Valid(TimeControl control) implements Parsed {
    }

    public record Invalid(TimeControlError error) implements Parsed {
    }
}
