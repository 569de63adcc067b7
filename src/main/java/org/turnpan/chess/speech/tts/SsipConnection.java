package org.turnpan.chess.speech.tts;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * One SSIP connection to a speech-dispatcher (its documented Speech Synthesis Interface Protocol):
 * lines of UTF-8 ending in CR LF; a command is answered by lines {@code NNN-text} ending with one
 * {@code NNN text}; events (7xx: 701 BEGIN, 702 END, 703 CANCELED...) come at any time between
 * replies. A reader thread of its own reads everything: replies go to the command waiting for
 * them, events to {@code events}. Every wait for a reply has a time limit; a connection that
 * breaks or does not answer in time is closed and {@code lost} is told once.
 * <p>
 * Commands are synchronous in SSIP (one at a time); the methods here are synchronized.
 */
final class SsipConnection implements AutoCloseable {

    /** A complete reply: its final code and the text after the code on each line. */
    record Reply(int code, List<String> lines) {
        boolean ok() {
            return code >= 200 && code < 300;
        }
    }

    /** An event: its code (700-705) and the message it is about. */
    record Event(int code, long messageId) {
        static final int BEGIN = 701;
        static final int END = 702;
        static final int CANCELED = 703;
    }

    private static final Reply LOST = new Reply(-1, List.of());

    private final SocketChannel channel;
    private final Duration timeout;
    private final Consumer<Event> events;
    private final Runnable lost;
    private final BlockingQueue<Reply> replies = new LinkedBlockingQueue<>();
    private final Thread reader;
    private volatile boolean closed;
    private boolean toldLost;

    private SsipConnection(SocketChannel channel, Duration timeout, Consumer<Event> events, Runnable lost) {
        this.channel = channel;
        this.timeout = timeout;
        this.events = events;
        this.lost = lost;
        this.reader = new Thread(this::readLoop, "speechd-reader");
        reader.setDaemon(true);
    }

    /**
     * Connects to {@code address} and starts reading. {@code events} and {@code lost} are called on
     * the reader thread and must be quick.
     */
    static SsipConnection open(SsipAddress address, Duration timeout, Consumer<Event> events, Runnable lost)
            throws IOException {
        SsipConnection c = new SsipConnection(address.connect(timeout), timeout, events, lost);
        c.reader.start();
        return c;
    }

    /** Sends one command line and returns its reply. */
    synchronized Reply command(String line) throws IOException {
        write(line + "\r\n");
        return awaitReply(line);
    }

    /** Sends {@code command} and fails unless the reply is 2xx. */
    synchronized Reply expectOk(String line) throws IOException {
        Reply r = command(line);
        if (!r.ok()) {
            throw new IOException("speech-dispatcher refused " + line + ": " + r);
        }
        return r;
    }

    /**
     * {@code SPEAK}, the text with SSIP's dot-escaping (a line starting with '.' gets another) and the
     * closing dot line; returns the message id the daemon gave it.
     */
    synchronized long speak(String text) throws IOException {
        Reply start = command("SPEAK");
        if (start.code() != 230) {
            throw new IOException("speech-dispatcher refused SPEAK: " + start);
        }
        write(escape(text) + "\r\n.\r\n");
        Reply queued = awaitReply("SPEAK data");
        if (queued.code() != 225 || queued.lines().isEmpty()) {
            throw new IOException("speech-dispatcher did not queue the message: " + queued);
        }
        try {
            return Long.parseLong(queued.lines().get(0).strip());
        } catch (NumberFormatException e) {
            throw new IOException("no message id in " + queued, e);
        }
    }

    /** The text as SSIP data lines: CR LF line ends, a dot doubled at the start of a line. */
    static String escape(String text) {
        String[] lines = text.split("\r\n|\r|\n", -1);
        StringBuilder b = new StringBuilder(text.length() + 8);
        for (int i = 0; i < lines.length; i++) {
            if (i > 0) {
                b.append("\r\n");
            }
            if (lines[i].startsWith(".")) {
                b.append('.');
            }
            b.append(lines[i]);
        }
        return b.toString();
    }

    private void write(String s) throws IOException {
        if (!channel.isOpen()) {
            throw new IOException("speech-dispatcher connection closed");
        }
        ByteBuffer buf = ByteBuffer.wrap(s.getBytes(StandardCharsets.UTF_8));
        try {
            while (buf.hasRemaining()) {
                channel.write(buf);
            }
        } catch (IOException e) {
            broken();
            throw e;
        }
    }

    private Reply awaitReply(String what) throws IOException {
        Reply r;
        try {
            r = replies.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for " + what, e);
        }
        if (r == null || r == LOST) {
            broken();
            throw new IOException(r == null ? "speech-dispatcher did not answer " + what + " in " + timeout
                    : "speech-dispatcher connection lost");
        }
        return r;
    }

    private void readLoop() {
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(Channels.newInputStream(channel), StandardCharsets.UTF_8))) {
            List<String> lines = new ArrayList<>();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.length() < 4 || !isCode(line)) {
                    continue; // not SSIP: ignore rather than guess
                }
                lines.add(line.substring(4));
                if (line.charAt(3) == '-') {
                    continue;
                }
                int code = Integer.parseInt(line.substring(0, 3));
                List<String> body = List.copyOf(lines);
                lines.clear();
                if (code >= 700 && code < 800) {
                    event(code, body);
                } else {
                    replies.add(new Reply(code, body));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the daemon went away, or close() closed the channel under the read
        }
        replies.add(LOST);
        broken();
    }

    private static boolean isCode(String line) {
        return Character.isDigit(line.charAt(0)) && Character.isDigit(line.charAt(1))
                && Character.isDigit(line.charAt(2)) && (line.charAt(3) == '-' || line.charAt(3) == ' ');
    }

    private void event(int code, List<String> body) {
        try {
            events.accept(new Event(code, Long.parseLong(body.get(0).strip())));
        } catch (RuntimeException e) {
            // a malformed event names no message of ours
        }
    }

    /** Marks the connection broken: closes it and tells {@code lost}, once (unless closed on purpose). */
    private void broken() {
        boolean tell;
        synchronized (replies) {
            tell = !toldLost && !closed;
            toldLost = true;
        }
        closeChannel();
        if (tell) {
            lost.run();
        }
    }

    boolean isOpen() {
        return !closed && channel.isOpen();
    }

    /** Says {@code QUIT} (briefly) and closes; the reader thread ends. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true; // on purpose: the daemon closing after QUIT is not a loss
        if (channel.isOpen()) {
            try {
                synchronized (this) {
                    write("QUIT\r\n");
                    replies.poll(Math.min(500, timeout.toMillis()), TimeUnit.MILLISECONDS);
                }
            } catch (IOException e) {
                // closing anyway
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        closeChannel();
    }

    private void closeChannel() {
        try {
            channel.close();
        } catch (IOException e) {
            // already gone
        }
    }
}
