package org.turnpan.chess.session.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.puzzle.PuzzleScore;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * The puzzle record between runs: written atomically in the data folder and read back; a damaged
 * file is said once, kept byte for byte until the next result, then set aside, never deleted.
 */
class PuzzleShelfTest {
    private static final Clock AT = Clock.fixed(Instant.parse("2026-12-01T18:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private PuzzleShelf shelf() {
        return new PuzzleShelf(Optional.of(dir.resolve(PuzzleShelf.FILE_NAME)), AT);
    }

    private static List<String> english(List<Message> said) {
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        return said.stream().map(en::render).toList();
    }

    @Test
    void resultsAreWrittenAndReadByTheNextRun() throws IOException {
        PuzzleShelf first = shelf();
        assertEquals(List.of(), first.open());
        PuzzleScore after = first.score().after("T0003", 1700, PuzzleScore.Result.SOLVED);
        assertEquals(List.of(), first.keep(after));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(dir.resolve(PuzzleShelf.FILE_NAME)), files.toList(), "no temporary file is left");
        }
        PuzzleShelf next = shelf();
        assertEquals(List.of(), next.open());
        assertEquals(after.format(), next.score().format());
        assertTrue(next.score().isDone("T0003"));
    }

    @Test
    void aDamagedFileIsSaidKeptAndSetAsideAtTheNextResult() throws IOException {
        byte[] damaged = "rating=1620\nsolved=oops\n".getBytes(StandardCharsets.UTF_8);
        Path file = Files.write(dir.resolve(PuzzleShelf.FILE_NAME), damaged);
        PuzzleShelf shelf = shelf();
        assertEquals(List.of("Your puzzle record " + PuzzleShelf.FILE_NAME + " is damaged, one line could not be read and "
                + "is left out."), english(shelf.open()));
        assertEquals(1620, shelf.score().rating(), "what could be read counts");
        assertArrayEquals(damaged, Files.readAllBytes(file), "left as it is until the next result");
        List<String> said = english(shelf.keep(shelf.score().after("T0001", 1620, PuzzleScore.Result.FAILED)));
        assertEquals(1, said.size());
        assertTrue(said.get(0).startsWith("The damaged puzzle record is kept as puzzles.unreadable-"), said.get(0));
        try (var files = Files.list(dir)) {
            Path aside = files.filter(f -> f.getFileName().toString().startsWith("puzzles.unreadable-")).findFirst()
                    .orElseThrow();
            assertArrayEquals(damaged, Files.readAllBytes(aside), "kept aside byte for byte");
        }
        assertEquals(0, PuzzleScore.parse(Files.readString(file)).badLines().size());
    }
}
