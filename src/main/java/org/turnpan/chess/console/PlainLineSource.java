package org.turnpan.chess.console;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Lines of a stream, UTF-8, read as they are; a read error counts as the end of input. A line ends
 * at a line feed, a carriage return, or both together, as {@link java.io.BufferedReader#readLine}
 * ends them. At most {@link LineSource#LONGEST_LINE} + 1 characters of a line are kept: the rest
 * is read and dropped, so a line without end (a 300 MB paste, {@code /dev/zero}) never fills the heap.
 */
final class PlainLineSource implements LineSource {
    private final Reader in;
    private final TerminalEcho echo;
    private final char[] buffer = new char[8192];
    private int next;
    private int end;
    /** The last line ended with a carriage return: a line feed right after it belongs to it. */
    private boolean lineFeedBelongsToLast;

    PlainLineSource(InputStream in, TerminalEcho echo) {
        this.in = new InputStreamReader(in, StandardCharsets.UTF_8);
        this.echo = echo;
    }

    /** The secret's line with the terminal's echo off (when it is a terminal): the token is not shown. */
    @Override
    public Optional<String> nextSecret() {
        Runnable restore = echo.off();
        try {
            return next();
        } finally {
            restore.run();
        }
    }

    @Override
    public Optional<String> next() {
        StringBuilder line = new StringBuilder();
        boolean started = false;
        while (true) {
            if (next == end && !fill()) {
                return started ? Optional.of(line.toString()) : Optional.empty();
            }
            char c = buffer[next++];
            if (lineFeedBelongsToLast) {
                lineFeedBelongsToLast = false;
                if (c == '\n') {
                    continue;
                }
            }
            if (c == '\n' || c == '\r') {
                lineFeedBelongsToLast = c == '\r';
                return Optional.of(line.toString());
            }
            started = true;
            if (line.length() <= LONGEST_LINE) {
                line.append(c);
            }
        }
    }

    /** Reads more characters; false at the end of input (or a read error). */
    private boolean fill() {
        try {
            int read;
            do {
                read = in.read(buffer);
            } while (read == 0);
            next = 0;
            end = Math.max(read, 0);
            return read > 0;
        } catch (IOException e) {
            next = 0;
            end = 0;
            return false;
        }
    }
}
