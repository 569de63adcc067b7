package org.turnpan.chess.console;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Lines of a stream, UTF-8, read as they are; a read error counts as the end of input. */
final class PlainLineSource implements LineSource {
    private final BufferedReader in;

    PlainLineSource(InputStream in) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    @Override
    public Optional<String> next() {
        try {
            return Optional.ofNullable(in.readLine());
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
