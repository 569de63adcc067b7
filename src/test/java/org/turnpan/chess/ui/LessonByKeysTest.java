package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;

/**
 * A lesson by keys in a real window (headless): started from the Learn menu, its position on the
 * board, the piece to move and its target highlighted (style class and accessible text), the cursor
 * on the highlighted piece, a wrong square answered with the rules' reason, H for the step's hint,
 * a right move praised with the next step; at the end the board is the game again, untouched. The
 * rules guide by F5 and Shift+F5. What is said is what the console prints for the same attempts
 * (console script lessons.script).
 */
@ExtendWith(ApplicationExtension.class)
class LessonByKeysTest {
    private final Catalogue en = Catalogue.forLocale(Locale.ENGLISH);
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    @Test
    void theKnightLessonByKeysWithItsHighlights(FxRobot robot) {
        robot.interact(() -> window.session().submit("e4"));
        menuItem("Learn", "6. The knight").ifPresentOrElse(i -> robot.interact(i::fire),
                () -> { throw new AssertionError("no lesson 6 in the Learn menu"); });
        assertTrue(window.log().last().startsWith("Lesson 6 of 14. The knight."), window.log().last());
        assertTrue(window.log().last().contains("The lesson highlights the white knight on g1 and the square f3."));

        // the lesson's board, the highlights, the cursor on the piece to move
        assertFocusOn(Square.G1);
        assertHighlighted(Square.G1, Square.F3);
        assertEquals("g1, white knight, highlighted by the lesson", node(Square.G1).getAccessibleText());
        assertEquals("e2, white pawn", node(Square.E2).getAccessibleText(), "the lesson's own position");
        assertEquals("e4, empty, light square", node(Square.E4).getAccessibleText(), "not the game's");
        assertEquals(List.of("Start of the game"), window.moveList().rows(),
                "the move list shows the lesson's board, not the game's 1. e4 (issue 23)");

        robot.type(KeyCode.ENTER);
        assertEquals("You selected the white knight on g1.", window.log().last());
        robot.type(KeyCode.UP, KeyCode.UP);
        assertFocusOn(Square.G3);
        robot.type(KeyCode.ENTER);
        assertTrue(window.log().last().startsWith("The knight on g1 can't go to g3."), window.log().last());
        robot.type(KeyCode.LEFT);
        assertFocusOn(Square.F3);
        robot.type(KeyCode.ENTER);
        assertTrue(window.log().last().startsWith("Knight to f3. Right. The knight jumped over the pawn on g2."),
                window.log().last());
        assertTrue(window.log().last().endsWith("Step 2 of 2. Your knight on b5 can attack the black king and the "
                + "black rook at once. Jump to that square. The lesson highlights the white knight on b5."));

        // step 2: the cursor on the new highlighted piece; H gives the step's hint
        assertFocusOn(Square.B5);
        assertHighlighted(Square.B5);
        robot.type(KeyCode.H);
        assertEquals(en.render(Message.of("learn.lesson.knight.2.hint")), window.log().last());
        robot.type(KeyCode.ENTER, KeyCode.RIGHT, KeyCode.UP, KeyCode.UP);
        assertFocusOn(Square.C7);
        robot.type(KeyCode.ENTER);
        assertTrue(window.log().last().endsWith("Lesson 6 is finished. The next lesson is 7, The pawn: press Ctrl+L and type learn 7 "
                + "to start it. Back to the game. Black to move."), window.log().last());

        // the game again, as it was
        WaitForAsyncUtils.waitForFxEvents();
        assertHighlighted();
        assertEquals("e4, white pawn, last move", node(Square.E4).getAccessibleText());
        assertEquals(1, window.session().game().plyCount());
        assertEquals(List.of("Start of the game", "1. e4"), window.moveList().rows());
    }

    @Test
    void aFindStepByEnterAndEscapeBackToTheGame(FxRobot robot) {
        menuItem("Learn", "1. The board").ifPresent(i -> robot.interact(i::fire));
        assertTrue(window.log().last().startsWith("Lesson 1 of 14. The board."), window.log().last());
        robot.press(KeyCode.SHIFT).type(KeyCode.DIGIT2).release(KeyCode.SHIFT).type(KeyCode.DIGIT1);
        assertFocusOn(Square.B1);
        robot.type(KeyCode.ENTER);
        assertEquals("No, you named b1. Try again, or ask for a hint.", window.log().last());
        robot.type(KeyCode.LEFT, KeyCode.ENTER);
        assertTrue(window.log().last().startsWith("Right. a1 is White's bottom left corner"), window.log().last());
        robot.type(KeyCode.ESCAPE);
        assertEquals("The lesson is stopped. Back to the game. White to move.", window.log().last());
        robot.type(KeyCode.ESCAPE);
        assertEquals("Nothing is selected.", window.log().last(), "Escape in the game drops a selection, as before");
    }

    @Test
    void theRulesGuideByF5(FxRobot robot) {
        robot.type(KeyCode.F5);
        assertTrue(window.log().last().startsWith("Section 1 of 20. The board and where things are."),
                window.log().last());
        robot.type(KeyCode.F5);
        assertTrue(window.log().last().startsWith("Section 2 of 20."), window.log().last());
        robot.press(KeyCode.SHIFT).type(KeyCode.F5).type(KeyCode.F5).release(KeyCode.SHIFT);
        assertEquals("Section 1, The board and where things are, is the first one.", window.log().last());
        robot.type(KeyCode.F2);
        assertFalse(window.log().last().startsWith("Section"), "F2 is the review's comment, not the guide: "
                + window.log().last());
    }

    private java.util.Optional<MenuItem> menuItem(String menu, String item) {
        MenuBar bar = (MenuBar) window.stage().getScene().getRoot().lookup(".menu-bar");
        List<MenuItem> all = new ArrayList<>();
        bar.getMenus().stream().filter(m -> m.getText().replace("_", "").equals(menu)).forEach(m -> collect(m, all));
        return all.stream().filter(i -> i.getText() != null && i.getText().replace("_", "").equals(item)).findFirst();
    }

    private static void collect(Menu menu, List<MenuItem> into) {
        for (MenuItem i : menu.getItems()) {
            into.add(i);
            if (i instanceof Menu sub) {
                collect(sub, into);
            }
        }
    }

    private SquareNode node(Square s) {
        for (Node n : window.stage().getScene().getRoot().lookupAll(".square")) {
            if (n instanceof SquareNode sn && sn.square() == s) {
                return sn;
            }
        }
        throw new AssertionError("no node for " + s);
    }

    /** Exactly these squares carry the lesson's highlight. */
    private void assertHighlighted(Square... squares) {
        WaitForAsyncUtils.waitForFxEvents();
        List<Square> marked = new ArrayList<>();
        for (Square s : Square.values()) {
            if (node(s).getStyleClass().contains(BoardView.LESSON_MARK)) {
                marked.add(s);
            }
        }
        assertEquals(List.of(squares), marked);
    }

    private void assertFocusOn(Square s) {
        WaitForAsyncUtils.waitForFxEvents();
        assertSame(node(s), window.stage().getScene().getFocusOwner(), "focus should be on " + s);
        assertFalse(window.session().cursor().square() != s);
    }
}
