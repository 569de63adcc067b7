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

    /** A table cell with {@code \\uXXXX} escapes (invisible characters) turned into the characters. */
    static String unescape(String cell) {
        StringBuilder out = new StringBuilder(cell.length());
        for (int i = 0; i < cell.length(); i++) {
            if (cell.startsWith("\\u", i) && i + 6 <= cell.length()) {
                out.append((char) Integer.parseInt(cell.substring(i + 2, i + 6), 16));
                i += 5;
            } else {
                out.append(cell.charAt(i));
            }
        }
        return out.toString();
    }

    static Position position(String fen) {
        return fen.equals("startpos") ? Position.initial() : Position.fromFen(fen);
    }
}
