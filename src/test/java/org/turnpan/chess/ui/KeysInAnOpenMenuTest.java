package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.session.files.FolderGameStore;
import org.turnpan.chess.session.files.SaveStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * A key that an open menu does not take is not the board's: Home in the Settings menu moved the
 * board's cursor to a2 and said it, the menu still open (found by hand under Xvfb, stop 31).
 */
@ExtendWith(ApplicationExtension.class)
class KeysInAnOpenMenuTest {
    @TempDir
    static Path dir;
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        SessionServices services = new SessionServices(null, FolderGameStore.open(new SaveStore(dir)), null);
        window = ChessWindow.open(stage, SessionSettings.defaults().withLocale(Locale.ENGLISH), services, Theme.LIGHT);
        window.start();
    }

    @Test
    void homeInAnOpenMenuLeavesTheBoardsCursorAlone(FxRobot robot) {
        for (KeyCode k : List.of(KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.DOWN)) {
            robot.type(k);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.log().spoken().contains("Settings menu."), () -> window.log().spoken().toString());
        int before = window.log().spoken().size();
        robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> after = window.log().spoken().subList(before, window.log().spoken().size());
        assertTrue(after.stream().noneMatch(s -> s.startsWith("a2")), () -> "Home moved the board's cursor: " + after);
        robot.type(KeyCode.ESCAPE);
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("a2, white pawn", window.log().lastSpoken(), "with the menus closed, Home is the board's again");
    }
}
