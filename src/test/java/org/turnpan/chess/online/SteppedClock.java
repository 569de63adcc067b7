package org.turnpan.chess.online;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that stands still until a test moves it: seconds pass only when asked, never by waiting. */
public final class SteppedClock extends Clock {
    private volatile Instant now = Instant.parse("2026-12-02T12:00:00Z");

    /** Moves the time on by {@code d}. */
    public void advance(Duration d) {
        now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now;
    }
}
