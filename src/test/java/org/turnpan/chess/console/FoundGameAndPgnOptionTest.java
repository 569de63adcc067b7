package org.turnpan.chess.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Issue 12, item 5: {@code console --pgn FILE} started while an unfinished game waits in the
 * autosave asks before the file's game takes its place (it used to overwrite the found game with
 * the file's at once).
 */
class FoundGameAndPgnOptionTest {
    private static final String FOUND = "[Event \"Turnpan Chess\"]\n[White \"human\"]\n[Black \"human\"]\n[Result \"*\"]\n\n"
            + "1. e4 e5 2. Nf3 *\n\n";

    @TempDir
    Path dir;

    @Test
    void theFoundGameIsKeptUnlessThePlayerSaysYes() throws Exception {
        Path data = Files.createDirectory(dir.resolve("data"));
        Files.writeString(data.resolve(SaveStore.AUTOSAVE_NAME), FOUND);
        Path pgn = dir.resolve("study.pgn");
        Files.writeString(pgn, "1. d4 d5 *\n");

        List<String> no = run(data, pgn, "no\nturn\n");
        assertNull(ConsoleScript.firstUnmet(no, List.of("An unfinished game was found, 3 half-moves",
                "The unfinished game that was found has not been resumed. Replace it? Say yes or no.",
                "Nothing was replaced; the game is kept as it was.", "Goodbye. The unfinished game that was found is still kept.")),
                String.join("\n", no));
        assertEquals(FOUND, Files.readString(data.resolve(SaveStore.AUTOSAVE_NAME)));

        List<String> yes = run(data, pgn, "yes\nhistory\n");
        assertNull(ConsoleScript.firstUnmet(yes, List.of("Replace it? Say yes or no.", "The game from study.pgn is open, 2 half-moves.",
                "1. d4, d5")), String.join("\n", yes));
    }

    private static List<String> run(Path data, Path pgn, String input) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new Console(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), new PrintStream(bytes, true, StandardCharsets.UTF_8),
                Voice.silent()).run(new Console.Options(SessionSettings.defaults(), pgn, Console.StartedAs.ASKED_FOR, true),
                        new SessionServices(null, GameStore.of(new SaveStore(data)), null));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }
}
