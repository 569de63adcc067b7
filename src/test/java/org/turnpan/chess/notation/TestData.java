package org.turnpan.chess.notation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.rules.Position;

/** Reads test tables from src/test/resources. */
final class TestData {
    private TestData() {
    }

    static String text(String resource) {
        try (InputStream in = TestData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Tab-separated rows, '#' lines and blank lines skipped, empty fields kept. */
    static List<String[]> tsv(String resource) {
        List<String[]> rows = new ArrayList<>();
        for (String line : text(resource).split("\n", -1)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            rows.add(line.split("\t", -1));
        }
        return rows;
    }

    static Position position(String fen) {
        return fen.equals("startpos") ? Position.initial() : Position.fromFen(fen);
    }
}
