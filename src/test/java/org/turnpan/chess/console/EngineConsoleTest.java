package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/** The console with real engines as players: a human script against the built-in engine, and engine against engine. */
class EngineConsoleTest {
    private static final SessionServices ENGINES = new SessionServices(OpponentFactory.engines(Duration.ofMillis(200)),
            null, null);

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(EngineConsoleTest.class.getResource("/console-engine/" + name).toURI());
    }

    private static void expectInOrder(List<String> output, String... expected) {
        String unmet = ConsoleScript.firstUnmet(output, List.of(expected));
        assertNull(unmet, () -> "expected a line containing \"" + unmet + "\" in order; output was:\n"
                + String.join("\n", output));
    }

    @Test
    void aHumanScriptMatesTheBuiltInEngineAndTheResultIsSpoken() throws Exception {
        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.HUMAN, Player.of("builtin:3"));
        List<String> input = List.of("open " + resource("rook-mate.pgn"), "Kb6", "Rh8");
        List<String> out = ConsoleScript.of("rook-mate", settings, input).printedLines(ENGINES);
        expectInOrder(out, "King to b6", "King to b8", "Rook to h8 ... checkmate", "Game over. ... White wins");
    }

    @Test
    void aHumanScriptPlaysTheOpeningAgainstTheEngineThenResigns() {
        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.HUMAN, Player.of("builtin:5"));
        List<String> input = List.of("e4", "Nf3", "resign", "yes");
        List<String> out = ConsoleScript.of("resign", settings, input).printedLines(ENGINES);
        expectInOrder(out, "Pawn to e4", "Knight to f3", "White resigns ... Black wins");
        // the engine's replies are its own choice: one spoken move after each of the human's
        int e4 = out.indexOf("Pawn to e4.");
        int nf3 = out.indexOf("Knight to f3.");
        assertTrue(nf3 == e4 + 2 && out.get(nf3 + 1).matches("\\p{Lu}.* (to|takes) .*"), String.join("\n", out));
    }

    @Test
    @Tag("slow")
    void builtInAgainstStockfishPlaysToTheEndWithNoInput() {
        Assertions.assertTrue(Files.isExecutable(Path.of("/usr/games/stockfish")), "Stockfish is not installed at /usr/games/stockfish");
        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.of("builtin:2"), Player.of("uci:/usr/games/stockfish"))
                .withTimeControl(TimeControl.ofMinutes(1, 0));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Console(new ByteArrayInputStream(new byte[0]), new PrintStream(bytes, true, StandardCharsets.UTF_8),
                Voice.silent()).run(Console.Options.of(settings), new SessionServices(OpponentFactory.engines(), null, null));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Game over.")), String.join("\n", lines));
    }
}
