package org.turnpan.chess.session.game;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Rings once after a delay: the session sets it to the clock's next event (a warning threshold,
 * the flag) and sets it again after every move, so nobody polls the clock. The real alarm rings on
 * its own daemon thread; {@link #none()} never rings (tests move a manual time source and ask the
 * session to look at the clock themselves).
 */
public interface ClockAlarm extends AutoCloseable {

    /** Rings {@code ring} after {@code delay}, replacing whatever was set before. */
    void set(Duration delay, Runnable ring);

    /** Forgets what was set. */
    void clear();

    @Override
    default void close() {
        clear();
    }

    /** An alarm on a daemon thread of its own. */
    static ClockAlarm system() {
        return new ClockAlarm() {
            private ScheduledExecutorService timer;
            private ScheduledFuture<?> next;

            @Override
            public synchronized void set(Duration delay, Runnable ring) {
                clear();
                if (timer == null) {
                    timer = Executors.newSingleThreadScheduledExecutor(r -> {
                        Thread t = new Thread(r, "session-clock-alarm");
                        t.setDaemon(true);
                        return t;
                    });
                }
                // a millisecond late rather than early: the event is due when the alarm rings
                next = timer.schedule(ring, delay.toNanos() + 1_000_000L, TimeUnit.NANOSECONDS);
            }

            @Override
            public synchronized void clear() {
                if (next != null) {
                    next.cancel(false);
                    next = null;
                }
            }

            @Override
            public synchronized void close() {
                clear();
                if (timer != null) {
                    timer.shutdownNow();
                }
            }
        };
    }

    /** Never rings. */
    static ClockAlarm none() {
        return new ClockAlarm() {
            @Override
            public void set(Duration delay, Runnable ring) {
            }

            @Override
            public void clear() {
            }
        };
    }
}
