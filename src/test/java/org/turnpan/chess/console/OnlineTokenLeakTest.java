package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.online.LichessClient;
import org.turnpan.chess.online.LoopbackLichess;
import org.turnpan.chess.online.OnlineSetup;
import org.turnpan.chess.online.ServerAddress;
import org.turnpan.chess.online.TokenStore;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * The token goes nowhere but its own 0600 file and the Authorization header of requests to the
 * configured server: not to standard output or error, not into the autosave, a saved PGN, any
 * other file, a request's address or body, even through a 401, a refused move and a reconnection.
 */
class OnlineTokenLeakTest {
    static final String TOKEN = "lip_LeakCheck0123456789abc";

    @TempDir
    Path data;

    @Test
    void theTokenStaysInItsOwnFileAndTheAuthorizationHeader() throws Exception {
        PrintStream realErr = System.err;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (LoopbackLichess server = new LoopbackLichess("Mario", TOKEN)) {
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            Thread pairing = new Thread(() -> {
                long end = System.nanoTime() + 10_000_000_000L;
                while ((!server.seeking() || server.eventStreamsOpen() == 0) && System.nanoTime() < end) {
                    pause();
                }
                server.opponentMoves("g1", "e7e5", "b8c6");
                server.refuseMoves(0);
                server.startGame("g1");
            });
            pairing.setDaemon(true);
            pairing.start();
            OnlineSetup setup = new OnlineSetup(((ServerAddress.Valid) ServerAddress.parse(server.url())).address(),
                    Optional.of(new TokenStore(data.resolve("lichess-token"))), Optional.empty(),
                    new LichessClient.Limits(Duration.ofSeconds(3), Duration.ofSeconds(3), Duration.ofMinutes(1)),
                    Duration.ofMillis(100), Duration.ofMillis(400));
            Path saved = data.resolve("saved.pgn");
            String input = String.join("\n", "online login", TOKEN, "online seek 10+0", "e4", "Nf3",
                    "save " + saved, "repeat", "history", "header", "online games", "quit") + "\n";
            new Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                    new PrintStream(out, true, StandardCharsets.UTF_8), Voice.silent()).online(setup)
                    .run(Console.Options.of(SessionSettings.defaults().withLocale(Locale.ENGLISH)),
                            new SessionServices(OpponentFactory.none(), GameStore.of(new SaveStore(data)), null));
            String printed = out.toString(StandardCharsets.UTF_8);
            assertTrue(printed.contains("Ortensia Valli plays knight to c6"), printed);
            assertFalse(printed.contains(TOKEN), printed);
            assertFalse(err.toString(StandardCharsets.UTF_8).contains(TOKEN));
            // every file but the token's own
            Path tokenFile = data.resolve("lichess-token");
            List<Path> files;
            try (Stream<Path> walk = Files.walk(data)) {
                files = walk.filter(Files::isRegularFile).toList();
            }
            assertTrue(files.contains(saved), files.toString());
            assertTrue(files.size() >= 3, files.toString()); // the token, the autosave, the saved game
            for (Path f : files) {
                String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
                assertEquals(f.equals(tokenFile), text.contains(TOKEN), f.toString());
            }
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(tokenFile)));
            // the server saw it only in the header
            for (LoopbackLichess.Request r : server.requests()) {
                assertFalse(r.path().contains(TOKEN) || r.body().contains(TOKEN), r.toString());
                assertEquals("Bearer " + TOKEN, r.authorization(), r.toString());
            }
        } finally {
            System.setErr(realErr);
        }
    }

    private static void pause() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
