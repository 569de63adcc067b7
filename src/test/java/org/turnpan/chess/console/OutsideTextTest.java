package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.Leaks;
import org.turnpan.chess.engine.uci.FakeEngines;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Text from outside with terminal control sequences in it (an engine's name and move, a file name,
 * a typed line) reaches neither the printed lines (a braille display reads them) nor the voice.
 */
class OutsideTextTest {
    private static final String ESC = "\u001b";

    @TempDir
    Path dir;

    private static boolean unsafe(int c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
    }

    private static List<List<String>> run(SessionSettings settings, String input) {
        return run(Console.Options.of(settings), input);
    }

    private static List<List<String>> run(Console.Options options, String input) {
        List<String> spoken = new ArrayList<>();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8), (a, text) -> spoken.add(text))
                .run(options, new SessionServices(OpponentFactory.engines(Duration.ofMillis(100)),
                        null, null));
        return List.of(bytes.toString(StandardCharsets.UTF_8).lines().toList(), spoken);
    }

    private static void assertClean(List<List<String>> printedAndSpoken, String... expected) {
        String all = String.join("\n", printedAndSpoken.get(0));
        for (List<String> lines : printedAndSpoken) {
            for (String line : lines) {
                assertTrue(line.chars().noneMatch(OutsideTextTest::unsafe), () -> "a control character in: " + line
                        .replace(ESC, "<ESC>"));
            }
        }
        for (String e : expected) {
            assertTrue(all.contains(e), () -> "expected \"" + e + "\" in:\n" + all);
        }
    }

    @Test
    void anEnginesNameAndMoveAreSaidWithoutTheirControlSequences() throws Exception {
        Path engine = FakeEngines.launcher(dir, "escapes");
        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.HUMAN, Player.uci(engine.toString()));
        assertClean(run(settings, "e4\n"), "Black is Hidden Engine 2.", "it wrote control characters in its move, e2e5,");
        Leaks.assertNoneLeft();
    }

    /**
     * A name given on the command line ({@code --pgn}) or by a file dialog is not typed text, so it
     * reaches the system as it is; it is said without its control sequences. (A typed line loses
     * them at the entry, see {@code TypedText}.)
     */
    @Test
    void aFileNameWithControlSequencesIsSaidWithoutThem() throws Exception {
        Path file = Files.writeString(dir.resolve("game" + ESC + "[8m" + ESC + "]0;title\u0007.pgn"),
                "[Event \"x\"]\n[Result \"*\"]\n\n1. e4 *\n");
        assertClean(run(new Console.Options(SessionSettings.defaults(), file, Console.StartedAs.ASKED_FOR, true), ""),
                "The game from game.pgn is open, 1 half-move.");
    }

    @Test
    void aTypedLineWithControlSequencesIsEchoedWithoutThem() {
        assertClean(run(SessionSettings.defaults(), "queen " + ESC + "[8mhidden" + ESC + "[0m\u202e e4\n"),
                "I do not understand \"queen hidden e4\"");
    }
}
