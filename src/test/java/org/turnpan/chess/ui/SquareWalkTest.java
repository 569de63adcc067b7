package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.rules.Square;

/** Walks all 64 squares by arrow keys and checks what each says, to the screen reader and aloud. */
@ExtendWith(ApplicationExtension.class)
class SquareWalkTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.DARK);
        window.start();
    }

    @Test
    void everySquareSaysWhatIsOnIt(FxRobot robot) throws IOException {
        Map<Square, String> expected = golden();
        robot.type(KeyCode.DIGIT1);
        robot.type(KeyCode.HOME);
        int visited = 0;
        for (int rank = 0; rank < 8; rank++) {
            for (int step = 0; step < 8; step++) {
                int file = rank % 2 == 0 ? step : 7 - step;
                Square s = Square.of(file, rank);
                WaitForAsyncUtils.waitForFxEvents();
                Node focused = window.stage().getScene().getFocusOwner();
                assertEquals(s, ((SquareNode) focused).square());
                assertEquals(expected.get(s), focused.getAccessibleText(), "accessible text of " + s);
                assertEquals(expected.get(s), window.log().last(), "spoken text of " + s);
                visited++;
                if (step < 7) {
                    robot.type(rank % 2 == 0 ? KeyCode.RIGHT : KeyCode.LEFT);
                }
            }
            robot.type(KeyCode.UP);
        }
        assertEquals(64, visited);
        assertEquals("Edge of the board. The cursor stays on a8.", window.log().last());
    }

    @Test
    void flippedBoardTurnsTheArrowsToo(FxRobot robot) {
        robot.type(KeyCode.F);
        assertEquals("The board is turned, with Black at the bottom.", window.log().last());
        robot.type(KeyCode.UP);
        assertEquals("e1, white king", window.log().last());
        robot.type(KeyCode.RIGHT);
        assertEquals("d1, white queen", window.log().last());
        robot.press(KeyCode.SHIFT).type(KeyCode.DIGIT8).release(KeyCode.SHIFT);
        assertEquals("h1, white rook", window.log().last());
        robot.press(KeyCode.CONTROL).type(KeyCode.DOWN).release(KeyCode.CONTROL);
        assertEquals("h8, black rook", window.log().last());
    }

    @Test
    void slashOpensTheCommandFieldWhereMovesAndCommandsAreAnswered(FxRobot robot) {
        robot.type(KeyCode.SLASH);
        WaitForAsyncUtils.waitForFxEvents();
        TextField field = (TextField) window.stage().getScene().getFocusOwner();
        assertEquals("", field.getText());
        robot.write("Nf3");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("White plays knight to f3.", window.log().last());
        assertEquals(1, window.session().game().plyCount());
        assertEquals("", field.getText());
        // the focus stays in the field: a second "/" lands in it and must not spoil the move
        robot.type(KeyCode.SLASH);
        robot.write("e5");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Black plays pawn to e5.", window.log().last());
        assertEquals(2, window.session().game().plyCount());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        // back on the board where the last move typed went (the cursor follows the player's own moves)
        assertEquals(Square.E5, ((SquareNode) window.stage().getScene().getFocusOwner()).square());
    }

    private static Map<Square, String> golden() throws IOException {
        Map<Square, String> m = new LinkedHashMap<>();
        try (InputStream in = SquareWalkTest.class.getResourceAsStream("/ui/initial-squares.tsv")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] cols = line.split("\t");
                    m.put(Square.parse(cols[0]).orElseThrow(), cols[1]);
                }
            }
        }
        assertEquals(64, m.size());
        return m;
    }
}
