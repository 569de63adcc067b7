package org.turnpan.chess.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** What is said back of typed text and paths: the table in echo.tsv, and a 100 KB line. */
class EchoTest {

    @Test
    void everyRowOfTheTableIsSaidBackAsWritten() throws IOException {
        for (String[] row : Escapes.rows("/text/echo.tsv")) {
            assertEquals(4, row.length, () -> "four columns: " + String.join(" | ", row));
            String input = Escapes.decode(row[1]);
            String said = switch (row[0]) {
                case "of" -> Echo.of(input);
                case "path" -> Echo.path(input);
                case "name" -> Echo.name(input);
                default -> throw new AssertionError("unknown function " + row[0]);
            };
            assertEquals(Escapes.decode(row[2]), said, row[3]);
        }
    }

    @Test
    void aHundredKilobyteLineIsSaidBackInAFewWords() {
        String oneWord = "x".repeat(100_000);
        assertEquals("x".repeat(Echo.CHARACTERS) + Echo.MORE, Echo.of(oneWord));
        String manyWords = "ab ".repeat(34_000);
        assertEquals("ab ab ab ab ab" + Echo.MORE, Echo.of(manyWords));
        String path = "/" + "dir/".repeat(25_000) + "game.pgn";
        String said = Echo.path(path);
        assertTrue(said.length() <= Echo.PATH_CHARACTERS + 1 && said.endsWith("/game.pgn"), said);
    }
}
