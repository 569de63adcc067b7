package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Square;

/**
 * Review by keys in a real window (headless): a finished game opened from a file lands in a review
 * at its start; Alt+Right steps with the board, its last-move mark and the move list following; a
 * followed square reports its changes; F3 says what the move changed; the move list takes the
 * review back when its focus moves; Escape returns to the game, which never changed.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewWindowTest {
    private static final Path GAME = Path.of("src/test/resources/pgn/fixtures/scalachess-fixtures/commentsAndVariations.pgn");

    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
        window.openPgn(GAME);
    }

    @Test
    void stepsByKeysFollowsASquareAndHearsTheChanges(FxRobot robot) {
        List<String> said = window.log().lines();
        assertTrue(said.contains("Pedro, rated 1536, against burza, rated 1467; ICC, Internet Chess Club, "
                + "29 September 2013; White won; ECO B12."), said.toString());
        assertTrue(window.log().last().startsWith("The game is over, so it opens for review at its start"),
                window.log().last());
        Game whole = window.session().game();
        assertEquals(0, window.session().boardInView().game().plyCount(), "the review starts at the start");
        assertEquals("e2, white pawn", node(Square.E2).getAccessibleText());

        alt(robot, KeyCode.RIGHT);
        assertEquals("1, White: pawn to e4.", window.log().last());
        assertEquals("e4, white pawn, last move", node(Square.E4).getAccessibleText());
        assertTrue(node(Square.E4).getStyleClass().contains("last-move"), "the last-move mark follows");
        assertTrue(node(Square.E2).getStyleClass().contains("last-move"));
        assertEquals(1, window.moveList().list().getSelectionModel().getSelectedIndex());
        assertEquals("1. e4", window.moveList().rows().get(1));

        command(robot, "follow e5");
        assertEquals("Following e5; it is empty now.", window.log().last());
        for (int ply = 2; ply <= 4; ply++) {
            alt(robot, KeyCode.RIGHT);
        }
        assertEquals("2, Black: pawn to c6. I'm out of book right now.", window.log().last());
        assertEquals("I'm out of book right now.", window.moveList().commentShown(), "the comment beside the list");
        for (int ply = 5; ply <= 18; ply++) {
            alt(robot, KeyCode.RIGHT);
        }
        assertTrue(window.log().lines().stream().anyMatch(l -> l.endsWith("The white pawn now stands on e5; the black pawn stood there before.")),
                "the followed square reported each capture on it");
        assertEquals("9, Black: pawn takes pawn on e5. The black pawn now stands on e5; the white pawn stood there before.",
                window.log().last());
        assertEquals("e5, black pawn, last move", node(Square.E5).getAccessibleText());
        alt(robot, KeyCode.RIGHT);
        assertEquals("10, White: pawn to d5. A good move. 1 variation here.", window.log().last());
        robot.type(KeyCode.F3);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("White now attacks the pawn on c6.", window.log().last());
        // what is said is shown (issue 23): the move's mark and the variation that branches off at it
        assertEquals("4… h6?!", window.moveList().rows().get(8));
        assertEquals("5. Bd3 (5. Bc4 …)", window.moveList().rows().get(9));
        assertEquals("10. d5! (10. dxe5? …)", window.moveList().rows().get(19));
        alt(robot, KeyCode.DOWN);
        assertEquals("↳ 10. dxe5?", window.moveList().rows().get(19), "the variation's moves in the list");
        assertEquals("9… dxe5", window.moveList().rows().get(18));
        assertEquals("Variation 1 of 1. Perhaps black was expecting. 10, White: pawn takes pawn on e5. A mistake. "
                + "The white pawn now stands on e5; the black pawn stood there before.", window.log().last());
        assertEquals("e5, white pawn, last move", node(Square.E5).getAccessibleText());
        alt(robot, KeyCode.UP);
        assertTrue(window.log().last().startsWith("Back in the main line. 10, White: pawn to d5."), window.log().last());

        // the move list: Up takes the review one move back, said by the program's own voice
        robot.interact(() -> window.moveList().list().requestFocus());
        robot.type(KeyCode.UP);
        assertEquals("9, Black: pawn takes pawn on e5.", window.log().last());
        assertEquals(18, window.session().boardInView().game().plyCount());
        assertEquals(18, window.moveList().list().getSelectionModel().getSelectedIndex());

        // back on the board, Escape closes the review: the game is the one opened, untouched
        robot.interact(() -> window.focusSquare(Square.E5));
        robot.type(KeyCode.ESCAPE);
        assertEquals("The review is closed. Back to the game. Game over. Checkmate. White wins.", window.log().last());
        assertSame(whole, window.session().game());
        assertEquals(whole.plyCount(), window.session().boardInView().game().plyCount());
    }

    private static void alt(FxRobot robot, KeyCode key) {
        robot.press(KeyCode.ALT).type(key).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void command(FxRobot robot, String text) {
        robot.type(KeyCode.SLASH);
        robot.write(text);
        robot.type(KeyCode.ENTER);
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private SquareNode node(Square s) {
        WaitForAsyncUtils.waitForFxEvents();
        for (Node n : window.stage().getScene().getRoot().lookupAll(".square")) {
            if (n instanceof SquareNode sn && sn.square() == s) {
                return sn;
            }
        }
        throw new AssertionError("no node for " + s);
    }
}
