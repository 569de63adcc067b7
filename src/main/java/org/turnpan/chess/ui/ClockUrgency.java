package org.turnpan.chess.ui;

import java.time.Duration;

/** How a clock is drawn: plain, red under thirty seconds, red and pulsing under ten. */
public enum ClockUrgency {
    NORMAL, LOW, CRITICAL;

    public static ClockUrgency of(Duration left) {
        if (left.compareTo(Duration.ofSeconds(10)) < 0) {
            return CRITICAL;
        }
        return left.compareTo(Duration.ofSeconds(30)) < 0 ? LOW : NORMAL;
    }
}
