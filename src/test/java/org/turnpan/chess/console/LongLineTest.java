package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.words.TerminalSentences;

/**
 * A line without end on standard input (300 MB piped in once filled a 512 MB heap and ended the
 * program with an OutOfMemoryError and a stack trace): the line source keeps at most
 * {@link LineSource#LONGEST_LINE} + 1 characters of a line, and the console refuses such a line
 * whole with a sentence, then reads on.
 */
class LongLineTest {

    /** {@code count} bytes of {@code b}, made as they are read (50 MB cost no memory here). */
    private static InputStream repeated(byte b, long count) {
        return new InputStream() {
            private long left = count;

            @Override
            public int read() {
                return left-- > 0 ? b : -1;
            }

            @Override
            public int read(byte[] into, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(into, off, off + n, b);
                left -= n;
                return n;
            }
        };
    }

    private static InputStream text(String s) {
        return new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
    }

    private static InputStream joined(InputStream... parts) {
        return new SequenceInputStream(Collections.enumeration(List.of(parts)));
    }

    @Test
    void aFiftyMegabyteLineIsCutAndTheLinesAfterItAreRead() {
        LineSource lines = LineSource.plain(joined(text("e4\r\n"), repeated((byte) 'x', 50_000_000), text("\nd5\rlast\r\rend")));
        assertEquals(Optional.of("e4"), lines.next());
        String cut = lines.next().orElseThrow();
        assertEquals(LineSource.LONGEST_LINE + 1, cut.length());
        assertEquals(Optional.of("d5"), lines.next());
        assertEquals(Optional.of("last"), lines.next());
        assertEquals(Optional.of(""), lines.next(), "a carriage return alone ends a line");
        assertEquals(Optional.of("end"), lines.next(), "the last line needs no line end");
        assertEquals(Optional.empty(), lines.next());
    }

    @Test
    void aLineOfExactlyTheLimitIsKeptWhole() {
        String longest = "y".repeat(LineSource.LONGEST_LINE);
        LineSource lines = LineSource.plain(text(longest + "\n\n"));
        assertEquals(Optional.of(longest), lines.next());
        assertEquals(Optional.of(""), lines.next());
        assertEquals(Optional.empty(), lines.next());
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "it", "ru", "bg", "vi"})
    void theConsoleRefusesTheLongLineWithASentenceAndPlaysOn(String lang) {
        Locale locale = Locale.forLanguageTag(lang);
        // a pasted game run long: none of its moves is played, not even the first ones
        List<String> spoken = new ArrayList<>();
        List<String> printed = run(locale, joined(text("e4\n1. e5 "), repeated((byte) 'x', LineSource.LONGEST_LINE),
                text("\ne5\nlast\n")), spoken);
        Catalogue catalogue = Catalogue.forLocale(locale);
        String refusal = catalogue.render(TerminalSentences.lineTooLong(), Medium.TEXT);
        assertFalse(refusal.startsWith("["), "no sentence for " + lang);
        assertTrue(printed.contains(refusal), printed.toString());
        // the voice hears each printed line, in its spoken form (Russian and Bulgarian squares in Cyrillic)
        assertEquals(printed.indexOf(refusal), spoken.indexOf(catalogue.render(TerminalSentences.lineTooLong(), Medium.SPEECH)),
                "the refusal is spoken where it is printed: " + spoken);
        assertEquals(printed.size(), spoken.size(), "every printed line is spoken: " + spoken);
        List<String> without = new ArrayList<>(printed);
        without.remove(refusal);
        assertEquals(run(locale, text("e4\ne5\nlast\n"), new ArrayList<>()), without,
                "the same game as without the long line");
    }

    private static List<String> run(Locale locale, InputStream in, List<String> spoken) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Console(in, new PrintStream(bytes, true, StandardCharsets.UTF_8), (a, t) -> spoken.add(t))
                .run(Console.Options.of(SessionSettings.defaults().withLocale(locale)),
                        new SessionServices(OpponentFactory.engines(Duration.ofMillis(100)), null, null));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
