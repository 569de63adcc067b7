package org.turnpan.chess.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The positions of the perft suite in the test resources, as FEN, for tests that walk many positions. */
final class SuitePositions {
    private SuitePositions() {
    }

    static List<String> fens() throws IOException {
        try (InputStream in = SuitePositions.class.getResourceAsStream("/perft/perftsuite.epd")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank())
                    .map(l -> l.split(";")[0].trim())
                    .toList();
        }
    }
}
