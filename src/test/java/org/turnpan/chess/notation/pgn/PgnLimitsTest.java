package org.turnpan.chess.notation.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Text at and past each of the reader's limits ({@link PgnLimits}), from the table
 * {@code pgn/limits.tsv}: a game past a limit is a problem at the right place and the next game is
 * still read, by the reader that keeps games and by the one {@code pgn check} uses alike.
 */
class PgnLimitsTest {
    private static final Pattern REPEAT = Pattern.compile("⟦([^|⟧]*)\\|(\\d+)⟧");

    static Stream<Arguments> cases() throws IOException {
        try (InputStream in = PgnLimitsTest.class.getResourceAsStream("/pgn/limits.tsv")) {
            List<Arguments> rows = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] f = line.split("\t", -1);
                    rows.add(Arguments.of(f[0], f[1], f[2]));
                }
            }
            return rows.stream();
        }
    }

    /** Every record that names a limit has a case past it. */
    @Test
    void everyLimitHasACasePastIt() throws IOException {
        Set<String> expected = new HashSet<>();
        cases().forEach(a -> {
            for (String e : ((String) a.get()[2]).split(",")) {
                expected.add(e.split("@")[0]);
            }
        });
        for (Class<?> c : PgnProblem.class.getPermittedSubclasses()) {
            if (c.getSimpleName().endsWith("TooLong") || c.getSimpleName().endsWith("TooDeep")
                    || c.getSimpleName().startsWith("Unclosed")) {
                assertTrue(expected.contains(c.getSimpleName()), "no case for " + c.getSimpleName());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachGameGivesWhatTheTableSays(String name, String template, String expected) {
        String text = expand(template);
        assertEquals(expected, summary(Fixtures.parse(text)), "the reader that keeps games");
        List<PgnEntry> checked = new ArrayList<>();
        try (PgnReader r = new PgnReader(PgnWalk.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8))),
                new GameChecker())) {
            r.forEachRemaining(checked::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertEquals(expected, summary(checked), "the checking reader");
    }

    /** The table's text with \n as line ends and ⟦chunk|n⟧ written out. */
    static String expand(String template) {
        String t = template.replace("\\n", "\n");
        StringBuilder sb = new StringBuilder();
        Matcher m = REPEAT.matcher(t);
        int at = 0;
        while (m.find()) {
            sb.append(t, at, m.start()).append(m.group(1).repeat(Integer.parseInt(m.group(2))));
            at = m.end();
        }
        return sb.append(t.substring(at)).toString();
    }

    private static String summary(List<PgnEntry> entries) {
        List<String> out = new ArrayList<>();
        for (PgnEntry e : entries) {
            out.add(e instanceof PgnEntry.Problem p
                    ? p.problem().getClass().getSimpleName() + "@" + p.line() + ":" + p.column() : "Read");
        }
        return String.join(",", out);
    }

    /** A game of many different tags is read in linear time (a repeated name is looked up in a set). */
    @Test
    void aGameOfTwoHundredThousandTagsIsReadInLinearTime() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            sb.append("[T").append(i).append(" \"v\"]\n");
        }
        sb.append("[T7 \"again\"]\n\n1. e4 *\n");
        long start = System.nanoTime();
        List<PgnEntry> entries = new PgnReaderStream(sb.toString()).all();
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        assertEquals(2, entries.size(), "the repeated name starts the next game");
        assertEquals(200_000, ((PgnEntry.Read) entries.get(0)).game().tags().size());
        assertTrue(seconds < 20, "read in " + seconds + " s");
    }

    /** All the entries of a text. */
    private record PgnReaderStream(String text) {
        List<PgnEntry> all() {
            List<PgnEntry> out = new ArrayList<>();
            new PgnReader(new StringReader(text)).forEachRemaining(out::add);
            return out;
        }
    }
}
