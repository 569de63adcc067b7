package org.turnpan.chess.review;

import java.time.YearMonth;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A PGN date ("2004.01.25", "2004.??.??", "????.??.??") with its unknown parts left out: a year,
 * a month of that year, or a whole day. A part is kept only when the parts above it are known and
 * it is in range (a day is checked against its month, 29 February only in leap years).
 */
public record PgnDate(int year, OptionalInt month, OptionalInt day) {
    private static final Pattern DATE = Pattern.compile("(\\d{4})(?:[.\\-/](\\d{2}|\\?{2})(?:[.\\-/](\\d{2}|\\?{2}))?)?");

    /** The known part of a date tag; empty when even the year is unknown or the text is not a date. */
    public static Optional<PgnDate> parse(String value) {
        Matcher m = DATE.matcher(value == null ? "" : value.strip());
        if (!m.matches()) {
            return Optional.empty();
        }
        int year = Integer.parseInt(m.group(1));
        OptionalInt month = inRange(m.group(2), 12);
        OptionalInt day = month.isEmpty() ? OptionalInt.empty()
                : inRange(m.group(3), YearMonth.of(year, month.getAsInt()).lengthOfMonth());
        return Optional.of(new PgnDate(year, month, day));
    }

    /** The number written (two digits), when it is from 1 to {@code max}. */
    private static OptionalInt inRange(String digits, int max) {
        if (digits == null || digits.startsWith("?")) {
            return OptionalInt.empty();
        }
        int n = Integer.parseInt(digits);
        return n >= 1 && n <= max ? OptionalInt.of(n) : OptionalInt.empty();
    }
}
