package org.turnpan.chess.ui;

import java.io.File;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import org.turnpan.chess.session.BoardAction;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.SpeechSystem;

/**
 * The window's menu bar (mnemonics and accelerators): every item calls a method of the session
 * (or a board action), never a typed command; the session answers through its listener.
 */
final class WindowMenus {
    private final ChessWindow window;
    private final GameSession session;
    private final SpeechSystem speech;

    WindowMenus(ChessWindow window, GameSession session, SpeechSystem speech) {
        this.window = window;
        this.session = session;
        this.speech = speech;
    }

    MenuBar build(Catalogue m) {
        Menu game = new Menu(m.text("ui.menu.game"));
        game.getItems().addAll(
                item(m, "ui.menu.new", "Shortcut+N", () -> newGame(m)),
                item(m, "ui.menu.open", "Shortcut+O", () -> pgnFile(m, Direction.OPEN)),
                item(m, "ui.menu.save", "Shortcut+S", () -> pgnFile(m, Direction.SAVE)),
                new SeparatorMenuItem(),
                item(m, "ui.menu.draw", "Shortcut+Shift+D", () -> window.afterMenu(session::offerDraw)),
                item(m, "ui.menu.resign", "Shortcut+Shift+R", () -> window.afterMenu(session::resign)),
                new SeparatorMenuItem(),
                item(m, "ui.menu.quit", "Shortcut+Q", window.stage()::close));
        Menu view = new Menu(m.text("ui.menu.view"));
        view.getItems().addAll(
                item(m, "ui.menu.flip", "Shortcut+Shift+F", () -> window.control().perform(new BoardAction.Flip())),
                item(m, "ui.menu.command", "Shortcut+L", window::openCommandField),
                item(m, "ui.menu.board", "Shortcut+B", () -> window.afterMenu(() -> { })),
                item(m, "ui.menu.theme", "Shortcut+Shift+T", () -> window.setTheme(window.theme().other())));
        Menu settings = new SettingsMenu(window, session, speech).build(m);
        Menu helpMenu = new Menu(m.text("ui.menu.help"));
        helpMenu.getItems().add(item(m, "ui.menu.keys", "F1", window::showKeyboardHelp));
        Menu learn = new LearnMenu(window).build(m);
        MenuBar bar = new MenuBar(game, view, learn, settings, helpMenu);
        bar.setUseSystemMenuBar(false);
        return bar;
    }

    private static MenuItem item(Catalogue m, String key, String accelerator, Runnable action) {
        MenuItem i = new MenuItem(m.text(key));
        i.setMnemonicParsing(true);
        i.setAccelerator(KeyCombination.keyCombination(accelerator));
        i.setOnAction(e -> action.run());
        return i;
    }

    private void newGame(Catalogue m) {
        NewGameDialog.ask(window.stage(), m, ChessWindow.STYLESHEET, window.theme().styleClass())
                .ifPresent(c -> session.newGame(c.side(), c.opponent(), c.timeControl()));
        window.afterMenu(() -> { });
    }

    /** Which way a PGN file goes. */
    private enum Direction {
        OPEN, SAVE
    }

    private void pgnFile(Catalogue m, Direction way) {
        FileChooser fc = new FileChooser();
        fc.setTitle(m.text(way == Direction.OPEN ? "ui.pgn.open.title" : "ui.pgn.save.title"));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("PGN", "*.pgn"));
        File f = way == Direction.OPEN ? fc.showOpenDialog(window.stage()) : fc.showSaveDialog(window.stage());
        window.afterMenu(() -> {
            if (f != null && way == Direction.OPEN) {
                session.openPgn(f.toPath());
            } else if (f != null) {
                session.savePgn(f.toPath());
            }
        });
    }
}
