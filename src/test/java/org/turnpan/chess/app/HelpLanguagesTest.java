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
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

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
            "bench startup", "bench paste", "help", "training-run", "man-page");
    /**
     * What a help line may hold in any language: option names, placeholders, paths, the command's own
     * words, the values typed after an option, names of systems; a line of nothing else may be the
     * same as in English (a wrapped synopsis, the end of a long path).
     */
    private static final String TYPED = "--?[A-Za-z0-9-]+(=<[A-Za-z]+>)?|<[A-Za-z]+>|\\b[A-Z]+\\b|\\S*/\\S*"
            + "|turnpan-chess|\\b(console|perft|moves|san|pgn|check|export|say|bench|games|speech|keystroke|engine"
            + "|startup|paste|help|training-run|man-page|auto|none|freetts|espeak|speechd|human|builtin|uci|en|it|ru|bg|vi"
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

    @Test
    void everyCommandAndOptionHasItsTextAndEveryTextIsUsed() {
        // picocli shows an option without a text as a bare name: a new option needs its cli.help key
        Set<String> looked = new TreeSet<>(List.of("usage.synopsisHeading",
                "usage.commandListHeading", "mixinStandardHelpOptions.help", "mixinStandardHelpOptions.version",
                "helpCommand.help", "helpCommand.command", "turnpan-chess.help.usage.header",
                "turnpan-chess.help.usage.description.0", "turnpan-chess.help.usage.description.1",
                "turnpan-chess.help.usage.synopsisHeading"));
        List<String> bare = new ArrayList<>();
        walk(Main.commandLine().getCommandSpec(), looked, bare);
        assertEquals(List.of(), bare, "commands and options without a text");
        Set<String> unused = new TreeSet<>(HelpTexts.forLocale(Locale.ENGLISH).keySet());
        unused.removeAll(looked);
        assertEquals(Set.of(), unused, "cli.help keys no command or option looks up");
    }

    private static void walk(CommandSpec spec, Set<String> looked, List<String> bare) {
        String name = spec.qualifiedName(".");
        if (!spec.name().equals("help")) {
            looked.add(name + ".usage.description");
            if (String.join("", spec.usageMessage().description()).isBlank()) {
                bare.add(name);
            }
            for (ArgSpec arg : spec.args()) {
                boolean standard = arg instanceof OptionSpec o && (o.usageHelp() || o.versionHelp());
                boolean described = !String.join("", arg.description()).isBlank();
                String key = arg.descriptionKey() != null && !arg.descriptionKey().isEmpty() ? arg.descriptionKey()
                        : arg instanceof OptionSpec o ? o.longestName().replaceFirst("^-+", "") : arg.paramLabel();
                if (arg.isOption() && !standard && !described) {
                    bare.add(name + " " + key);
                }
                if (!standard && described) {
                    looked.add(key);
                    looked.add(name + "." + key);
                }
            }
        }
        spec.subcommands().values().forEach(c -> walk(c.getCommandSpec(), looked, bare));
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
