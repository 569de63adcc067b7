package org.turnpan.chess;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The team's shared data (the PGN corpus, perft suites): the folder named by the environment
 * variable {@code TURNPAN_SHARED}, else {@code ../shared} beside the checkout. A test that needs a
 * file that is not there fails with the path it looked at; it never skips.
 */
public final class SharedData {
    /** The 17,557-game corpus, under the shared folder. */
    public static final String CORPUS = "data/pgn/corpus-17557.pgn";

    private SharedData() {
    }

    /** The shared folder. */
    public static Path folder() {
        String set = System.getenv("TURNPAN_SHARED");
        return set == null || set.isBlank() ? Path.of("..", "shared") : Path.of(set);
    }

    /** The file at {@code relative} under the shared folder; fails the test when it is missing. */
    public static Path require(String relative) {
        Path file = folder().resolve(relative);
        assertTrue(Files.isRegularFile(file), "shared data missing: " + file.toAbsolutePath()
                + " (set TURNPAN_SHARED to the folder holding " + relative + ")");
        return file;
    }
}
