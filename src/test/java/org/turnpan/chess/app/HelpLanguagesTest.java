package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code --help} speaks the language of {@code --lang} (or the system's), for every command: it
 * printed picocli's annotation strings in English whatever the language ("--lang it --help" said "A
 * chess program played by keyboard and by ear."). The English help and the manual page made from
 * the same texts are unchanged: compared with the files written before the texts moved to the
 * catalogue ({@code /app/help-en.txt}, {@code /app/man-page-en.troff}).
 */
class HelpLanguagesTest {
    /** Every command, visible or hidden, as typed before {@code --help}. */
    static final List<String> COMMANDS = List.of("", "console", "perft", "moves", "san", "pgn", "pgn check", "pgn export",
            "say", "bench", "bench perft", "bench pgn", "bench games", "bench speech", "bench keystroke", "bench engine",
            "bench startup", "help", "training-run", "man-page");
    /**
     * What a help line may hold in any language: option names, placeholders, paths, the command's own
     * words, the values typed after an option, names of systems; a line of nothing else may be the
     * same as in English (a wrapped synopsis, the end of a long path).
     */
    private static final String TYPED = "--?[A-Za-z0-9-]+(=<[A-Za-z]+>)?|<[A-Za-z]+>|\\b[A-Z]+\\b|\\S*/\\S*"
            + "|turnpan-chess|\\b(console|perft|moves|san|pgn|check|export|say|bench|games|speech|keystroke|engine"
            + "|startup|help|training-run|man-page|auto|none|freetts|espeak|speechd|human|builtin|uci|en|it|ru|bg|vi"
            + "|Windows|macOS)\\b|[\\[\\]().,;:|+0-9]";

    static Stream<Arguments> commandsInEveryOtherLanguage() {
        List<Arguments> out = new ArrayList<>();
        for (Locale language : org.turnpan.chess.speech.Catalogue.LANGUAGES) {
            if (!language.getLanguage().equals("en")) {
                COMMANDS.forEach(c -> out.add(Arguments.of(language.getLanguage(), c)));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} [{1}] --help")
    @MethodSource("commandsInEveryOtherLanguage")
    void noLineIsEnglishInAnotherLanguage(String lang, String command) {
        Set<String> english = help("en", command).lines().map(String::strip).collect(Collectors.toSet());
        String translated = help(lang, command);
        List<String> same = translated.lines().map(String::strip)
                .filter(l -> english.contains(l) && !l.replaceAll(TYPED, "").isBlank()).toList();
        assertEquals(List.of(), same, "lines left in English in " + lang + ":\n" + translated);
        assertTrue(translated.lines().count() >= 2, translated);
    }

    @Test
    void theEnglishHelpIsUnchanged() throws IOException {
        StringBuilder all = new StringBuilder();
        for (String command : COMMANDS) {
            all.append("=== ").append(command).append('\n').append(help("en", command));
        }
        assertEquals(resource("/app/help-en.txt"), all.toString());
    }

    @Test
    void theManualPageIsMadeFromTheEnglishTextsWhateverTheLanguage() throws IOException {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("ru-RU"));
            SayCommandTest.Run r = SayCommandTest.run("--lang", "it", "man-page");
            assertEquals(0, r.status(), r.err());
            String expected = resource("/app/man-page-en.troff").replace("@VERSION@", Version.number());
            assertEquals(expected, r.out().replace("\r\n", "\n"));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void theSystemLanguageIsUsedWithoutLang() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("bg-BG"));
            String bulgarian = run("--help");
            assertTrue(bulgarian.startsWith("Употреба: turnpan-chess"), bulgarian);
            assertTrue(bulgarian.contains("Шахматна програма, която се играе с клавиатура и на слух."), bulgarian);
            // a --lang anywhere on the line wins over the system's language
            assertTrue(run("console", "--help", "--lang", "vi").startsWith("Cách dùng: turnpan-chess console"));
        } finally {
            Locale.setDefault(before);
        }
    }

    /** The help of {@code command} in {@code lang}, as {@code --lang LANG COMMAND --help} prints it. */
    static String help(String lang, String command) {
        List<String> args = new ArrayList<>(List.of("--lang", lang));
        if (!command.isEmpty()) {
            args.addAll(List.of(command.split(" ")));
        }
        args.add("--help");
        return run(args.toArray(String[]::new));
    }

    private static String run(String... args) {
        SayCommandTest.Run r = SayCommandTest.run(args);
        assertEquals(0, r.status(), String.join(" ", args) + ": " + r.err());
        return r.out().replace("\r\n", "\n");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = HelpLanguagesTest.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
