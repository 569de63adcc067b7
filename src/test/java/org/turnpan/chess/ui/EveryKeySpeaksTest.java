package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 23: no key of the board's key table is silent. Every row of {@code ui/keymap.csv} that
 * does something is pressed on a real window (a game with a capture in it, the cursor on d5) and
 * each must make the window say something; the readings of issue 26 (c, x, Alt+x, Alt+N, F6,
 * Shift+F6, F7) are checked word for word against the typed commands.
 */
@ExtendWith(ApplicationExtension.class)
class EveryKeySpeaksTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    private void setUp(FxRobot robot) {
        robot.interact(() -> {
            window.control().command("e4");
            window.control().command("d5");
            window.control().command("exd5");
            window.control().command("go d5");
            window.focusSquare(window.session().cursor().square());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void press(FxRobot robot, String code, boolean shift, boolean ctrl, boolean alt) {
        List<KeyCode> held = new ArrayList<>();
        if (shift) {
            held.add(KeyCode.SHIFT);
        }
        if (ctrl) {
            held.add(KeyCode.CONTROL);
        }
        if (alt) {
            held.add(KeyCode.ALT);
        }
        held.forEach(robot::press);
        robot.type(KeyCode.valueOf(code));
        for (int i = held.size() - 1; i >= 0; i--) {
            robot.release(held.get(i));
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Back to the board as a player would: Escape out of a dialog, the command field or a review. */
    private void backToTheBoard(FxRobot robot) {
        for (int i = 0; i < 3; i++) {
            List<Window> open = Window.getWindows().stream().filter(w -> w.isShowing() && w != window.stage()).toList();
            if (open.isEmpty() && window.board().node(window.session().cursor().square()).isFocused()
                    && window.session().boardInView().game() == window.session().game()) {
                return;
            }
            robot.type(KeyCode.ESCAPE);
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    @Test
    void everyKeyOfTheKeyTableSpeaks(FxRobot robot) throws IOException {
        setUp(robot);
        List<String> silent = new ArrayList<>();
        int pressed = 0;
        for (String row : rows()) {
            String[] f = row.split("\\|");
            if (f[4].equals("none")) {
                continue;
            }
            int before = window.log().spoken().size();
            press(robot, f[0], Boolean.parseBoolean(f[1]), Boolean.parseBoolean(f[2]), Boolean.parseBoolean(f[3]));
            // most keys answer at once; H in a game asks the engine, which thinks for a second first
            for (int waited = 0; waited < 4000 && window.log().spoken().size() == before; waited += 50) {
                robot.sleep(50);
                WaitForAsyncUtils.waitForFxEvents();
            }
            pressed++;
            if (window.log().spoken().size() == before) {
                silent.add(row);
            }
            backToTheBoard(robot);
        }
        assertTrue(pressed > 60, "the key table has its rows: " + pressed);
        assertTrue(silent.isEmpty(), "keys that said nothing: " + silent);
    }

    @Test
    void theReadingKeysSayWhatTheTypedCommandsSay(FxRobot robot) {
        setUp(robot);
        assertEquals(typed(robot, "captured"), key(robot, "C", false, false));
        assertEquals("White took the black pawn on d5 with the last move.", typed(robot, "captured"));
        assertEquals(typed(robot, "diagonals d5"), key(robot, "X", false, false));
        assertEquals(typed(robot, "lines d5"), key(robot, "X", false, true));
        assertTrue(key(robot, "X", false, true).startsWith("File and rank from d5. Towards d8, d6 and d7 empty, d8 black queen."),
                window.log().lastSpoken());
        assertEquals(typed(robot, "knight d5"), key(robot, "N", false, true));
        assertEquals(typed(robot, "overview"), key(robot, "F7", false, false));
        assertEquals(typed(robot, "pieces my"), key(robot, "F6", false, false));
        assertEquals(typed(robot, "pieces opponent"), key(robot, "F6", true, false));
        assertFalse(window.log().lastSpoken().isBlank());
    }

    private String key(FxRobot robot, String code, boolean shift, boolean alt) {
        robot.interact(() -> window.focusSquare(window.session().cursor().square()));
        press(robot, code, shift, false, alt);
        return window.log().lastSpoken();
    }

    private String typed(FxRobot robot, String line) {
        robot.interact(() -> window.control().command(line));
        WaitForAsyncUtils.waitForFxEvents();
        return window.log().last();
    }

    private static List<String> rows() throws IOException {
        try (InputStream in = EveryKeySpeaksTest.class.getResourceAsStream("/ui/keymap.csv")) {
            assertNotNull(in, "keymap.csv is missing");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        }
    }
}
