package org.turnpan.chess.learn;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads the learn tests' tables from src/test/resources/learn; a missing or empty table fails the test. */
final class LearnTestData {
    private LearnTestData() {
    }

    /** Tab-separated rows, '#' lines and blank lines skipped, empty fields kept; at least one row. */
    static List<String[]> tsv(String name) {
        List<String[]> rows = new ArrayList<>();
        for (String line : text("/learn/" + name).split("\n", -1)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            rows.add(line.split("\t", -1));
        }
        if (rows.isEmpty()) {
            throw new IllegalStateException("the test table " + name + " has no rows");
        }
        return rows;
    }

    static String text(String resource) {
        try (InputStream in = LearnTestData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
