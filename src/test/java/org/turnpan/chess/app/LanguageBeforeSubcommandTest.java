package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A {@code --lang} written before the subcommand's name ({@code turnpan-chess --lang it pgn check
 * FILE}) speaks the same language as one written after it: it printed English for every data
 * command. Each row's command refuses its input, so the sentence is in the language or not.
 */
class LanguageBeforeSubcommandTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "it | pgn check BAD", "ru | pgn check BAD", "bg | pgn check BAD", "vi | pgn check BAD",
        "it | pgn export BAD", "ru | perft --fen nonsense --depth 1", "it | moves --fen nonsense",
        "bg | san e4 e5 Zz9", "vi | san e4 e5 Zz9", "it | perft --bogus",
    })
    void theLanguageBeforeTheNameIsTheLanguageAfterIt(String lang, String command) throws IOException {
        Path bad = dir.resolve("bad.pgn");
        Files.writeString(bad, "[Event \"x\"]\n\n1. e4 e5 2. Kxz9 *\n", StandardCharsets.UTF_8);
        List<String> words = new ArrayList<>(List.of(command.replace("BAD", bad.toString()).split(" ")));
        List<String> before = new ArrayList<>(List.of("--lang", lang));
        before.addAll(words);
        List<String> after = new ArrayList<>(words);
        after.addAll(words.get(0).equals("pgn") ? 2 : 1, List.of("--lang", lang));
        SayCommandTest.Run english = SayCommandTest.run(words.toArray(String[]::new));
        SayCommandTest.Run given = SayCommandTest.run(before.toArray(String[]::new));
        SayCommandTest.Run inside = SayCommandTest.run(after.toArray(String[]::new));
        assertEquals(inside.out() + inside.err(), given.out() + given.err(), "the same sentence wherever --lang is");
        assertEquals(inside.status(), given.status());
        assertNotEquals(english.out() + english.err(), given.out() + given.err(), "not the English sentence");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--lang it pgn check f | it", "pgn check --lang ru f | ", "--lang=bg console | bg",
        "--pgn console --lang vi perft | vi", "perft --lang it | ", "--pgn perft --lang it san | it",
    })
    void theLanguageIsTheOneBeforeTheFirstSubcommand(String line, String lang) {
        String[] args = line.split(" ");
        if (lang == null) {
            assertNull(Main.languageBeforeSubcommand(args));
        } else {
            assertEquals(lang, Main.languageBeforeSubcommand(args));
        }
    }
}
