package org.turnpan.chess.session;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Issue 12, item 1: a game opened from a set-up position is autosaved and saved with
 * {@code [SetUp "1"]} and {@code [FEN]}, so that it resumes and opens again from that position,
 * and the file's other tags and comments survive.
 */
class SetUpGameSaveTest {
    private static final String FEN = "4k3/8/8/8/8/8/4P3/4K2R w K - 0 40";

    @TempDir
    Path dir;

    private final Recorder heard = new Recorder();

    @Test
    void aSetUpGameIsAutosavedWithItsPositionAndResumesFromIt() throws Exception {
        Path file = dir.resolve("ending.pgn");
        Files.writeString(file, "[Event \"Club ending\"]\n[White \"Anna\"]\n[SetUp \"1\"]\n[FEN \"" + FEN + "\"]\n\n"
                + "{White to play and win.} 40. Rh8+ *\n");
        GameStore store = new MemoryStore();
        try (GameSession first = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, () -> 0L), heard)) {
            first.start();
            assertTrue(Opening.open(first, file));
            first.submit("Kd7");
            String autosave = store.load().orElseThrow();
            assertTrue(autosave.contains("[SetUp \"1\"]") && autosave.contains("[FEN \"" + FEN + "\"]"), autosave);
            assertTrue(autosave.contains("[Event \"Club ending\"]") && autosave.contains("{White to play and win.}"), autosave);
            assertTrue(autosave.contains("[White \"Anna\"]"), autosave);
            assertReadsWithoutProblem(autosave);
        }
        try (GameSession second = new GameSession(SessionSettings.defaults(), new SessionServices(null, store, () -> 0L), heard)) {
            second.start();
            assertTrue(second.isResumeOffered(), "the set-up game is offered, not thrown away");
            second.submit("resume");
            assertEquals(FEN, Fen.write(second.game().startPosition()));
            assertEquals(2, second.game().plyCount());
            assertEquals(Player.HUMAN, second.settings().white(), "a name from the file is no engine to start");
        }
    }

    @Test
    void aSavedSetUpGameOpensAgainAsTheSameGame() throws Exception {
        Path file = dir.resolve("ending.pgn");
        Files.writeString(file, "[SetUp \"1\"]\n[FEN \"" + FEN + "\"]\n\n*\n");
        try (GameSession s = new GameSession(SessionSettings.defaults(), new SessionServices(null, null, () -> 0L), heard)) {
            s.start();
            assertTrue(Opening.open(s, file));
            s.submit("Rh8+");
            s.submit("Kd7");
            Path saved = dir.resolve("saved.pgn");
            s.perform(new Intent.Save(saved, true));
            String text = Files.readString(saved);
            assertReadsWithoutProblem(text);
            try (GameSession other = new GameSession(SessionSettings.defaults(), new SessionServices(null, null, () -> 0L), heard)) {
                other.start();
                assertTrue(Opening.open(other, saved));
                assertEquals(s.game().moves(), other.game().moves());
                assertEquals(FEN, Fen.write(other.game().startPosition()));
            }
        }
    }

    private static void assertReadsWithoutProblem(String text) {
        PgnReader reader = new PgnReader(new StringReader(text));
        assertTrue(reader.hasNext());
        PgnEntry entry = reader.next();
        assertTrue(entry instanceof PgnEntry.Read, () -> "pgn check would refuse it: " + entry + "\n" + text);
    }
}
