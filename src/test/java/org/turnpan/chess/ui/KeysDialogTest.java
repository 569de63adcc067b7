package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.rules.Square;

/**
 * Settings, Keys (issue 24): Enter on a line, then a new key, gives the action that key; a key that
 * does something else is refused with the sentence that names it; the board answers the new key
 * at once and the old one no more; the menu's accelerator follows.
 */
@ExtendWith(ApplicationExtension.class)
class KeysDialogTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    @Test
    @SuppressWarnings("unchecked") // the dialog's focused list is a ListView<String>
    void aKeyIsRebornInTheDialogAndTheBoardAnswersIt(FxRobot robot) {
        robot.interact(() -> window.showKeys());
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = robot.listTargetWindows().stream().filter(w -> w != window.stage() && w.isShowing())
                .filter(w -> w instanceof Stage s && "Keys".equals(s.getTitle())).findFirst().orElseThrow();
        ListView<String> list = (ListView<String>) dialog.getScene().getFocusOwner();
        int rank = list.getItems().indexOf("Alt+R: read this rank from a to h");
        assertTrue(rank > 0, list.getItems().toString());
        robot.interact(() -> list.getSelectionModel().select(rank));
        // a clash first: Alt+F reads the file
        robot.type(KeyCode.ENTER);
        assertEquals("Press the new key for this action (read this rank from a to h). Escape keeps it as it is.",
                window.log().lastSpoken());
        robot.press(KeyCode.ALT).type(KeyCode.F).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.log().lines().contains("The key Alt+F is already used (read this file from 1 to 8). Choose "
                + "another key, or first give that action another key."), window.log().lines().toString());
        // then Ctrl+R
        robot.type(KeyCode.ENTER);
        robot.press(KeyCode.CONTROL).type(KeyCode.R).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.log().lines().contains("The key Ctrl+R now does what Alt+R did (read this rank from a to h), "
                + "and Alt+R does nothing now."), window.log().lines().toString());
        assertEquals("Ctrl+R: read this rank from a to h", list.getItems().get(rank));
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        // on the board: Ctrl+R reads the rank, Alt+R nothing
        robot.interact(() -> window.focusSquare(Square.parse("e2").orElseThrow()));
        int before = window.log().lines().size();
        robot.press(KeyCode.CONTROL).type(KeyCode.R).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> after = window.log().lines().subList(before, window.log().lines().size());
        assertEquals(List.of("On rank 2, a2 white pawn, b2 white pawn, c2 white pawn, d2 white pawn, e2 white pawn, f2"
                + " white pawn, g2 white pawn, h2 white pawn."), List.copyOf(after));
        int then = window.log().lines().size();
        robot.press(KeyCode.ALT).type(KeyCode.R).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(then, window.log().lines().size(), "Alt+R still did something");
        assertEquals(List.of(KeyChord.ctrl("R")), window.keys().keysOf("ask.rank"));
    }
}
