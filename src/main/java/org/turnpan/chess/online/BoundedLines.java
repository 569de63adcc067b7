package org.turnpan.chess.online;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads an ND-JSON stream line by line, holding at most {@code maxBytes} of a line: a longer line
 * is skipped to its end and reported as {@link Line.TooLong}, never kept whole, so a broken or
 * hostile server cannot fill the memory.
 */
final class BoundedLines {

    /** One line read. */
    sealed interface Line {
    }

    record Text(String text) implements Line {
    }

    record TooLong(long bytes) implements Line {
    }

    private final InputStream in;
    private final int maxBytes;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

    BoundedLines(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /** The next line, or empty at the end of the stream (a last line without a newline is still read). */
    Optional<Line> next() throws IOException {
        buffer.reset();
        long length = 0;
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') {
                return Optional.of(line(length));
            }
            length++;
            if (length <= maxBytes) {
                buffer.write(b);
            }
        }
        return length == 0 ? Optional.empty() : Optional.of(line(length));
    }

    private Line line(long length) {
        if (length > maxBytes) {
            return new TooLong(length);
        }
        String s = buffer.toString(StandardCharsets.UTF_8);
        return new Text(s.endsWith("\r") ? s.substring(0, s.length() - 1) : s);
    }
}
