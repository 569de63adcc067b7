package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A key that an open menu does not take is not the board's: Home in the Settings menu moved the
 * board's cursor to a2 and said it, the menu still open (found by hand under Xvfb, stop 31).
 */
@ExtendWith(ApplicationExtension.class)
class KeysInAnOpenMenuTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    @Test
    void homeInAnOpenMenuLeavesTheBoardsCursorAlone(FxRobot robot) {
        TestTables.said(robot, window, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.DOWN);
        assertTrue(window.log().spoken().contains("Settings menu."), () -> window.log().spoken().toString());
        int before = window.log().spoken().size();
        TestTables.said(robot, window, KeyCode.HOME);
        List<String> after = window.log().spoken().subList(before, window.log().spoken().size());
        assertTrue(after.stream().noneMatch(s -> s.startsWith("a2")), () -> "Home moved the board's cursor: " + after);
        TestTables.said(robot, window, KeyCode.ESCAPE, KeyCode.ESCAPE);
        assertEquals("a2, white pawn", TestTables.said(robot, window, KeyCode.HOME),
                "with the menus closed, Home is the board's again");
    }
}
