package org.turnpan.chess.app;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import org.turnpan.chess.console.LineSource;

/**
 * The console's typed lines handed in by {@code bench keystroke}, one at a time, as a line editor
 * hands a line on Enter; the bench can wait until the console has done with a line and asks for the
 * next. A key cuts the goodbye at once (the bench does not time it).
 */
final class HandedLines implements LineSource {
    private final Deque<String> lines = new ArrayDeque<>();
    private long asked;
    private long handed;
    private boolean ended;

    @Override
    public synchronized Optional<String> next() {
        asked++;
        notifyAll();
        try {
            while (lines.isEmpty() && !ended) {
                wait();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
        return Optional.ofNullable(lines.poll());
    }

    /** The player typed {@code line} and pressed Enter. */
    synchronized void hand(String line) {
        lines.add(line);
        handed++;
        notifyAll();
    }

    /** The end of input. */
    synchronized void end() {
        ended = true;
        notifyAll();
    }

    /** Waits until the console has done with every line handed and asks for the next; false on timeout. */
    synchronized boolean awaitWaiting(Duration timeout) throws InterruptedException {
        long until = System.nanoTime() + timeout.toNanos();
        while (asked <= handed) {
            long left = until - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return true;
    }

    @Override
    public boolean keyWithin(Duration timeout) {
        return true;
    }
}
