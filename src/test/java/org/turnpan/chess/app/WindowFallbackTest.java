package org.turnpan.chess.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.turnpan.chess.ForkedJvm;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * DISPLAY names a display that cannot be reached (an X server that went away, a stale variable in
 * an ssh session): the window fails to start and the terminal mode starts instead. The window's
 * autosave had already taken the data folder's lock and kept it, so the terminal mode said another
 * copy was using the folder and saved nothing automatically. It now gets the folder.
 */
class WindowFallbackTest {

    @Test
    void theTerminalModeAfterAFailedWindowKeepsTheGame(@TempDir Path dir) throws Exception {
        Path data = dir.resolve("data");
        Path in = Files.writeString(dir.resolve("in.txt"), "e4\nquit\n");
        Path out = dir.resolve("out.txt");
        ProcessBuilder pb = ForkedJvm.process("256m", List.of("-Dturnpan.data=" + data), ForkedJvm.PROGRAM,
                "--voice", "none", "--lang", "en")
                .redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(new File(dir.toFile(), "err.txt"));
        pb.environment().put("DISPLAY", "unix:" + dir.resolve("no-such-x-server") + ":0");
        pb.environment().remove("WAYLAND_DISPLAY");
        Process p = pb.start();
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), "no answer in two minutes");
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
        assertTrue(lines.contains(en.render(Message.of("session.console.no.window"))), "the terminal mode started: " + lines);
        assertEquals(en.render(Message.of("session.console.bye.saved")), lines.get(lines.size() - 1), lines.toString());
        assertTrue(Files.readString(data.resolve(SaveStore.AUTOSAVE_NAME)).contains("1. e4"), "the move is saved");
    }
}
