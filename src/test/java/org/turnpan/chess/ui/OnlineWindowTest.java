package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.AccessibleAttribute;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.PasswordField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.online.LichessClient;
import org.turnpan.chess.online.LoopbackLichess;
import org.turnpan.chess.online.OnlineSetup;
import org.turnpan.chess.online.ServerAddress;
import org.turnpan.chess.online.TokenStore;

/**
 * The window's Online menu against a loopback lichess: the token dialog's masked field (never
 * shown, never in what a screen reader reads, cleared after use), the seek dialog speaking as the
 * New game dialog does, then a game played from the board, the games listed and one opened.
 */
@ExtendWith(ApplicationExtension.class)
class OnlineWindowTest {
    private static final String TOKEN = "lip_WindowSecret0123456789";

    private ChessWindow window;
    private LoopbackLichess server;
    private Path folder;

    @Start
    void start(Stage stage) throws IOException {
        server = new LoopbackLichess("Mario", TOKEN);
        folder = Files.createTempDirectory("turnpan-online-ui-");
        window = TestTables.window(stage, Locale.ENGLISH, Theme.LIGHT);
        window.session().useOnline(new OnlineSetup(((ServerAddress.Valid) ServerAddress.parse(server.url())).address(),
                Optional.of(new TokenStore(folder.resolve("lichess-token"))), Optional.empty(),
                // generous limits: a loaded machine must not make the loopback look silent
                new LichessClient.Limits(Duration.ofSeconds(8), Duration.ofSeconds(6), Duration.ofMinutes(1)),
                Duration.ofMillis(100), Duration.ofMillis(400)));
        window.start();
    }

    @AfterEach
    void stop() throws IOException {
        window.session().close();
        server.close();
        Files.deleteIfExists(folder.resolve("lichess-token"));
        Files.deleteIfExists(folder);
    }

    private MenuItem item(String label) {
        MenuBar bar = (MenuBar) window.stage().getScene().getRoot().lookup(".menu-bar");
        Menu online = bar.getMenus().stream().filter(m -> m.getText().replace("_", "").equals("Online")).findFirst()
                .orElseThrow(() -> new AssertionError("no Online menu"));
        return online.getItems().stream().filter(i -> i.getText() != null
                && Labels.plain(i.getText()).equals(label)).findFirst().orElseThrow(() -> new AssertionError(label));
    }

    /** Opens a menu item's dialog (it waits in its own loop), lets it settle, and types into it. */
    private void open(FxRobot robot, String label) {
        MenuItem i = item(label);
        Platform.runLater(i::fire);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        robot.lookup(".dialog-pane").tryQuery().ifPresentOrElse(p -> robot.targetWindow(p.getScene().getWindow()),
                () -> robot.targetWindow(window.stage()));
    }

    /** A menu item that opens no dialog. */
    private void choose(FxRobot robot, String label) {
        MenuItem i = item(label);
        Platform.runLater(i::fire);
        WaitForAsyncUtils.waitForFxEvents();
        robot.targetWindow(window.stage());
    }

    private void awaitShown(String text) {
        try {
            WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> window.log().lines().stream().anyMatch(l -> l.contains(text)));
        } catch (TimeoutException e) {
            throw new AssertionError("never shown: " + text + "\n" + String.join("\n", window.log().lines()), e);
        }
    }

    private List<String> everything() {
        List<String> all = new ArrayList<>(window.log().lines());
        all.addAll(window.log().spoken());
        return all;
    }

    @Test
    void theTokenDialogMasksTheTokenSpeaksWithoutItAndClearsIt(FxRobot robot) throws Exception {
        open(robot, "Log in with a token");
        PasswordField field = robot.lookup(".password-field").queryAs(PasswordField.class);
        assertTrue(window.log().spoken().contains("Log in to lichess. Paste your lichess personal token. It is not"
                + " shown, and it is kept only in your config folder."), window.log().spoken().toString());
        assertTrue(window.log().spoken().contains("The token field. Paste your token and press Enter; it is not shown"
                + " and not read out."), window.log().spoken().toString());
        assertTrue(field.isFocused());
        robot.write(TOKEN);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(TOKEN, field.getText());
        // what a screen reader may read: the label as its name, no text at all as its value
        assertNull(field.queryAccessibleAttribute(AccessibleAttribute.TEXT));
        assertEquals("Token", field.getAccessibleText());
        robot.type(KeyCode.ENTER);
        awaitShown("You are logged in as Mario.");
        assertEquals("", field.getText(), "the field is cleared after use");
        assertTrue(everything().stream().noneMatch(l -> l.contains(TOKEN)), everything().toString());
        Path kept = folder.resolve("lichess-token");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(kept)));
        // cancelled: nothing sent, and said so
        open(robot, "Log in with a token");
        robot.write("lip_NotSent");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> window.log().spoken().contains("Nothing was sent to lichess."));
        assertEquals(1, server.count("GET", "/api/account"));
    }

    @Test
    void aSeekFromItsDialogThenAGameOnTheBoardAndTheGamesInProgress(FxRobot robot) throws Exception {
        window.session().onlineControl().login(TOKEN);
        awaitShown("You are logged in as Mario.");
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, () -> server.eventStreamsOpen() > 0);
        open(robot, "Seek an opponent");
        List<String> spoken = window.log().spoken();
        assertTrue(spoken.contains("Seek an opponent. Lichess pairs you with someone looking for the same game."),
                spoken.toString());
        assertTrue(spoken.stream().anyMatch(l -> l.startsWith("Each player has 10 minutes")
                && l.endsWith("Up and down arrows change it.")), spoken.toString());
        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.log().lastSpoken().contains("plus 5 seconds per move"), window.log().lastSpoken());
        robot.type(KeyCode.TAB).type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("A rated game.", window.log().lastSpoken());
        robot.type(KeyCode.ENTER);
        awaitShown("Looking for an opponent.");
        WaitForAsyncUtils.waitFor(8, TimeUnit.SECONDS, server::seeking);
        LoopbackLichess.Request seek = server.requests().stream().filter(r -> r.path().equals("/api/board/seek"))
                .findFirst().orElseThrow();
        assertTrue(seek.body().contains("time=10") && seek.body().contains("increment=5")
                && seek.body().contains("rated=true") && seek.body().contains("color=random"), seek.body());
        server.opponentMoves("w1", "e7e5");
        server.startGame("w1");
        awaitShown("Online game on lichess against Ortensia Valli, rated 1620, a rated game.");
        awaitShown("You play white.");
        Platform.runLater(() -> window.control().command("e4"));
        awaitShown("Ortensia Valli plays pawn to e5");
        assertEquals(1, server.count("POST", "/api/board/game/w1/move/e2e4"));
        choose(robot, "Games in progress");
        awaitShown("Game 1 is against Ortensia Valli, your move, with 9 minutes 59 seconds left.");
        open(robot, "Open a game in progress");
        assertTrue(window.log().spoken().stream().anyMatch(l -> l.startsWith("1. Ortensia Valli.")),
                window.log().spoken().toString());
        robot.type(KeyCode.ENTER);
        awaitShown("Opening your game against Ortensia Valli.");
        assertFalse(window.session().game().isOver());
    }
}
