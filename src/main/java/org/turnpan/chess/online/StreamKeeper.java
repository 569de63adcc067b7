package org.turnpan.chess.online;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;

/**
 * Keeps one stream open on its own thread: when it drops, it is opened again after a pause that
 * doubles from {@code firstPause} up to {@code longestPause}; the listener hears the loss once and
 * the return once. It stops when closed, when {@code done} says the stream's work is over (a
 * finished game), or when the server refuses it (the token no longer valid, the game gone).
 */
public final class StreamKeeper implements AutoCloseable {

    /** What the keeper reports, on its own thread. */
    public interface Listener {
        void event(ServerEvent event);

        /** The stream dropped; the keeper is trying again. */
        void lost();

        /** The stream is open again after a loss. */
        void back();

        /** The keeper stopped for good: {@code why} is the server's refusal, or empty when closed or done. */
        void stopped(java.util.Optional<Reply> why);

        /**
         * A listener to whom a loss and a return say nothing (the event stream, a seek): only the
         * events and the end.
         */
        static Listener quiet(java.util.function.Consumer<ServerEvent> events,
                              java.util.function.Consumer<java.util.Optional<Reply>> stopped) {
            return new Listener() {
                @Override
                public void event(ServerEvent event) {
                    events.accept(event);
                }

                @Override
                public void lost() {
                    // opened again by the keeper; nothing to say
                }

                @Override
                public void back() {
                    // nothing to say
                }

                @Override
                public void stopped(java.util.Optional<Reply> why) {
                    stopped.accept(why);
                }
            };
        }
    }

    private final LichessClient client;
    private final String path;
    private final Map<String, String> form;
    private final Predicate<ServerEvent> done;
    private final Listener listener;
    private final Duration firstPause;
    private final Duration longestPause;
    private final AtomicReference<LichessClient.Handle> handle = new AtomicReference<>();
    private final Thread thread;
    private volatile boolean closed;
    private volatile boolean reopenWhenClosed = true;

    public StreamKeeper(LichessClient client, String path, Map<String, String> form, Predicate<ServerEvent> done,
                        Duration firstPause, Duration longestPause, Listener listener) {
        this.client = client;
        this.path = path;
        this.form = form;
        this.done = done;
        this.listener = listener;
        this.firstPause = firstPause;
        this.longestPause = longestPause;
        this.thread = new Thread(this::run, "lichess-stream");
        this.thread.setDaemon(true);
    }

    /**
     * A stream whose end the server decides (a seek, closed when paired) is not opened again when
     * the server closes it; only when it breaks.
     */
    public StreamKeeper endsWhenClosed() {
        reopenWhenClosed = false;
        return this;
    }

    public StreamKeeper start() {
        thread.start();
        return this;
    }

    private void run() {
        Duration pause = firstPause;
        boolean lost = false;
        boolean[] finished = {false};
        boolean[] heard = {false};
        while (!closed) {
            heard[0] = false;
            boolean wasLost = lost;
            LichessClient.StreamEnd end = client.stream(path, form, handle::set, e -> {
                if (!heard[0]) {
                    heard[0] = true;
                    if (wasLost) {
                        listener.back();
                    }
                }
                if (!closed) {
                    listener.event(e);
                }
                if (done.test(e)) {
                    finished[0] = true;
                    close();
                }
            });
            if (heard[0]) {
                lost = false;
                pause = firstPause;
            }
            if (closed || finished[0] || (end instanceof LichessClient.Closed && !reopenWhenClosed)) {
                break;
            }
            if (end instanceof LichessClient.NotOpened refused && !(refused.reply() instanceof Reply.NoAnswer)) {
                closed = true;
                listener.stopped(java.util.Optional.of(refused.reply()));
                return;
            }
            if (!lost) {
                lost = true;
                listener.lost();
            }
            try {
                Thread.sleep(pause.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            pause = pause.multipliedBy(2).compareTo(longestPause) > 0 ? longestPause : pause.multipliedBy(2);
        }
        listener.stopped(java.util.Optional.empty());
    }

    /** Stops reading; the listener hears nothing more but {@link Listener#stopped}. */
    @Override
    public void close() {
        closed = true;
        LichessClient.Handle h = handle.get();
        if (h != null) {
            h.close();
        }
        if (Thread.currentThread() != thread) {
            thread.interrupt();
        }
    }
}
