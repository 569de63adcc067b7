package org.turnpan.chess.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Issue 21, item 9: an engine started through a wrapper script without {@code exec} is a shell
 * whose child is the real engine; stopping only the shell left the engine running, one per hint or
 * evaluation. The wrapper here passes the program's lines to the real Stockfish through
 * {@code sed}, which turns {@code quit} into {@code isready}, and keeps Stockfish's input open after
 * ours ends (an engine that quits neither when told nor at the end of its input); the script and
 * Stockfish run under a name of this test's own (the shells by the script's name, Stockfish by
 * {@code exec -a}), so the test counts only its own processes. As opponent, as hint engine and as analyser, nothing of the tree may be left once the
 * session has stopped it. Stockfish must be installed ({@code .ci/run} installs it): without it
 * this test fails.
 */
class EngineProcessTreeTest {
    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");

    @TempDir
    Path dir;

    @Test
    void noEngineIsLeftAsOpponentHintEngineOrAnalyser() throws Exception {
        assertTrue(Files.isExecutable(STOCKFISH), "Stockfish is needed at " + STOCKFISH + " (apt-get install stockfish)");
        String name = "turnpan-tree-" + UUID.randomUUID();
        Path wrapper = wrapper(name);

        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.of("human"), Player.of("uci:" + wrapper));
        GameSession opponent = new GameSession(settings, new SessionServices(OpponentFactory.engines(Duration.ofMillis(100)),
                null, null), SessionListener.of(a -> { }));
        try {
            opponent.start();
            opponent.submit("e2e4");
            assertTrue(opponent.awaitOpponents(Duration.ofSeconds(30)));
            assertEquals(2, opponent.game().plyCount(), "the wrapped Stockfish replied");
            assertTrue(running(name) > 0, "the real engine runs under the wrapper");
        } finally {
            opponent.close();
        }
        assertNoneLeft(name, "as opponent");

        Recorder heard = new Recorder();
        GameSession adviser = new GameSession(SessionSettings.defaults(),
                new SessionServices(OpponentFactory.engines(), GameStore.none(), () -> 0L), heard);
        try {
            adviser.start();
            adviser.submit("e4 e5");
            adviser.submit("analyser uci:" + wrapper);
            assertTrue(heard.lines().toString().contains("Hints and evaluations now come from the engine"), heard.lines().toString());
            adviser.submit("hint");
            assertTrue(adviser.awaitOpponents(Duration.ofSeconds(30)));
            assertTrue(heard.lines().get(heard.lines().size() - 1).startsWith("The engine suggests"), heard.lines().toString());
            adviser.submit("analyser uci:" + wrapper); // the hint engine is replaced: the first one is stopped
            adviser.submit("evaluate");
            assertTrue(adviser.awaitOpponents(Duration.ofSeconds(30)));
        } finally {
            adviser.close();
        }
        assertNoneLeft(name, "as hint engine and analyser");
    }

    /** A wrapper without exec: sh, sed and the real Stockfish named {@code name}. */
    private Path wrapper(String name) throws IOException {
        Path script = dir.resolve(name);
        Files.writeString(script, "#!/bin/sh\n{ sed -u -e 's/^quit$/isready/'; sleep 600; } | bash -c 'exec -a " + name + " "
                + STOCKFISH + "'\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }

    /** The processes whose command line (all of it, the name it was started under too) holds {@code name}. */
    private static long running(String name) {
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive).filter(p -> {
            try {
                return new String(Files.readAllBytes(Path.of("/proc", String.valueOf(p.pid()), "cmdline")),
                        java.nio.charset.StandardCharsets.UTF_8).contains(name);
            } catch (IOException e) {
                return false; // it has ended meanwhile
            }
        }).count();
    }

    private static void assertNoneLeft(String name, String role) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (running(name) > 0 && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertEquals(0, running(name), "engines left running " + role);
    }
}
