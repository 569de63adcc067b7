package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.text.Echo;

/**
 * A 100 KB line typed at the console is never read back at length: every command of
 * long-echo.txt, given 100 KB of typing, prints and speaks only short lines.
 */
class LongEchoTest {
    private static final String LONG = "x".repeat(100_000);
    private static final String WORDS = "xy ".repeat(33_334);
    /** More of the typing than any echo may carry: a path keeps at most 80 characters. */
    private static final int MOST_ECHOED = Echo.PATH_CHARACTERS;
    /** The longest line the console may print for one of these commands (a help list is about 1,500). */
    private static final int LONGEST_LINE = 4_000;

    static Stream<String> commands() throws IOException {
        List<String> lines = Files.readAllLines(ConsoleScript.folder().resolve("long-echo.txt"), StandardCharsets.UTF_8)
                .stream().filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        assertFalse(lines.isEmpty(), "long-echo.txt has no commands");
        return lines.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("commands")
    void aHundredKilobytesTypedAreEchoedInAFewWords(String command) {
        String typed = command.replace("${LONG}", LONG).replace("${WORDS}", WORDS);
        assertTrue(typed.length() >= 100_000, "the table line has no ${LONG} or ${WORDS}");
        List<String> spoken = new ArrayList<>();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Console(new ByteArrayInputStream((typed + "\n").getBytes(StandardCharsets.UTF_8)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8), (a, text) -> spoken.add(text))
                .run(Console.Options.of(SessionSettings.defaults()),
                        new SessionServices(OpponentFactory.engines(Duration.ofMillis(100)), null, null));
        List<String> printed = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(printed.size() > 2, "the command got no answer: " + printed);
        for (List<String> lines : List.of(printed, spoken)) {
            for (String line : lines) {
                String shown = line.length() > 300 ? line.substring(0, 300) + "..." : line;
                assertTrue(line.length() <= LONGEST_LINE, () -> line.length() + " characters: " + shown);
                assertFalse(line.contains("x".repeat(MOST_ECHOED + 1)) || line.contains("xy ".repeat(MOST_ECHOED / 3 + 1)),
                        () -> "a long echo: " + shown);
            }
        }
    }
}
