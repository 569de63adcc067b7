package org.turnpan.chess.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The remaining times at which the clock warns a player, largest first, without duplicates.
 * The default is 30 seconds and 10 seconds; players who want an early alarm add 2 minutes.
 * Immutable.
 */
public record WarningThresholds(List<Duration> descending) {

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
}
