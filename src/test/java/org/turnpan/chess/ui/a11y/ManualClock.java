package org.turnpan.chess.ui.a11y;

import java.time.Duration;
import java.util.function.LongSupplier;

/** Time that moves only when the test says so. */
final class ManualClock implements LongSupplier {
    private long now = 1_000_000_000L;

    @Override
    public synchronized long getAsLong() {
        return now;
    }

    synchronized void advance(Duration d) {
        now += d.toNanos();
    }

    void advanceMillis(long ms) {
        advance(Duration.ofMillis(ms));
    }
}
