package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.RecordingOutput;
import org.turnpan.chess.speech.tts.Voices;

/**
 * The console prints each answer as it is shown (standard notation, Latin squares, for a braille
 * display) and hands the voice the same sentence as it is spoken: Russian and Bulgarian voices get
 * the squares in Cyrillic ("е4"), a phonetic style gets "echo 4", and English, Italian and
 * Vietnamese print what they say. The voice is the program's own speech system with a recording
 * voice; the rows of {@code console/spoken-shown.tsv} give, for each typed line, the last line
 * printed and the last sentence spoken.
 */
class ConsoleSpokenAndShownTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final Pattern LATIN_SQUARE = Pattern.compile("(?<![\\p{L}\\d])[a-h][1-8](?![\\p{L}\\d])");
    private static final Pattern CYRILLIC_SQUARE = Pattern.compile("(?<![\\p{L}\\d])[а-яё]{1,2}[1-8](?![\\p{L}\\d])");

    /** One row: in this language (and square style), after typing this, the console shows and says this. */
    private record Row(String lang, String style, String typed, String shown, String spoken) {
        Locale locale() {
            return Locale.forLanguageTag(lang);
        }
    }

    /** What one console run printed and said, by typed line: every line printed, every sentence spoken. */
    private record Heard(Map<String, List<String>> printed, Map<String, List<String>> spoken) {
    }

    @TestFactory
    Stream<DynamicTest> theConsolePrintsLatinSquaresAndTheVoiceHearsTheLanguagesOwn() {
        List<Row> rows = rows();
        Map<String, Heard> runs = new LinkedHashMap<>();
        List<DynamicTest> tests = new ArrayList<>();
        for (Row row : rows) {
            String run = row.lang() + " " + row.style();
            if (!runs.containsKey(run)) {
                List<String> typed = rows.stream().filter(r -> (r.lang() + " " + r.style()).equals(run))
                        .map(Row::typed).toList();
                runs.put(run, converse(row.locale(), row.style(), typed));
            }
            Heard heard = runs.get(run);
            tests.add(DynamicTest.dynamicTest(run + ": " + row.typed(), () -> {
                List<String> printed = heard.printed().get(row.typed());
                List<String> spoken = heard.spoken().get(row.typed());
                assertEquals(printed.size(), spoken.size(), "every line printed is spoken\n" + printed + "\n" + spoken);
                assertEquals(row.shown(), printed.get(printed.size() - 1), "printed");
                assertEquals(row.spoken(), spoken.get(spoken.size() - 1), "spoken");
                for (String line : printed) {
                    assertFalse(CYRILLIC_SQUARE.matcher(line).find(), "a Cyrillic square printed: " + line);
                }
                if (row.lang().equals("ru") || row.lang().equals("bg")) {
                    for (String line : spoken) {
                        assertFalse(LATIN_SQUARE.matcher(line).find(), "a Latin square spoken: " + line);
                    }
                }
            }));
        }
        assertTrue(runs.keySet().stream().anyMatch(r -> r.startsWith("ru "))
                && runs.keySet().stream().anyMatch(r -> r.startsWith("bg ")), "rows for Russian and Bulgarian");
        return tests.stream();
    }

    /**
     * Types {@code typed} into a console in {@code locale} whose voice records what it says; each line
     * is typed once everything before it has been spoken, so no answer is replaced by the next one.
     */
    private static Heard converse(Locale locale, String style, List<String> typed) {
        RecordingOutput recording = RecordingOutput.instant();
        InstalledVoices none = new InstalledVoices(false, false, Optional.empty(), Optional.empty(), false);
        SpeechSystem speech = SpeechSystem.start(Voices.start(none, AudioDevice.none()), AudioDevice.none(), locale,
                Optional.empty(), Optional.of(recording), List.of(), m -> { });
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Map<String, Integer> printedBefore = new LinkedHashMap<>();
        Map<String, Integer> spokenBefore = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>(typed);
        if (!style.equals("plain")) {
            lines.add(0, style);
        }
        LineSource source = new LineSource() {
            private int next;

            @Override
            public Optional<String> next() {
                idle(speech);
                if (next > 0) {
                    printedBefore.put(lines.get(next - 1) + "#end", printed(bytes).size());
                    spokenBefore.put(lines.get(next - 1) + "#end", recording.spokenWhole().size());
                }
                if (next == lines.size()) {
                    return Optional.empty();
                }
                printedBefore.put(lines.get(next), printed(bytes).size());
                spokenBefore.put(lines.get(next), recording.spokenWhole().size());
                return Optional.of(lines.get(next++));
            }
        };
        Voice voice = new Voice() {
            private final Voice real = Voice.over(speech);

            @Override
            public void speak(Announcement announcement, String spoken) {
                real.speak(announcement, spoken);
            }

            @Override
            public void languageChanged(Locale language) {
                real.languageChanged(language);
            }

            @Override
            public void close() {
                idle(speech);
                real.close();
            }
        };
        new Console(source, out, voice).run(Console.Options.of(SessionSettings.defaults().withLocale(locale)),
                new SessionServices(OpponentFactory.none(), GameStore.none(), () -> 0L));
        List<String> printed = printed(bytes);
        List<String> spoken = recording.spokenWhole();
        Map<String, List<String>> p = new LinkedHashMap<>();
        Map<String, List<String>> s = new LinkedHashMap<>();
        for (String line : typed) {
            p.put(line, printed.subList(printedBefore.get(line), printedBefore.get(line + "#end")));
            s.put(line, spoken.subList(spokenBefore.get(line), spokenBefore.get(line + "#end")));
        }
        return new Heard(p, s);
    }

    private static void idle(SpeechSystem speech) {
        try {
            assertTrue(speech.announcer().awaitIdle(WAIT), "the voice finished");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static List<String> printed(ByteArrayOutputStream bytes) {
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static List<Row> rows() {
        try (InputStream in = ConsoleSpokenAndShownTest.class.getResourceAsStream("/console/spoken-shown.tsv")) {
            if (in == null) {
                throw new IllegalStateException("console/spoken-shown.tsv is missing");
            }
            List<Row> rows = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t"))
                    .map(c -> new Row(c[0], c[1], c[2], c[3], c[4])).toList();
            if (rows.isEmpty()) {
                throw new IllegalStateException("console/spoken-shown.tsv holds no rows");
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
