package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * For players with some sight: the zoom keys resize the board (and are said), the board keeps its
 * share when the window narrows, the running clock is marked and the faces follow a flip, the
 * pulse under ten seconds stops when the game ends, lists show their last row whole, and a piece
 * can be dragged to its square.
 */
@ExtendWith(ApplicationExtension.class)
class LowVisionWindowTest {
    private final AtomicLong now = new AtomicLong();
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        SessionServices services = new SessionServices(null, null, now::get);
        window = ChessWindow.open(stage, SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2)),
                services, Theme.LIGHT);
        stage.setWidth(800);
        stage.setHeight(600);
        window.start();
    }

    private double boardSide() {
        WaitForAsyncUtils.waitForFxEvents();
        Node a1 = window.board().node(Square.A1);
        return a1.getBoundsInParent().getWidth() * 8;
    }

    private void ctrl(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theZoomKeysResizeTheBoardAndAreSaid(FxRobot robot) {
        double at100 = boardSide();
        assertTrue(at100 >= 400, "the board fills an 800 by 600 window: " + at100);
        ctrl(robot, KeyCode.PLUS);
        assertEquals("The zoom is now 125 percent.", window.log().last());
        double at125 = boardSide();
        assertTrue(at125 > at100 * 1.15, at100 + " -> " + at125);
        assertEquals(20.0, Double.parseDouble(window.stage().getScene().getRoot().getStyle()
                .replaceAll("[^0-9.]", "")), 0.01);
        ctrl(robot, KeyCode.MINUS);
        assertEquals("The zoom is now 100 percent.", window.log().last());
        assertEquals(at100, boardSide(), 8);
        ctrl(robot, KeyCode.PLUS);
        ctrl(robot, KeyCode.DIGIT0);
        assertEquals("The zoom is now 100 percent.", window.log().last());
        assertEquals(100, window.session().settings().preferences().zoom());
        // typed, as in the console
        robot.interact(() -> window.control().command("zoom 150"));
        assertEquals("The zoom is now 150 percent.", window.log().last());
        // 1200 x 900 held to the 768 of the tests' screen: the board still grows by a fifth
        assertTrue(boardSide() > at100 * 1.2, at100 + " -> " + boardSide());
    }

    @Test
    void aNarrowWindowShrinksThePanelBeforeTheBoard(FxRobot robot) {
        robot.interact(() -> window.stage().setWidth(660));
        double side = boardSide();
        double width = window.stage().getScene().getWidth();
        assertTrue(side >= width * PanelSplit.BOARD_SHARE - 16, side + " of " + width);
        // a long answer scrolls in its own area: the board keeps its size
        robot.interact(() -> window.control().command("help"));
        assertEquals(side, boardSide(), 1);
    }

    @Test
    void theRunningClockIsMarkedAndTheFacesFollowAFlip(FxRobot robot) {
        robot.interact(() -> window.control().command("e4"));
        WaitForAsyncUtils.waitForFxEvents();
        Label black = window.clocks().face(Side.BLACK);
        Label white = window.clocks().face(Side.WHITE);
        assertTrue(black.getStyleClass().contains("clock-running"));
        assertFalse(white.getStyleClass().contains("clock-running"));
        assertTrue(black.getAccessibleText().endsWith(", running"), black.getAccessibleText());
        assertTrue(above(black, white), "black's clock on top with white at the bottom");
        robot.type(KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(above(white, black), "after the flip, white's clock is on top");
        // under ten seconds the running clock pulses; when the game ends it stops
        now.addAndGet(window.session().clocks().black().minusSeconds(8).toNanos());
        robot.interact(() -> window.session().lookAtClock());
        robot.sleep(300);
        assertTrue(window.clocks().pulsing(Side.BLACK));
        assertTrue(black.getOpacity() >= 0.5, "never faded below readable contrast: " + black.getOpacity());
        robot.interact(() -> window.control().command("resign yes"));
        robot.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(window.clocks().pulsing(Side.BLACK));
        assertEquals(1.0, black.getOpacity());
        assertFalse(black.getStyleClass().contains("clock-running"));
    }

    private static boolean above(Node a, Node b) {
        Bounds ba = a.localToScene(a.getBoundsInLocal());
        Bounds bb = b.localToScene(b.getBoundsInLocal());
        return ba.getMaxY() <= bb.getMinY();
    }

    @Test
    @SuppressWarnings("unchecked") // the looked-up list is the announcement log, a ListView<String>
    void theAnnouncementsShowTheirLastLineWhole(FxRobot robot) {
        for (int i = 0; i < 12; i++) {
            robot.interact(() -> window.control().command("help moves"));
        }
        robot.sleep(200);
        WaitForAsyncUtils.waitForFxEvents();
        ListView<String> log = (ListView<String>) robot.lookup(".list-view").queryAll().stream()
                .filter(n -> n.getAccessibleText() != null && n.getAccessibleText().equals("Announcements"))
                .findFirst().orElseThrow();
        Bounds list = log.localToScene(log.getBoundsInLocal());
        Node last = robot.from(log).lookup(".list-cell").queryAll().stream()
                .filter(c -> c instanceof javafx.scene.control.ListCell<?> cell && cell.getIndex() == log.getItems().size() - 1)
                .findFirst().orElseThrow();
        Bounds cell = last.localToScene(last.getBoundsInLocal());
        assertTrue(cell.getHeight() > 30, "the line wraps: " + cell);
        assertTrue(cell.getMinY() >= list.getMinY() - 1 && cell.getMaxY() <= list.getMaxY() + 1, cell + " in " + list);
    }

    @Test
    void aPieceDraggedWithTheMousePlaysItsMove(FxRobot robot) {
        Node e2 = window.board().node(Square.E2);
        Node e4 = window.board().node(Square.E4);
        robot.drag(e2, MouseButton.PRIMARY).dropTo(e4);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(java.util.Optional.of(Piece.of(Side.WHITE, PieceType.PAWN)),
                window.session().game().position().pieceAt(Square.E4));
        assertEquals("White plays pawn to e4.", window.log().last());
        // a click on a piece and a click on its square still play too
        robot.clickOn(window.board().node(Square.E7));
        robot.clickOn(window.board().node(Square.E5));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, window.session().game().moves().size());
        // dropped on a square it cannot reach: refused with the reason, nothing moves
        robot.drag(window.board().node(Square.G1), MouseButton.PRIMARY).dropTo(window.board().node(Square.G4));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, window.session().game().moves().size());
        assertTrue(window.log().last().contains("knight"), window.log().last());
    }
}
