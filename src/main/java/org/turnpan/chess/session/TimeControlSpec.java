package org.turnpan.chess.session;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A typed time control: "M+S" (minutes, increment seconds), e.g. "3+2"; "untimed" is none. */
record TimeControlSpec(Duration base, Duration increment) {
    private static final Pattern FORM = Pattern.compile("(\\d{1,3}(?:[.,]\\d+)?)\\s*\\+\\s*(\\d{1,3})");

    static Optional<TimeControlSpec> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Matcher m = FORM.matcher(text.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        double minutes = Double.parseDouble(m.group(1).replace(',', '.'));
        if (minutes <= 0) {
            return Optional.empty();
        }
        return Optional.of(new TimeControlSpec(Duration.ofMillis(Math.round(minutes * 60_000)),
                Duration.ofSeconds(Integer.parseInt(m.group(2)))));
    }

    /** True for "untimed" and the other words that mean no clock, and for a valid "M+S". */
    static boolean isValid(String text) {
        return SessionSettings.UNTIMED.equalsIgnoreCase(text) || parse(text).isPresent();
    }
}
