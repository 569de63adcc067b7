package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.jline.keymap.KeyMap;
import org.jline.terminal.Attributes;
import org.jline.terminal.Size;
import org.jline.terminal.impl.LineDisciplineTerminal;
import org.jline.utils.InfoCmp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * Keys pressed at a terminal ({@code console/line-editing.tsv}: arrows, Home/End, Backspace/Delete,
 * history, Ctrl+C, Ctrl+D) give the game exactly the lines a player meant, so the game answers as if
 * those lines had been piped in.
 *
 * <p>The terminal is JLine's own line discipline with no reader thread: the keys are handed to it
 * from this test's thread, and the console runs on a daemon thread that ends with the input (Ctrl+D)
 * or when the terminal is closed, so the test cannot hang the suite.
 */
class LineEditingTest {
    private static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("Up", "\u001bOA"), Map.entry("Down", "\u001bOB"),
            Map.entry("Right", "\u001bOC"), Map.entry("Left", "\u001bOD"),
            Map.entry("Home", "\u001bOH"), Map.entry("End", "\u001bOF"),
            Map.entry("Delete", "\u001b[3~"), Map.entry("Backspace", "\u007f"), Map.entry("Tab", "\t"),
            Map.entry("Enter", "\r"), Map.entry("Ctrl+C", "\u0003"), Map.entry("Ctrl+D", "\u0004"));
    private static final Pattern KEY = Pattern.compile("\\{([^}]+)}");
    private static final Pattern TERMINAL_CONTROL = Pattern.compile("\u001b(\\[[0-9;?]*[ -/]*[@-~]|[=>])");
    private static final long PATIENCE_MILLIS = 10_000;

    /** One row of the table: keys pressed, and the line the game must receive (empty: none). */
    private record Row(String keys, String line) {
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void editedLinesReachTheGameAsMeant() throws Exception {
        List<Row> rows = rows();
        List<String> meant = rows.stream().map(Row::line).filter(l -> !l.isEmpty()).toList();
        List<String> piped = pipedAnswers(meant);
        Set<Thread> before = Thread.getAllStackTraces().keySet();

        String screen = typedAnswers(rows);

        List<String> shown = lines(screen).stream().filter(piped::contains).toList();
        assertEquals(piped, shown, () -> "the terminal showed other answers than the piped lines gave:\n" + screen);
        Catalogue english = Catalogue.forLocale(Locale.ENGLISH);
        assertTrue(piped.contains(english.render(Message.of("session.hint.unknown", "text", "dov'è il re"))),
                "a line with an apostrophe is read at once, not held as an open quote");
        assertFalse(screen.contains(english.render(Message.of("session.hint.unknown", "text", "zz9"))),
                () -> "the line dropped with Ctrl+C reached the game:\n" + screen);
        assertTrue(piped.stream().anyMatch(l -> l.contains("e4") && l.contains("knight f3") && l.contains("bishop c4")),
                () -> "the edited moves were played: " + piped);
        assertNoThreadLeft(before);
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anAnswerArrivingMidLineIsPrintedAboveItAndTheLineIsKept() throws Exception {
        String answer = Catalogue.forLocale(Locale.ENGLISH).render(Message.of("session.hint.unknown", "text", "x"));
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        LineDisciplineTerminal terminal = quietTerminal(screen);
        EditingLineSource lines = EditingLineSource.on(terminal);
        FutureTask<Optional<String>> typed = new FutureTask<>(lines::next);
        Thread reader = new Thread(typed, "line-editing-reader");
        reader.setDaemon(true);
        try {
            reader.start();
            terminal.processInputBytes("Nf".getBytes(StandardCharsets.UTF_8));
            awaitShown(screen, 0, "Nf");
            int before = screen.size();
            lines.answersTo(System.out).println(answer);
            terminal.processInputBytes("3\r".getBytes(StandardCharsets.UTF_8));

            assertEquals(Optional.of("Nf3"), typed.get(PATIENCE_MILLIS, TimeUnit.MILLISECONDS));
            List<String> after = lines(since(screen, before)).stream().filter(l -> !l.isBlank()).toList();
            assertEquals(List.of(answer, "Nf3"), after,
                    "the answer stands on its own line and the half-typed line is shown again below it");
        } finally {
            lines.close();
            reader.join(PATIENCE_MILLIS);
        }
    }

    private static List<Row> rows() throws IOException {
        try (InputStream in = LineEditingTest.class.getResourceAsStream("/console/line-editing.tsv")) {
            List<Row> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] cells = line.split("\t", -1);
                    rows.add(new Row(cells[0], cells.length > 1 ? cells[1] : ""));
                }
            }
            return rows;
        }
    }

    /** The answers of a console whose input is the meant lines, piped. */
    private static List<String> pipedAnswers(List<String> lines) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] in = (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8);
        new Console(new ByteArrayInputStream(in), new PrintStream(bytes, true, StandardCharsets.UTF_8), Voice.silent())
                .run(Console.Options.of(SessionSettings.defaults()), SessionServices.basic());
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** Presses the keys at an editing console and returns everything the terminal showed. */
    private static String typedAnswers(List<Row> rows) throws Exception {
        ByteArrayOutputStream screen = new ByteArrayOutputStream();
        LineDisciplineTerminal terminal = quietTerminal(screen);
        Thread console = new Thread(() -> new Console(EditingLineSource.on(terminal), System.out, Voice.silent())
                .run(Console.Options.of(SessionSettings.defaults()), SessionServices.basic()), "line-editing-console");
        console.setDaemon(true);
        try {
            console.start();
            for (Row row : rows) {
                press(terminal, screen, row.keys());
            }
            console.join(PATIENCE_MILLIS);
            assertFalse(console.isAlive(), () -> "Ctrl+D on an empty line did not end the console:\n" + screen);
            return screen.toString(StandardCharsets.UTF_8);
        } finally {
            terminal.close();
            console.join(PATIENCE_MILLIS);
        }
    }

    /** An xterm showing what is written to {@code screen}; only the line editor echoes what is typed. */
    private static LineDisciplineTerminal quietTerminal(ByteArrayOutputStream screen) throws IOException {
        LineDisciplineTerminal terminal = new LineDisciplineTerminal("test", "xterm", screen, StandardCharsets.UTF_8);
        terminal.setSize(new Size(200, 40));
        Attributes quiet = terminal.getAttributes();
        quiet.setLocalFlag(Attributes.LocalFlag.ECHO, false);
        terminal.setAttributes(quiet);
        return terminal;
    }

    /**
     * Sends a row's keys. Around Ctrl+C it waits as a person would: until the editor shows what was
     * typed, and then until it has dropped that line and begun the next one.
     */
    private static void press(LineDisciplineTerminal terminal, ByteArrayOutputStream screen, String keys)
            throws IOException, InterruptedException {
        Matcher m = KEY.matcher(keys);
        int at = 0;
        while (m.find()) {
            String text = keys.substring(at, m.start());
            int seen = screen.size();
            terminal.processInputBytes(text.getBytes(StandardCharsets.UTF_8));
            String key = KEYS.get(m.group(1));
            if (key == null) {
                fail("unknown key {" + m.group(1) + "} in line-editing.tsv");
            }
            boolean interrupt = key.equals("\u0003");
            if (interrupt) {
                awaitShown(screen, seen, text);
            }
            int pressed = screen.size();
            terminal.processInputBytes(key.getBytes(StandardCharsets.UTF_8));
            if (interrupt) {
                // the next keys belong to the next line: wait until the editor has begun it
                awaitShown(screen, pressed, KeyMap.key(terminal, InfoCmp.Capability.keypad_xmit));
            }
            at = m.end();
        }
        terminal.processInputBytes(keys.substring(at).getBytes(StandardCharsets.UTF_8));
    }

    private static void awaitShown(ByteArrayOutputStream screen, int from, String text) throws InterruptedException {
        long deadline = System.currentTimeMillis() + PATIENCE_MILLIS;
        while (!since(screen, from).contains(text)) {
            if (System.currentTimeMillis() > deadline) {
                fail("the editor never showed \"" + text.replace("\u001b", "ESC") + "\":\n" + screen);
            }
            Thread.sleep(10);
        }
    }

    /** What the terminal showed after its first {@code from} bytes. */
    private static String since(ByteArrayOutputStream screen, int from) {
        byte[] bytes = screen.toByteArray();
        return new String(bytes, from, bytes.length - from, StandardCharsets.UTF_8);
    }

    /** The screen's lines with the terminal's control sequences taken out. */
    private static List<String> lines(String screen) {
        String plain = TERMINAL_CONTROL.matcher(screen).replaceAll("");
        return List.of(plain.split("[\r\n]+"));
    }

    private static void assertNoThreadLeft(Set<Thread> before) {
        Set<String> left = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && !before.contains(t))
                .filter(t -> !t.isDaemon() || t.getName().toLowerCase(Locale.ROOT).contains("jline"))
                .map(Thread::getName)
                .collect(Collectors.toSet());
        assertTrue(left.isEmpty(), () -> "threads left running: " + left);
    }
}
