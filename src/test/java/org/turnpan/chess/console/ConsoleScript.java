package org.turnpan.chess.console;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;

/**
 * A console script from src/test/resources/console: {@code @lang it} / {@code @clock 3+2} set-up
 * lines, {@code > input} lines fed to the console, and {@code ~ text} lines: some output line (parts separated by " ... " in order),
 * after the line matched by the previous expectation, must contain the text (case-insensitive).
 * {@code ${dir}} in an input line is the folder of the script.
 */
record ConsoleScript(String name, SessionSettings settings, List<String> input, List<String> expected) {

    static ConsoleScript load(String name) {
        try {
            Path file = folder().resolve(name);
            SessionSettings settings = SessionSettings.defaults();
            List<String> input = new ArrayList<>();
            List<String> expected = new ArrayList<>();
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.startsWith("@lang ")) {
                    settings = settings.withLocale(Locale.forLanguageTag(line.substring(6).trim()));
                } else if (line.startsWith("@clock ")) {
                    settings = settings.withTimeControl(line.substring(7).trim());
                } else if (line.startsWith("> ")) {
                    input.add(line.substring(2).replace("${dir}", folder().toString()));
                } else if (line.startsWith("~ ")) {
                    expected.add(line.substring(2));
                }
            }
            return new ConsoleScript(name, settings, input, expected);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path folder() {
        try {
            return Path.of(ConsoleScript.class.getResource("/console").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<String> all() throws IOException {
        try (var files = Files.list(folder())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".script")).sorted().toList();
        }
    }

    /** Runs the script through a console and returns every output line. */
    List<String> run(SessionServices services) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        byte[] in = (String.join("\n", input) + "\n").getBytes(StandardCharsets.UTF_8);
        new Console(new ByteArrayInputStream(in), out, Voice.silent()).run(Console.Options.of(settings), services);
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** The line holds every part of the expectation (parts separated by " ... "), in order. */
    static boolean matches(String line, String expectation) {
        String l = line.toLowerCase(Locale.ROOT);
        int from = 0;
        for (String part : expectation.toLowerCase(Locale.ROOT).split(" \\.\\.\\. ")) {
            int i = l.indexOf(part, from);
            if (i < 0) {
                return false;
            }
            from = i + part.length();
        }
        return true;
    }

    /** The first expectation not met, or null when all are met in order. */
    static String firstUnmet(List<String> output, List<String> expected) {
        int at = 0;
        for (String e : expected) {
            while (at < output.size() && !matches(output.get(at), e)) {
                at++;
            }
            if (at == output.size()) {
                return e;
            }
            at++;
        }
        return null;
    }
}
