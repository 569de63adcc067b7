package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.session.settings.Controls;

/**
 * The window's hints name its keys, not the console's typed commands (issue 17): a finished game
 * opened from a file says Alt+Right, Alt+End and Escape; the keys it names work; a lesson started
 * in the window says H and Escape, and Escape takes the board back to the game.
 */
@ExtendWith(ApplicationExtension.class)
class KeyHintsWindowTest {
    private static final Path GAME = Path.of("src/test/resources/pgn/fixtures/scalachess-fixtures/commentsAndVariations.pgn");

    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    @Test
    void aFinishedGameAndALessonNameTheWindowsKeys(FxRobot robot) {
        assertEquals(Controls.KEYS, window.session().controls());
        robot.interact(() -> window.openPgn(GAME));
        String opened = window.log().last();
        assertTrue(opened.startsWith("The game is over, so it opens for review at its start"), opened);
        assertTrue(opened.endsWith("Alt+Right goes to the first move, Alt+End to the last, Escape leaves the review."),
                opened);
        assertNoTypedHint(window.log().lines());

        robot.press(KeyCode.ALT).type(KeyCode.RIGHT).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("1, White: pawn to e4.", window.log().last(), "Alt+Right does what was said");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(window.session().game().plyCount(), window.session().boardInView().game().plyCount(),
                "Escape left the review: the board is the whole game again");

        robot.interact(() -> window.control().command("learn 6"));
        String lesson = window.log().last();
        assertTrue(lesson.startsWith("Lesson 6 of 14. The knight."), lesson);
        assertTrue(lesson.contains("Press H if you need a clue, and Escape to go back to where you were."), lesson);
        assertNoTypedHint(List.of(lesson));
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.log().lines().stream().anyMatch(l -> l.startsWith("The lesson is stopped.")),
                "Escape does what was said: " + window.log().lines());
        assertEquals(window.session().game().plyCount(), window.session().boardInView().game().plyCount(),
                "the board is the game again");
    }

    private static void assertNoTypedHint(List<String> said) {
        for (String line : said) {
            assertFalse(line.contains("Type ") || line.contains("type forward") || line.contains("type hint"),
                    "a typed hint in the window: " + line);
        }
    }
}
