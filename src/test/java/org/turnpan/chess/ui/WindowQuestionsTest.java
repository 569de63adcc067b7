package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

/**
 * The resign key chord and the menus that would replace a game in progress ask first, with the
 * session's own question (the one the typed commands ask), as a Yes/No dialog whose No is focused:
 * a slip of the finger next to Alt+R never ends a game.
 */
@ExtendWith(ApplicationExtension.class)
class WindowQuestionsTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
        window.control().command("e4");
        window.control().command("e5");
    }

    private List<String> saidAfter(Runnable keys) {
        int before = window.log().spoken().size();
        keys.run();
        WaitForAsyncUtils.waitForFxEvents();
        List<String> all = window.log().spoken();
        return all.subList(before, all.size());
    }

    private void resignChord(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.R).release(KeyCode.SHIFT, KeyCode.CONTROL);
    }

    @Test
    void resigningByTheKeyChordAsksFirstAndNoKeepsTheGame(FxRobot robot) {
        List<String> said = saidAfter(() -> resignChord(robot));
        assertEquals(List.of("Resign this game? Say yes or no.", "No, button."), said);
        assertFalse(window.session().game().isOver());
        assertEquals(List.of("You did not resign; the game goes on."), saidAfter(() -> robot.type(KeyCode.ENTER))
                .subList(0, 1));
        assertFalse(window.session().game().isOver());
        assertTrue(window.session().question().isEmpty());
        // Escape answers no as well
        saidAfter(() -> resignChord(robot));
        assertTrue(saidAfter(() -> robot.type(KeyCode.ESCAPE)).contains("You did not resign; the game goes on."));
        assertFalse(window.session().game().isOver());
        // Yes resigns: White (to move) resigns, Black wins
        saidAfter(() -> resignChord(robot));
        List<String> yes = saidAfter(() -> {
            robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
            robot.type(KeyCode.SPACE);
        });
        assertEquals("Yes, button.", yes.get(0));
        assertTrue(window.session().game().isOver(), yes.toString());
    }

    @Test
    void aNewGameFromTheMenuAsksBeforeReplacingTheGameInProgress(FxRobot robot) {
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        List<String> said = saidAfter(() -> robot.type(KeyCode.ENTER));
        assertTrue(said.contains("A game is in progress. Replace it? Say yes or no."), said.toString());
        assertEquals(2, window.session().game().moves().size());
        assertTrue(saidAfter(() -> robot.type(KeyCode.ENTER))
                .contains("Nothing was replaced; the game is kept as it was."));
        assertEquals(2, window.session().game().moves().size());
        // again, and yes
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        robot.type(KeyCode.ENTER);
        said = saidAfter(() -> {
            robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
            robot.type(KeyCode.SPACE);
        });
        assertEquals(0, window.session().game().moves().size(), said.toString());
    }
}
