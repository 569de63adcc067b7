package org.turnpan.chess.clock;

/**
 * A monotonic time source in nanoseconds, like {@link System#nanoTime()}: only differences
 * between two readings mean anything. Injected into {@link GameClock} so that tests can drive
 * time by hand instead of sleeping.
 */
@FunctionalInterface
public interface TimeSource {

    /** The current reading; never decreases. */
    long nanos();

    /** The real monotonic clock of this JVM. */
    static TimeSource system() {
        return System::nanoTime;
    }
}
