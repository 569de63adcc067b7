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
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.speech.tts.Earcon;

/**
 * Where no screen reader reads the window (Linux), the program's voice says everything the window
 * shows as the keys reach it: the menus and their items, the New game dialog field by field, each
 * place Tab goes to, and where the focus is after Escape. Checked on what is said (the speech log).
 */
@ExtendWith(ApplicationExtension.class)
class SpokenWindowTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.start();
    }

    private String said(FxRobot robot, KeyCode... keys) {
        return TestTables.said(robot, window, keys);
    }

    private List<String> saidSince(int before) {
        List<String> all = window.log().spoken();
        return all.subList(before, all.size());
    }

    @Test
    void tabGoesRoundTheFourPlacesAndEachSaysItself(FxRobot robot) {
        assertEquals("The move list is empty: no move has been played yet. Escape goes back to the board.",
                said(robot, KeyCode.TAB));
        assertEquals("The announcements list has 1 line, the newest at the end. Up and down arrows read them;"
                + " Escape goes back to the board.", said(robot, KeyCode.TAB));
        assertEquals("New game. Both sides are played at this keyboard. There is no clock. White to move.",
                said(robot, KeyCode.UP));
        assertEquals("The command field. Type a move or a command and press Enter. Escape goes back to the board.",
                said(robot, KeyCode.TAB));
        assertEquals("Chess board. e2, white pawn. Arrows move. Enter selects a piece, then plays it to the target."
                + " F1 lists every key.", said(robot, KeyCode.TAB));
        // the reverse way, and Escape from the command field says where the focus is
        robot.press(KeyCode.SHIFT).type(KeyCode.TAB).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("The command field. Type a move or a command and press Enter. Escape goes back to the board.",
                window.log().lastSpoken());
        assertEquals("Back on the board, at e2, white pawn.", said(robot, KeyCode.ESCAPE));
        // none of these went into the visible log of announcements
        assertEquals(1, window.log().lines().size());
    }

    @Test
    void theMoveListReadsItsRows(FxRobot robot) {
        robot.interact(() -> {
            window.control().command("e4");
            window.control().command("e5");
            window.control().command("Nf3");
            window.focusSquare(window.session().cursor().square());
        });
        assertEquals("The move list has 3 moves. 2. Nf3. Up and down arrows read the rows;"
                + " Escape goes back to the board.", said(robot, KeyCode.TAB));
        // a row a half-move; moving in the list takes a review to that move, which says it (issue 15)
        assertEquals("Reviewing the game. 1, Black: pawn to e5.", said(robot, KeyCode.UP));
        assertEquals("Back on the board, at f3, empty, light square.", said(robot, KeyCode.ESCAPE));
    }

    @Test
    void aMenuOpenedByItsMnemonicIsSaidOnce(FxRobot robot) {
        int before = window.log().spoken().size();
        robot.press(KeyCode.ALT).type(KeyCode.L).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Learn menu.", saidSince(before).get(0), () -> saidSince(before).toString());
        assertEquals(1, saidSince(before).stream().filter("Learn menu."::equals).count(),
                () -> "the bar's highlight and the menu's opening both spoke: " + saidSince(before));
        said(robot, KeyCode.ESCAPE, KeyCode.ESCAPE);
    }

    @Test
    void anItemChosenInASubmenuIsNotFollowedByItsMenuSaidAgain(FxRobot robot) {
        said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.DOWN, KeyCode.DOWN, KeyCode.DOWN, KeyCode.DOWN);
        assertEquals("Lessons, a menu; Right arrow opens it.", window.log().lastSpoken());
        said(robot, KeyCode.RIGHT, KeyCode.DOWN, KeyCode.DOWN);
        assertEquals("2. The king.", window.log().lastSpoken());
        int before = window.log().spoken().size();
        said(robot, KeyCode.ENTER);
        List<String> after = saidSince(before);
        assertFalse(after.contains("Lessons, a menu; Right arrow opens it."), after::toString);
        assertTrue(after.get(after.size() - 1).startsWith("Lesson 2 of 14. The king."), after::toString);
    }

    @Test
    void theMenusAreSpokenAsTheKeysReachThem(FxRobot robot) {
        assertEquals("Game menu.", said(robot, KeyCode.F10), () -> window.log().spoken().toString());
        assertEquals("View menu.", said(robot, KeyCode.RIGHT));
        assertEquals("Game menu.", said(robot, KeyCode.LEFT));
        int before = window.log().spoken().size();
        said(robot, KeyCode.DOWN);
        assertEquals(List.of("Game menu.", "New game; Ctrl+N."), saidSince(before));
        assertEquals("Open game; Ctrl+O.", said(robot, KeyCode.DOWN));
        said(robot, KeyCode.RIGHT);
        assertEquals("Flip board; Ctrl+Shift+F.", said(robot, KeyCode.DOWN));
        said(robot, KeyCode.RIGHT);
        assertEquals("Next section of the rules guide; F5.", said(robot, KeyCode.DOWN), "the Learn menu (issue 16)");
        assertEquals("Previous section of the rules guide; Shift+F5.", said(robot, KeyCode.DOWN));
        said(robot, KeyCode.RIGHT, KeyCode.DOWN);
        assertEquals("Language, a menu; Right arrow opens it.", window.log().lastSpoken());
        assertEquals("English, chosen.", said(robot, KeyCode.RIGHT));
        assertEquals("Italiano, not chosen.", said(robot, KeyCode.DOWN));
        said(robot, KeyCode.ESCAPE, KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Menus closed. Back on the board, at e2, white pawn.", window.log().lastSpoken());
    }

    @Test
    void aSettingChosenInAMenuIsSaidAsTheTypedCommandSaysIt(FxRobot robot) {
        // Settings (after Game, View, Learn), Speech rate, 150 %
        said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.DOWN, KeyCode.DOWN, KeyCode.DOWN);
        assertEquals("Speech rate, a menu; Right arrow opens it.", window.log().lastSpoken(),
                () -> window.log().spoken().toString());
        said(robot, KeyCode.RIGHT, KeyCode.DOWN, KeyCode.DOWN, KeyCode.DOWN);
        assertEquals("150%, not chosen.", window.log().lastSpoken());
        assertEquals("The speech rate is now 150 percent.", said(robot, KeyCode.ENTER));
        assertEquals(150, window.session().settings().preferences().rate());
        assertEquals(1.5, window.speech().announcer().settings().prosody().rate());
        robot.interact(() -> window.control().command("rate 100"));
        assertEquals("The speech rate is now 100 percent.", window.log().last());
        assertEquals(1.0, window.speech().announcer().settings().prosody().rate());
    }

    @Test
    void aSoundSwitchedInTheSoundsMenuGoesThroughTheSessionAsTheTypedCommand(FxRobot robot) {
        // Settings (after Game, View, Learn), Sounds (the eighth item), the second sound
        said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT);
        for (int i = 0; i < 8; i++) {
            said(robot, KeyCode.DOWN);
        }
        assertEquals("Sounds, a menu; Right arrow opens it.", window.log().lastSpoken(),
                () -> window.log().spoken().toString());
        assertEquals("Sound for a refused move, chosen.", said(robot, KeyCode.RIGHT));
        assertEquals("Sound for a capture, chosen.", said(robot, KeyCode.DOWN));
        assertEquals("The sound for a capture is off.", said(robot, KeyCode.ENTER));
        assertFalse(window.session().settings().preferences().sounds().contains(Earcon.CAPTURE), "kept by the session");
        assertFalse(window.speech().announcer().settings().earcons().contains(Earcon.CAPTURE), "no longer played");
        // the menu shows the session's choice, and the typed command answers as the menu did
        said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT);
        for (int i = 0; i < 8; i++) {
            said(robot, KeyCode.DOWN);
        }
        said(robot, KeyCode.RIGHT);
        assertEquals("Sound for a capture, not chosen.", said(robot, KeyCode.DOWN));
        said(robot, KeyCode.ESCAPE, KeyCode.ESCAPE, KeyCode.ESCAPE);
        robot.interact(() -> window.control().command("sounds capture on"));
        assertEquals("The sound for a capture is on.", window.log().last());
        assertTrue(window.speech().announcer().settings().earcons().contains(Earcon.CAPTURE));
    }

    @Test
    void theNewGameDialogSaysEachFieldAndItsValue(FxRobot robot) {
        int before = window.log().spoken().size();
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("New game. Start a new game.", "You play White. Up and down arrows change it."),
                saidSince(before));
        assertEquals("You play Black.", said(robot, KeyCode.DOWN));
        assertEquals("Your opponent is another person at this keyboard. Up and down arrows change it.",
                said(robot, KeyCode.TAB));
        assertEquals("Your opponent is the built-in engine.", said(robot, KeyCode.DOWN));
        assertEquals("The engine plays at level 4 of 8. Up and down arrows change it.", said(robot, KeyCode.TAB));
        assertEquals("The engine plays at level 5 of 8.", said(robot, KeyCode.DOWN));
        // the engine program's field is only for a UCI engine: Tab goes on to the clock, which keeps the current one
        assertEquals("There is no clock. Up and down arrows change it.", said(robot, KeyCode.TAB));
        assertEquals("Each player has 1 minute on the clock, with no time added per move.", said(robot, KeyCode.DOWN));
        // the variant (issue 26); its Chess960 position field opens only for Chess960
        assertEquals("Standard chess. Up and down arrows change it.", said(robot, KeyCode.TAB));
        assertEquals("Chess960, with the pieces of the back rank shuffled.", said(robot, KeyCode.DOWN));
        assertEquals("The Chess960 start position is chosen at random; type a number from 0 to 959 to choose it.",
                said(robot, KeyCode.TAB));
        assertEquals("Cancel, button.", said(robot, KeyCode.TAB));
        assertEquals("OK, button.", said(robot, KeyCode.TAB));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        // these services start no engine (SessionServices.basic()): the built-in engine chosen is
        // said to be unavailable and White is played from the keyboard; the settings say the same
        assertEquals(Player.HUMAN, window.session().settings().player(Side.WHITE));
        assertEquals(TimeControl.ofMinutes(1, 0), window.session().settings().timeControl());
        assertEquals(5, window.session().settings().preferences().level());
        // a Chess960 game from a position drawn at random
        assertTrue(window.session().game().startPosition().isChess960());
    }

    @Test
    void cancellingTheNewGameDialogSaysSoAndWhereTheFocusIs(FxRobot robot) {
        robot.press(KeyCode.CONTROL).type(KeyCode.N).release(KeyCode.CONTROL);
        int before = window.log().spoken().size();
        said(robot, KeyCode.ESCAPE);
        assertTrue(saidSince(before).contains("No new game was started; the game goes on."), saidSince(before).toString());
    }
}
