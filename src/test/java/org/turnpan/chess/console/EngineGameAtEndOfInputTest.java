package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/** Two engines and no input at all: the console still plays the game to its end before it exits. */
class EngineGameAtEndOfInputTest {

    /** Plays the last legal move in generation order, on its own thread. */
    private static final class LastMover implements Opponent {
        @Override
        public String name() {
            return "Last";
        }

        @Override
        public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
            return CompletableFuture.supplyAsync(() -> {
                List<Move> moves = game.position().legalMoves();
                return moves.get(moves.size() - 1);
            });
        }

        @Override
        public void stop() {
        }

        @Override
        public void close() {
        }
    }

    @Test
    void engineAgainstEnginePlaysToTheEndWithStdinClosed() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.builtin(1), Player.builtin(1));
        SessionServices services = new SessionServices(spec -> Optional.of(new LastMover()), null, null);
        new Console(new ByteArrayInputStream(new byte[0]), new PrintStream(bytes, true, StandardCharsets.UTF_8),
                Voice.silent()).run(Console.Options.of(settings), services);
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Game over.")), String.join("\n", lines));
        assertTrue(lines.get(lines.size() - 1).startsWith("Goodbye"));
    }
}
