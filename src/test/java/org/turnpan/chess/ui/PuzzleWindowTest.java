package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.notation.MoveText;
import org.turnpan.chess.notation.PieceLetters;
import org.turnpan.chess.puzzle.Puzzle;
import org.turnpan.chess.puzzle.PuzzleSet;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * A puzzle in the window (issue 26): Black's puzzle is drawn from Black's side (a1 at the top right,
 * the arrows turned), the cursor on the opponent's move; a wrong move hears H and Shift+F11, which
 * work; the end hears F11, which opens the next; Escape goes back to the game, drawn from White's
 * side again as the player had it.
 */
@ExtendWith(ApplicationExtension.class)
class PuzzleWindowTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    private Bounds onScreen(Square s) {
        Node n = window.board().node(s);
        return n.localToScene(n.getBoundsInLocal());
    }

    private void assertDrawnFrom(Side bottom) {
        WaitForAsyncUtils.waitForFxEvents();
        Bounds a1 = onScreen(Square.A1);
        Bounds h8 = onScreen(Square.H8);
        if (bottom == Side.WHITE) {
            assertTrue(a1.getMinY() > h8.getMinY() && a1.getMinX() < h8.getMinX(), "a1 at the bottom left: " + a1 + " " + h8);
        } else {
            assertTrue(a1.getMinY() < h8.getMinY() && a1.getMinX() > h8.getMinX(), "a1 at the top right: " + a1 + " " + h8);
        }
        assertEquals(bottom, window.session().orientation());
    }

    /** The board's focus on the cursor, as after a menu (a command typed in the field leaves it there). */
    private void focusCursor(FxRobot robot) {
        robot.interact(() -> window.board().node(window.session().cursor().square()).requestFocus());
        Node focused = window.stage().getScene().getFocusOwner();
        assertEquals(window.session().cursor().square(), ((SquareNode) focused).square());
    }

    private void press(FxRobot robot, KeyCode... chord) {
        for (int i = 0; i < chord.length - 1; i++) {
            robot.press(chord[i]);
        }
        robot.type(chord[chord.length - 1]);
        for (int i = chord.length - 2; i >= 0; i--) {
            robot.release(chord[i]);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void blacksPuzzleIsSeenFromBlackAndItsKeysWork(FxRobot robot) {
        Puzzle black = PuzzleSet.standard().puzzles().stream().filter(p -> p.start().sideToMove() == Side.BLACK)
                .findFirst().orElseThrow();
        assertDrawnFrom(Side.WHITE);
        robot.interact(() -> window.control().command("puzzle " + black.number()));
        assertTrue(window.log().last().startsWith("Puzzle " + black.number() + " of"), window.log().last());
        assertDrawnFrom(Side.BLACK);
        assertEquals(black.opponentMove().to(), window.session().cursor().square(), "the cursor on the opponent's move");
        focusCursor(robot);

        // the arrows go as Black sees the board: up is towards rank 1
        Square at = black.opponentMove().to();
        press(robot, KeyCode.DOWN);
        if (at.rank() < 7) {
            assertEquals(Square.of(at.file(), at.rank() + 1), window.session().cursor().square(), "down goes towards rank 8");
        }

        Position start = black.start();
        Move wrong = start.legalMoves().stream().filter(m -> !m.equals(black.solution().get(0)))
                .filter(m -> start.play(m).hasLegalMove()).findFirst().orElseThrow();
        robot.interact(() -> window.control().command(MoveText.san(start, wrong, PieceLetters.forLocale(Locale.ENGLISH))));
        String refuted = window.log().last();
        assertTrue(refuted.contains("Try another move, or press H for a hint or Shift+F11 for the solution."), refuted);
        focusCursor(robot);

        press(robot, KeyCode.H);
        assertTrue(window.log().last().startsWith("Move the black "), "H is the puzzle's hint: " + window.log().last());
        press(robot, KeyCode.SHIFT, KeyCode.F11);
        String solution = window.log().last();
        assertTrue(solution.startsWith("The solution is ") && solution.endsWith("Press F11 for the next one."), solution);
        assertDrawnFrom(Side.BLACK);

        press(robot, KeyCode.F11);
        assertTrue(window.log().last().startsWith("Puzzle "), "F11 opens the next: " + window.log().last());
        assertFalse(window.log().last().startsWith("Puzzle " + black.number() + " of"));
        Side solver = window.session().boardInView().player();
        assertDrawnFrom(solver);

        focusCursor(robot);
        press(robot, KeyCode.ESCAPE);
        assertTrue(window.log().lines().stream().anyMatch(l -> l.startsWith("The puzzle is closed.")),
                "Escape leaves the puzzles: " + window.log().lines());
        assertDrawnFrom(Side.WHITE);
        List<String> typed = window.log().lines().stream()
                .filter(l -> l.contains("Type puzzle") || l.contains("type hint")).toList();
        assertEquals(List.of(), typed, "the window names keys, not typed commands");
    }
}
