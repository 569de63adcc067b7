package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.rules.Square;

/**
 * Issue 23: on a 1366 by 768 screen (the tests' Monocle screen, set in the pom), zooming in makes
 * the board bigger, not only the text; its coordinates grow with the text; the status line stays
 * inside the window; and Ctrl+0 gives back the starting size, not the screen-clamped size shrunk
 * (which was 854 by 534 with the status line cut off).
 */
@ExtendWith(ApplicationExtension.class)
class ZoomOnASmallScreenTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    private double boardSide() {
        WaitForAsyncUtils.waitForFxEvents();
        Node a1 = window.board().node(Square.A1);
        return a1.getBoundsInParent().getWidth() * 8;
    }

    /** The size of the rank digit drawn on a1. */
    private double coordinateSize(FxRobot robot) {
        return robot.from(window.board().node(Square.A1)).lookup(".coordinate").queryAll().stream()
                .map(Text.class::cast).filter(t -> !t.getText().isEmpty())
                .mapToDouble(t -> t.getFont().getSize()).max().orElseThrow();
    }

    private void ctrl(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.sleep(100);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private WindowSize size() {
        return new WindowSize(window.stage().getWidth(), window.stage().getHeight());
    }

    /** The status line, the last thing in the window, is drawn inside it, whole. */
    private void statusLineInside(FxRobot robot, String when) {
        Node status = robot.lookup(".status-area").query();
        Bounds b = status.localToScene(status.getBoundsInLocal());
        double h = window.stage().getScene().getHeight();
        double w = window.stage().getScene().getWidth();
        assertTrue(b.getHeight() > 20 && b.getMaxY() <= h + 0.5 && b.getMaxX() <= w + 0.5 && b.getMinY() >= 0,
                when + ": the status line " + b + " in a scene of " + w + " x " + h);
    }

    @Test
    void zoomGrowsTheBoardAndCtrl0GivesTheStartBack(FxRobot robot) {
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        assertEquals(new WindowSize(1366, 768), new WindowSize(screen.getWidth(), screen.getHeight()),
                "the tests run on a 1366 x 768 screen (headless.geometry in the pom)");
        WindowSize start = size();
        assertEquals(WindowSize.PREFERRED, start);
        double at100 = boardSide();
        double label100 = coordinateSize(robot);
        assertTrue(at100 >= 580, "the board at 100 %: " + at100);
        statusLineInside(robot, "100 %");

        ctrl(robot, KeyCode.PLUS);
        double at125 = boardSide();
        assertTrue(at125 >= at100 * 1.12, "Ctrl+plus grows the board: " + at100 + " -> " + at125);
        ctrl(robot, KeyCode.PLUS);
        assertEquals("The zoom is now 150 percent.", window.log().last());
        double at150 = boardSide();
        // at the screen's height the board keeps its size: only the menu bar's own text grows (one square step)
        assertTrue(at150 >= at125 - 8, "the bigger text never takes the board's height: " + at125 + " -> " + at150);
        assertTrue(at150 > 632, "more than the 632 px of issue 23: " + at100 + " -> " + at125 + " -> " + at150);
        assertTrue(size().width() <= 1366 && size().height() <= 768, "within the screen: " + size());
        double label150 = coordinateSize(robot);
        assertTrue(label150 >= 20 && label150 >= label100 * 1.3, "the coordinates grow: " + label100 + " -> " + label150);
        statusLineInside(robot, "150 %");

        ctrl(robot, KeyCode.DIGIT0);
        assertEquals("The zoom is now 100 percent.", window.log().last());
        assertEquals(start, size(), "Ctrl+0 gives back the starting size");
        assertEquals(at100, boardSide(), 2);
        statusLineInside(robot, "back to 100 %");

        ctrl(robot, KeyCode.MINUS);
        assertEquals("The zoom is now 75 percent.", window.log().last());
        assertTrue(boardSide() < at100, "Ctrl+minus makes the board smaller");
        assertTrue(size().width() >= WindowSize.LEAST.width() && size().height() >= WindowSize.LEAST.height(), size().toString());
        statusLineInside(robot, "75 %");
        ctrl(robot, KeyCode.DIGIT0);
        assertEquals(start, size());
    }
}
