package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.settings.SessionSettings;

/** A console in its own JVM is killed mid-game; a new console finds the game and resumes it with every move. */
class KillAndResumeTest {

    @Test
    void aKilledGameResumesWithNothingLost(@TempDir Path data) throws Exception {
        Process p = ForkedJvm.process("256m", ForkedJvm.PROGRAM, "console", "--data", data.toString(), "--voice", "none")
                .redirectErrorStream(true).start();
        try {
            Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            in.write("e2e4\ne7e5\ng1f3\nturn\n");
            in.flush();
            String line;
            boolean sawTurn = false;
            while ((line = out.readLine()) != null) {
                if (line.contains("Black to move.")) {
                    sawTurn = true;
                    break;
                }
            }
            assertTrue(sawTurn, "the console answered the moves");
        } finally {
            p.destroyForcibly();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        }

        GameSession session = new GameSession(SessionSettings.defaults(),
                new SessionServices(null, GameStore.of(new SaveStore(data)), null), null);
        session.start();
        assertTrue(session.isResumeOffered());
        session.perform(new Intent.Resume());
        assertEquals(List.of(Move.parseUci("e2e4").get(), Move.parseUci("e7e5").get(), Move.parseUci("g1f3").get()),
                session.game().moves());
        session.close();

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        byte[] script = "resume\nturn\nsquare f3\ne7e5\nb8c6\n".getBytes(StandardCharsets.UTF_8);
        new Console(new ByteArrayInputStream(script), new PrintStream(bytes, true, StandardCharsets.UTF_8), Voice.silent())
                .run(Console.Options.of(SessionSettings.defaults()),
                        new SessionServices(null, GameStore.of(new SaveStore(data)), null));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertNull(ConsoleScript.firstUnmet(lines, List.of("An unfinished game was found, 3 half-moves",
                "Game resumed after 3 half-moves.", "Black to move.", "f3, white knight")), String.join("\n", lines));
    }
}
