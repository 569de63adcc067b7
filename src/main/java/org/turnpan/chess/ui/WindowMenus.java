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
import org.turnpan.chess.session.WindowSpeech;
import org.turnpan.chess.speech.Catalogue;

/**
 * The window's menu bar (mnemonics and accelerators): every item calls a method of the session
 * (or a board action), never a typed command; the session answers through its listener. New game,
 * Open and Resign ask first as the typed commands do (the session's question, as a Yes/No dialog).
 */
final class WindowMenus {
    private final ChessWindow window;
    private final GameSession session;

    WindowMenus(ChessWindow window, GameSession session) {
        this.window = window;
        this.session = session;
    }

    MenuBar build(Catalogue m) {
        Menu game = new Menu(m.text("ui.menu.game"));
        game.getItems().addAll(
                item(m, "ui.menu.new", "Shortcut+N", () -> newGame(m)),
                item(m, "ui.menu.open", "Shortcut+O", () -> pgnFile(m, Direction.OPEN)),
                item(m, "ui.menu.save", "Shortcut+S", () -> pgnFile(m, Direction.SAVE)),
                new SeparatorMenuItem(),
                item(m, "ui.menu.draw", "Shortcut+Shift+D", () -> window.afterMenu(session::offerDraw)),
                item(m, "ui.menu.resign", "Shortcut+Shift+R", () -> window.afterMenu(session::resignAsking)),
                new SeparatorMenuItem(),
                item(m, "ui.menu.quit", "Shortcut+Q", window::quit));
        Menu view = new Menu(m.text("ui.menu.view"));
        view.getItems().addAll(
                item(m, "ui.menu.flip", "Shortcut+Shift+F", () -> window.control().perform(new BoardAction.Flip())),
                item(m, "ui.menu.command", "Shortcut+L", window::openCommandField),
                item(m, "ui.menu.board", "Shortcut+B", () -> window.afterMenu(() -> { })),
                item(m, "ui.menu.theme", "Shortcut+Shift+T",
                        () -> window.afterMenu(() -> session.settingsControl().changeTheme(window.theme().other().colours()))),
                new SeparatorMenuItem(),
                item(m, "ui.menu.zoom.in", null, () -> window.afterMenu(() -> session.settingsControl().zoom(1))),
                item(m, "ui.menu.zoom.out", null, () -> window.afterMenu(() -> session.settingsControl().zoom(-1))),
                item(m, "ui.menu.zoom.reset", null, () -> window.afterMenu(() -> session.settingsControl().zoom(0))));
        Menu settings = new SettingsMenu(window, session, window.speech()).build(m);
        Menu helpMenu = new Menu(m.text("ui.menu.help"));
        helpMenu.getItems().addAll(item(m, "ui.menu.keys", "F1", window::showKeyboardHelp),
                item(m, "ui.menu.about", null, () -> window.afterMenu(() -> AboutDialog.show(window.stage(), m,
                        window.theme().styleClass(), window.focusSpeech()))));
        Menu learn = new LearnMenu(window).build(m);
        MenuBar bar = new MenuBar(game, view, learn, settings, helpMenu);
        bar.setUseSystemMenuBar(false);
        return bar;
    }

    /** An item; {@code accelerator} null when its keys are the board's own (the zoom keys, see {@link KeyMap}). */
    private static MenuItem item(Catalogue m, String key, String accelerator, Runnable action) {
        MenuItem i = new MenuItem(m.text(key));
        i.setMnemonicParsing(true);
        if (accelerator != null) {
            i.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        i.setOnAction(e -> action.run());
        return i;
    }

    private void newGame(Catalogue m) {
        var choice = NewGameDialog.ask(window.stage(), m, session, window.theme().styleClass(), window.focusSpeech());
        window.afterMenu(() -> choice.ifPresentOrElse(c -> session.newGameAsking(c.side(), c.opponent(),
                c.timeControl()), () -> window.focusSpeech().say(WindowSpeech.newGameCancelled())));
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
                session.openPgnAsking(f.toPath());
            } else if (f != null) {
                session.savePgn(f.toPath());
            }
        });
    }
}
