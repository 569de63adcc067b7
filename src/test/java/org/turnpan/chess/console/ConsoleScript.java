package org.turnpan.chess.console;

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
import java.util.Optional;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * A console script from src/test/resources/console: the whole conversation, exactly.
 *
 * <ul>
 * <li>{@code @lang it} / {@code @clock 3+2}: set-up lines, before the conversation;</li>
 * <li>{@code # text}: a comment, kept where it stands when the script is recorded again;</li>
 * <li>{@code > input}: a line typed into the console;</li>
 * <li>{@code < answer}: a line the console prints, exactly (case, spaces, punctuation). Every line
 * printed must be in the script, in order and in its place between the inputs: the answers before
 * the first input (the welcome) come before it, the goodbye after the last one.</li>
 * </ul>
 * {@code ${dir}} stands for the folder of the scripts, in inputs and answers.
 *
 * <p>Record mode: run {@code ConsoleScriptTest} with {@code -Dturnpan.scripts.record=true} and every
 * script's answer lines are rewritten from what the console says now (inputs, set-up and comments
 * stay); review the change with {@code git diff} before committing it.
 */
record ConsoleScript(String name, SessionSettings settings, List<Line> lines) {

    /** Rewrites the expectations from the actual output when set to {@code true}. */
    static final String RECORD = "turnpan.scripts.record";

    /** One line of a script, in order. */
    sealed interface Line {
        String text();
    }

    /** A set-up line ({@code @...}) or a comment ({@code #...}), kept as written. */
    record Kept(String text) implements Line {
    }

    /** {@code > input}. */
    record Input(String text) implements Line {
    }

    /** {@code < answer}. */
    record Answer(String text) implements Line {
    }

    /** A script of inputs only, for conversations that cannot be written down in advance (engine games). */
    static ConsoleScript of(String name, SessionSettings settings, List<String> inputs) {
        return new ConsoleScript(name, settings, inputs.stream().<Line>map(Input::new).toList());
    }

    static ConsoleScript load(String name) {
        try {
            Path file = folder().resolve(name);
            SessionSettings settings = SessionSettings.defaults();
            List<Line> lines = new ArrayList<>();
            for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                if (line.startsWith("@lang ")) {
                    settings = settings.withLocale(Locale.forLanguageTag(line.substring(6).trim()));
                    lines.add(new Kept(line));
                } else if (line.startsWith("@clock ")) {
                    settings = settings.withTimeControl(((org.turnpan.chess.clock.TimeControl.Valid) org.turnpan.chess.clock.TimeControl.parse(line.substring(7).trim())).control());
                    lines.add(new Kept(line));
                } else if (line.startsWith("> ")) {
                    lines.add(new Input(line.substring(2)));
                } else if (line.startsWith("< ")) {
                    lines.add(new Answer(line.substring(2)));
                } else if (line.startsWith("#") || line.isBlank()) {
                    lines.add(new Kept(line));
                } else {
                    throw new IllegalArgumentException(name + ": a line must start with @, #, > or <: " + line);
                }
            }
            return new ConsoleScript(name, settings, lines);
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

    /** The scripts' names; fails when there are none (a test over no data proves nothing). */
    static List<String> all() throws IOException {
        try (var files = Files.list(folder())) {
            List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".script"))
                    .sorted().toList();
            if (names.isEmpty()) {
                throw new IllegalStateException("no console scripts in " + folder());
            }
            return names;
        }
    }

    List<String> inputs() {
        return lines.stream().filter(Input.class::isInstance).map(Line::text).map(ConsoleScript::expand).toList();
    }

    /** The conversation the script expects: inputs as "> ...", answers as "< ...", in order. */
    List<String> expected() {
        return lines.stream().filter(l -> !(l instanceof Kept))
                .map(l -> (l instanceof Input ? "> " : "< ") + expand(l.text())).toList();
    }

    /**
     * Runs the script through a console (inputs piped in, each answered before the next is read)
     * and returns the conversation: each input as "> ...", each printed line as "< ...".
     */
    List<String> run(SessionServices services) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        List<String> typed = inputs();
        List<Integer> printedBefore = new ArrayList<>();
        LineSource source = new LineSource() {
            private int next;

            @Override
            public Optional<String> next() {
                printedBefore.add(printed(bytes).size());
                return next < typed.size() ? Optional.of(typed.get(next++)) : Optional.empty();
            }
        };
        new Console(source, out, Voice.silent()).run(Console.Options.of(settings), services);
        List<String> printed = printed(bytes);
        List<String> conversation = new ArrayList<>();
        int at = 0;
        for (int i = 0; i < typed.size(); i++) {
            int upTo = printedBefore.get(i);
            printed.subList(at, upTo).forEach(l -> conversation.add("< " + l));
            conversation.add("> " + typed.get(i));
            at = upTo;
        }
        printed.subList(at, printed.size()).forEach(l -> conversation.add("< " + l));
        return conversation;
    }

    /** Only the lines the console printed, in order. */
    List<String> printedLines(SessionServices services) {
        return run(services).stream().filter(l -> l.startsWith("< ")).map(l -> l.substring(2)).toList();
    }

    /**
     * For engine games, whose moves are not known in advance: the first expectation that no printed
     * line meets, in order (each line must contain every " ... "-separated part of it, in order,
     * ignoring case), or null when all are met.
     */
    static String firstUnmet(List<String> output, List<String> expected) {
        int at = 0;
        for (String e : expected) {
            while (at < output.size() && !containsInOrder(output.get(at), e)) {
                at++;
            }
            if (at == output.size()) {
                return e;
            }
            at++;
        }
        return null;
    }

    private static boolean containsInOrder(String line, String expectation) {
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

    private static List<String> printed(ByteArrayOutputStream bytes) {
        synchronized (bytes) {
            return bytes.toString(StandardCharsets.UTF_8).lines().toList();
        }
    }

    private static String expand(String text) {
        return text.replace("${dir}", folder().toString());
    }

    private static String unexpand(String text) {
        return text.replace(folder().toString(), "${dir}");
    }

    /**
     * The script with its answers replaced by {@code conversation} (as {@link #run} returns it):
     * set-up lines and comments stay where they are, before the input they precede.
     */
    String recorded(List<String> conversation) {
        StringBuilder sb = new StringBuilder();
        int said = 0;
        boolean typed = false;
        for (Line line : lines) {
            if (line instanceof Kept kept) {
                // a comment between two inputs stands after the answers to the first one
                while (typed && said < conversation.size() && conversation.get(said).startsWith("< ")) {
                    sb.append(unexpand(conversation.get(said++))).append('\n');
                }
                sb.append(kept.text()).append('\n');
            } else if (line instanceof Input) {
                typed = true;
                while (said < conversation.size() && conversation.get(said).startsWith("< ")) {
                    sb.append(unexpand(conversation.get(said++))).append('\n');
                }
                sb.append(unexpand(conversation.get(said++))).append('\n');
            }
        }
        while (said < conversation.size()) {
            sb.append(unexpand(conversation.get(said++))).append('\n');
        }
        return sb.toString();
    }

    /** Writes {@link #recorded} over the script in the source tree (record mode). */
    void record(List<String> conversation) throws IOException {
        Path source = Path.of("src/test/resources/console").resolve(name);
        Files.writeString(source, recorded(conversation), StandardCharsets.UTF_8);
    }
}
