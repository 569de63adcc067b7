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
import org.turnpan.chess.rules.Square;

/** F1 lists the keys in the window's language; switching the language re-words squares and menus. */
@ExtendWith(ApplicationExtension.class)
class HelpAndLanguageTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ITALIAN, Theme.LIGHT);
        window.start();
    }

    @Test
    @SuppressWarnings("unchecked") // the key help's focused list is a ListView<String>
    void f1ListsEveryKeyInItalianAndEscapeComesBack(FxRobot robot) {
        robot.type(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        Window help = robot.listTargetWindows().stream().filter(w -> w != window.stage() && w.isShowing())
                .filter(w -> w instanceof Stage s && "Guida ai tasti".equals(s.getTitle())).findFirst().orElseThrow();
        ListView<String> list = (ListView<String>) help.getScene().getFocusOwner();
        List<String> lines = list.getItems();
        assertEquals(org.turnpan.chess.keys.KeyTable.standard().helpLines().size(), lines.size());
        assertEquals("Frecce: spostano di una casa; al bordo senti \"Bordo della scacchiera\"", lines.get(0));
        // heard with the program's own voice as well: the introduction, then each line as it is reached
        // (said, but kept out of the visible log of announcements)
        List<String> said = window.log().spoken();
        assertEquals(lines.get(0), said.get(said.size() - 1));
        assertTrue(said.get(said.size() - 2).contains("Esc"), said.get(said.size() - 2));
        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(lines.get(1), window.log().lastSpoken());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(!help.isShowing());
        assertEquals(Square.E2, ((SquareNode) window.stage().getScene().getFocusOwner()).square());
        // where the focus is after Escape is said
        assertEquals("Di nuovo sulla scacchiera, in e2, pedone bianco.", window.log().lastSpoken());
    }

    @Test
    void theNewGameDialogsButtonsSpeakTheWindowsLanguage(FxRobot robot) {
        robot.interact(() -> window.setLanguage(Locale.forLanguageTag("ru")));
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        robot.type(KeyCode.TAB, KeyCode.TAB, KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        // the variant field (issue 26); the Chess960 position field is skipped while standard chess is chosen
        assertEquals("Классические шахматы. Стрелки вверх и вниз меняют значение.", window.log().lastSpoken());
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Отмена, кнопка.", window.log().lastSpoken());
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("ОК, кнопка.", window.log().lastSpoken());
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void switchingTheLanguageRewordsTheBoard(FxRobot robot) {
        robot.type(KeyCode.DOWN);
        assertEquals("e1, re bianco", window.log().last());
        robot.interact(() -> window.setLanguage(Locale.forLanguageTag("ru")));
        robot.type(KeyCode.O);
        // the log shows standard squares; the square's accessible text is what a Russian voice says
        assertEquals("e1, белый король", window.log().last());
        assertEquals("е1, белый король", window.stage().getScene().getFocusOwner().getAccessibleText());
        robot.type(KeyCode.S);
        assertEquals("Материал равный, 39 против 39.", window.log().last());
    }
}
