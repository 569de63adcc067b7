package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
 * Settings, "Opponent's chat read out" (issue 25): a check item beside the sounds, reached by keys
 * as a blind player reaches it, said by its name, and kept in the preferences as online chat off is.
 */
@ExtendWith(ApplicationExtension.class)
class ChatSettingWindowTest {
    @TempDir
    static Path dir;
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        SessionServices services = new SessionServices(null, FolderGameStore.open(new SaveStore(dir)), null);
        window = ChessWindow.open(stage, SessionSettings.defaults().withLocale(Locale.ENGLISH), services, Theme.LIGHT);
        window.start();
    }

    private String said(FxRobot robot, KeyCode... keys) {
        return TestTables.said(robot, window, keys);
    }

    /** Settings, then Down until the chat item is said (sought rather than counted). */
    private void reachTheChatItem(FxRobot robot) {
        assertEquals("Settings menu.", said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT));
        for (int i = 0; i < 12 && !window.log().lastSpoken().startsWith("Opponent's chat read out"); i++) {
            said(robot, KeyCode.DOWN);
        }
        assertTrue(window.log().lastSpoken().startsWith("Opponent's chat read out"), () -> window.log().spoken().toString());
    }

    @Test
    void theChatItemSwitchesTheKeptSettingAndSaysIt(FxRobot robot) throws Exception {
        assertTrue(window.session().settings().preferences().chat(), "on by default");
        reachTheChatItem(robot);
        said(robot, KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS,
                () -> window.log().spoken().contains("Chat messages are no longer read out."));
        assertFalse(window.session().settings().preferences().chat());
        assertTrue(Files.readString(dir.resolve("preferences.txt")).contains("chat = off\n"));
        robot.interact(() -> window.control().command("online chat"));
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS,
                () -> window.log().spoken().contains("Opponent's chat is off."));
    }
}
