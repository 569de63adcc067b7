package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * A menu opened a second time (issues 23 and 27): JavaFX keeps its popup, and the focus in it, on
 * the item chosen last, so moving onto an item already focused once fired no focus change and Down
 * said nothing of the item. Every Down and Up in a reopened menu says the item it lands on, once.
 */
@ExtendWith(ApplicationExtension.class)
class MenuReopenedTest {
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        SessionServices services = new SessionServices(spec -> Optional.of(TestTables.opponent("silent",
                CompletableFuture::new)), GameStore.none(), null);
        SessionSettings settings = SessionSettings.defaults().withLocale(Locale.ENGLISH)
                .withPlayers(Player.HUMAN, Player.builtin(1));
        window = ChessWindow.open(stage, settings, services, Theme.LIGHT);
        window.start();
    }

    private List<String> said(FxRobot robot, KeyCode... keys) {
        int before = window.log().spoken().size();
        for (KeyCode k : keys) {
            robot.type(k);
        }
        WaitForAsyncUtils.waitForFxEvents();
        List<String> all = window.log().spoken();
        return List.copyOf(all.subList(before, all.size()));
    }

    private void backOnTheBoard() throws TimeoutException {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS,
                () -> window.stage().getScene().getFocusOwner() instanceof SquareNode);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Each Down from the bar until {@code last} is said: what each key said, in order. */
    private List<List<String>> downTo(FxRobot robot, String last) {
        List<List<String>> heard = new ArrayList<>();
        for (int i = 0; i < 12 && (heard.isEmpty() || !heard.get(heard.size() - 1).contains(last)); i++) {
            heard.add(said(robot, KeyCode.DOWN));
        }
        assertEquals(List.of(last), heard.get(heard.size() - 1), heard::toString);
        return heard;
    }

    @Test
    void everyDownAndUpInAReopenedMenuSaysItsItem(FxRobot robot) throws Exception {
        backOnTheBoard();
        assertEquals("Settings menu.", said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT).get(3));
        List<List<String>> first = downTo(robot, "Your name for saved games.");
        assertEquals("Settings menu.", first.get(0).get(0), first::toString);
        assertEquals(2, first.get(0).size(), () -> "the menu and its first item: " + first);
        said(robot, KeyCode.ENTER);
        said(robot, KeyCode.ESCAPE);
        backOnTheBoard();

        // opened again: the same sentences for the same keys, each item once
        assertEquals("Settings menu.", said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT).get(3));
        List<List<String>> again = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            again.add(said(robot, KeyCode.DOWN));
        }
        assertEquals(first.subList(0, 4), again);
        for (int i = 2; i >= 0; i--) {
            assertEquals(first.get(i).subList(first.get(i).size() - 1, first.get(i).size()), said(robot, KeyCode.UP));
        }
        said(robot, KeyCode.ESCAPE);
    }

    @Test
    void helpOpenedAgainAfterAboutSaysItsFirstItem(FxRobot robot) throws Exception {
        backOnTheBoard();
        List<String> bar = said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT);
        assertEquals("Help menu.", bar.get(bar.size() - 1), bar::toString);
        List<List<String>> first = downTo(robot, "About Turnpan Chess.");
        said(robot, KeyCode.ENTER);
        said(robot, KeyCode.ESCAPE);
        backOnTheBoard();
        bar = said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT);
        assertEquals("Help menu.", bar.get(bar.size() - 1), bar::toString);
        List<List<String>> again = downTo(robot, "About Turnpan Chess.");
        assertEquals(first, again);
        said(robot, KeyCode.ESCAPE);
    }
}
