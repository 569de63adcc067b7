package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * A NUL byte deep in a PGN (past the bytes sniffed for binary files, after three good games) was
 * reported as "Nothing was typed. Type a move.": it is a damaged file, said with its game and line.
 */
class BinaryInPgnTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void aNulDeepInTheFileIsDamageNotAnEmptyMove(String lang) throws Exception {
        StringBuilder pgn = new StringBuilder();
        for (int g = 1; g <= 3; g++) {
            pgn.append("[Event \"Game ").append(g).append("\"]\n\n1. e4 e5 {").append("x".repeat(4000))
                    .append("} 2. Nf3 Nc6 1-0\n\n");
        }
        int line = (int) pgn.chars().filter(c -> c == '\n').count() + 3;
        pgn.append("[Event \"Damaged\"]\n\n1. e4 e5 2. \0\0\0\0 Nc6 1-0\n");
        Path file = dir.resolve("damaged.pgn");
        Files.writeString(file, pgn, StandardCharsets.UTF_8);
        SayCommandTest.Run r = SayCommandTest.run("pgn", "check", "--lang", lang, file.toString());
        String all = r.out() + r.err();
        Catalogue messages = Catalogue.forLocale(Locale.forLanguageTag(lang));
        String empty = messages.render(Message.of("notation.empty-input"), Medium.TEXT);
        assertFalse(all.contains(empty), all);
        String damaged = messages.render(Message.of("pgn.problem.binary-content", "game", 4, "line", line,
                "column", 13), Medium.TEXT);
        assertTrue(all.contains(damaged), "expected «" + damaged + "» in: " + all);
        assertEquals(1, r.status(), all);
    }
}
