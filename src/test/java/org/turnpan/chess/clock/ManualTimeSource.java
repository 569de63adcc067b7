package org.turnpan.chess.clock;

import java.time.Duration;

/** A time source that moves only when a test says so: clock tests never sleep. */
public final class ManualTimeSource implements TimeSource {

    private long nanos = 1_000_000_000L;

    @Override
    public synchronized long nanos() {
        return nanos;
    }

    public synchronized void advance(Duration d) {
        if (d.isNegative()) {
            throw new IllegalArgumentException("time never goes back");
        }
        nanos += d.toNanos();
    }

    public void advanceSeconds(double seconds) {
        advance(Duration.ofNanos(Math.round(seconds * 1e9)));
    }
}
