package org.turnpan.chess.online;

/** Sleeps in tests without checked exceptions. */
final class OnlineFixtureSleep {
    private OnlineFixtureSleep() {
    }

    static void ms(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
