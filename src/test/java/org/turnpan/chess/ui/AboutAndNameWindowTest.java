package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.about.About;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Help, About and Settings, Your name (issue 27), reached by keys as a blind player reaches them:
 * About says and shows the version, the licence and the authors; the name dialog sets the name,
 * clears it, refuses a name no tag can hold with a sentence, leaves it as it was on Escape, and the
 * name reaches the White tag of a saved game (the player at this keyboard plays White against an
 * engine that never answers).
 */
@ExtendWith(ApplicationExtension.class)
class AboutAndNameWindowTest {
    @TempDir
    Path dir;
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

    private String said(FxRobot robot, KeyCode... keys) {
        return TestTables.said(robot, window, keys);
    }

    private List<String> saidSince(int before) {
        List<String> all = window.log().spoken();
        return List.copyOf(all.subList(before, all.size()));
    }

    /** The dialog open over the window, by its title. */
    private Stage dialog(FxRobot robot, String title) {
        return robot.listTargetWindows().stream().filter(w -> w != window.stage() && w.isShowing())
                .filter(w -> w instanceof Stage s && title.equals(s.getTitle())).map(Stage.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no dialog " + title + " among " + robot.listTargetWindows()));
    }

    private boolean open(FxRobot robot, String title) {
        return robot.listTargetWindows().stream().anyMatch(w -> w != window.stage() && w.isShowing()
                && w instanceof Stage s && title.equals(s.getTitle()));
    }

    @Test
    void aboutSaysAndShowsTheVersionTheLicenceAndTheAuthors(FxRobot robot) {
        // the menu bar, then Help: the sixth menu (Game, View, Learn, Settings, Online, Help)
        assertEquals("Game menu.", said(robot, KeyCode.F10));
        assertEquals("Help menu.", said(robot, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT),
                () -> window.log().spoken().toString());
        said(robot, KeyCode.DOWN);
        assertEquals("About Turnpan Chess.", said(robot, KeyCode.DOWN), () -> window.log().spoken().toString());
        int before = window.log().spoken().size();
        said(robot, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Stage about = dialog(robot, "About Turnpan Chess");
        String shown = ((DialogPane) about.getScene().getRoot()).getContentText();
        String version = About.version();
        assertTrue(version.matches("\\d+\\.\\d+\\.\\d+.*"), version);
        assertTrue(shown.startsWith("Turnpan Chess, version " + version + ","), shown);
        assertTrue(shown.contains("GPL-3.0-or-later") && shown.contains("GNU General Public License, version 3 or any later"),
                shown);
        assertTrue(shown.contains("Written by the Turnpan Chess developers."), shown);
        assertTrue(shown.contains("COPYING") || shown.contains("/usr/share/doc/turnpan-chess/copyright"), shown);
        // said when it opens, whole, then its button
        List<String> spoken = saidSince(before);
        String text = spoken.stream().filter(s -> s.startsWith("Turnpan Chess, version")).findFirst()
                .orElseThrow(() -> new AssertionError(spoken.toString()));
        assertTrue(text.contains("GPL-3.0-or-later") || text.contains("General Public License, version 3"), text);
        assertTrue(text.contains("Written by the Turnpan Chess developers."), text);
        assertTrue(spoken.indexOf(text) < spoken.size() - 1 && spoken.get(spoken.size() - 1).startsWith("OK"),
                spoken.toString());
        // Escape closes it and the keys are on the board again
        said(robot, KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(open(robot, "About Turnpan Chess"), "Escape did not close About");
        assertTrue(window.stage().getScene().getFocusOwner() instanceof SquareNode,
                () -> "the focus after About: " + window.stage().getScene().getFocusOwner());
    }

    /** Back on the board after a dialog, as the window's afterMenu puts the keys there. */
    private void backOnTheBoard() {
        try {
            WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS,
                    () -> window.stage().getScene().getFocusOwner() instanceof SquareNode);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the keys did not go back to the board: " + window.stage().getScene().getFocusOwner(), e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * Settings, Your name: the fourth menu, reached with Down (sought rather than counted; a menu
     * opened again says its first item as the first time: MenuReopenedTest). The field holds the
     * focus.
     */
    private TextField openNameDialog(FxRobot robot) {
        backOnTheBoard();
        assertEquals("Settings menu.", said(robot, KeyCode.F10, KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.RIGHT));
        for (int i = 0; i < 11 && !"Your name for saved games.".equals(window.log().lastSpoken()); i++) {
            said(robot, KeyCode.DOWN);
        }
        assertEquals("Your name for saved games.", window.log().lastSpoken(), () -> window.log().spoken().toString());
        int before = window.log().spoken().size();
        said(robot, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        Window dialog = dialog(robot, "Your name for saved games");
        assertTrue(dialog.getScene().getFocusOwner() instanceof TextField, () -> "focus: " + dialog.getScene().getFocusOwner());
        TextField field = (TextField) dialog.getScene().getFocusOwner();
        // its title and question, then the field with what it holds
        String holds = field.getText().isEmpty() ? "The field is empty. Type your name and press Enter; Escape changes nothing."
                : "The field holds the name " + field.getText() + ". Type another name or empty the field, then press Enter; Escape"
                + " changes nothing.";
        assertEquals(List.of("Your name for saved games. Your name, written in the games you save; leave it empty for none.",
                holds), saidSince(before));
        return field;
    }

    /** Types {@code text} into the name dialog (the robot writes into its target window, the board's otherwise). */
    private void write(FxRobot robot, String text) {
        robot.targetWindow(dialog(robot, "Your name for saved games")).write(text);
        robot.targetWindow(window.stage());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String savedGame(FxRobot robot, String file) throws Exception {
        Path pgn = dir.resolve(file);
        robot.interact(() -> window.control().command("save " + pgn));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Files.isRegularFile(pgn), () -> "not saved: " + window.log().lines());
        return Files.readString(pgn, StandardCharsets.UTF_8);
    }

    @Test
    void theNameIsSetKeptOnEscapeRefusedWhenBadClearedAndReachesTheSavedGame(FxRobot robot) throws Exception {
        assertEquals("", window.session().settings().preferences().playerName());
        assertTrue(savedGame(robot, "before.pgn").contains("[White \"?\"]"), "no name yet: the PGN standard's ?");

        // set, typed in the field, OK by Enter
        TextField field = openNameDialog(robot);
        assertEquals("", field.getText());
        write(robot, "Ortensia Valli");
        assertEquals("Ortensia Valli", field.getText());
        assertEquals("Your name in saved games is now Ortensia Valli.", said(robot, KeyCode.ENTER),
                () -> window.log().spoken().toString());
        assertFalse(open(robot, "Your name for saved games"));
        assertEquals("Ortensia Valli", window.session().settings().preferences().playerName());
        String named = savedGame(robot, "named.pgn");
        assertTrue(named.contains("[White \"Ortensia Valli\"]"), named);

        // Escape: the dialog shows the name, a change typed and then escaped is not kept
        field = openNameDialog(robot);
        assertEquals("Ortensia Valli", field.getText());
        robot.type(KeyCode.END);
        write(robot, " Rossi");
        assertEquals("Ortensia Valli Rossi", field.getText());
        int before = window.log().spoken().size();
        said(robot, KeyCode.ESCAPE);
        assertFalse(open(robot, "Your name for saved games"), "Escape did not close the dialog");
        assertEquals("Ortensia Valli", window.session().settings().preferences().playerName());
        assertFalse(saidSince(before).stream().anyMatch(s -> s.startsWith("Your name in saved games is now")),
                saidSince(before)::toString);

        // a name no tag can hold (over 100 characters): refused with a sentence, the old name kept
        TextField longField = openNameDialog(robot);
        robot.interact(() -> longField.setText("A".repeat(101)));
        assertEquals("That name cannot be kept: a name is one line of at most 100 characters.", said(robot, KeyCode.ENTER),
                () -> window.log().spoken().toString());
        assertEquals("Ortensia Valli", window.session().settings().preferences().playerName());
        assertTrue(savedGame(robot, "refused.pgn").contains("[White \"Ortensia Valli\"]"));

        // cleared: the field emptied, OK
        TextField clearField = openNameDialog(robot);
        robot.interact(clearField::selectAll);
        robot.type(KeyCode.BACK_SPACE);
        assertEquals("", clearField.getText());
        assertEquals("Your name is forgotten: saved games call the player at this keyboard a question mark again.",
                said(robot, KeyCode.ENTER), () -> window.log().spoken().toString());
        assertEquals("", window.session().settings().preferences().playerName());
        assertTrue(savedGame(robot, "cleared.pgn").contains("[White \"?\"]"));
    }
}
