package org.turnpan.chess.ui;


import java.io.File;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.stage.FileChooser;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.Intent;
import org.turnpan.chess.session.reading.Direction;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.words.WindowSpeech;

/**
 * The window's menu bar (mnemonics and accelerators): every item performs an {@link Intent} (or a
 * board action), the value the typed command builds, through the session's one dispatcher; the
 * session answers through its listener. New game, Open and Resign ask first as the typed commands
 * do (the session's question, as a Yes/No dialog); Open lists a file of several games as
 * {@code open} does.
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
                item(m, "ui.menu.new", "new", () -> newGame(m)),
                item(m, "ui.menu.open", "open", () -> pgnFile(m, Direction.OPEN)),
                item(m, "ui.menu.save", "save", () -> pgnFile(m, Direction.SAVE)),
                new SeparatorMenuItem(),
                item(m, "ui.menu.draw", "draw", () -> window.afterMenu(() -> session.perform(new Intent.OfferDraw()))),
                item(m, "ui.menu.resign", "resign", () -> window.afterMenu(() -> session.perform(new Intent.Resign()))),
                new SeparatorMenuItem(),
                item(m, "ui.menu.quit", "quit", window::quit));
        Menu view = new Menu(m.text("ui.menu.view"));
        view.getItems().addAll(
                item(m, "ui.menu.flip", "flip", () -> window.control().perform(new BoardAction.Flip())),
                item(m, "ui.menu.command", "command", window::openCommandField),
                item(m, "ui.menu.board", "board", () -> window.afterMenu(() -> { })),
                item(m, "ui.menu.theme", "theme",
                        () -> window.afterMenu(() -> session.settingsControl().changeTheme(window.theme().other().colours()))),
                new SeparatorMenuItem(),
                item(m, "ui.menu.zoom.in", null, () -> window.afterMenu(() -> session.settingsControl().zoom(1))),
                item(m, "ui.menu.zoom.out", null, () -> window.afterMenu(() -> session.settingsControl().zoom(-1))),
                item(m, "ui.menu.zoom.reset", null, () -> window.afterMenu(() -> session.settingsControl().zoom(0))));
        Menu settings = new SettingsMenu(window, session, window.speech()).build(m);
        Menu helpMenu = new Menu(m.text("ui.menu.help"));
        helpMenu.getItems().addAll(item(m, "ui.menu.keys", "help", window::showKeyboardHelp),
                item(m, "ui.menu.about", null, () -> window.afterMenu(() -> AboutDialog.show(window.stage(), m,
                        window.theme().styleClass(), window.focusSpeech()))));
        Menu learn = new LearnMenu(window).build(m);
        Menu online = new OnlineMenu(window, session).build(m);
        MenuBar bar = new MenuBar(game, view, learn, settings, online, helpMenu);
        bar.setUseSystemMenuBar(false);
        return bar;
    }

    /**
     * An item whose accelerator is the first key of {@code keyAction} with Ctrl, Alt or a function
     * key, as the player has it ({@link KeyBindings#accelerator}); {@code keyAction} null when its
     * keys are the board's own (the zoom keys, see {@link KeyMap}).
     */
    private MenuItem item(Catalogue m, String key, String keyAction, Runnable action) {
        MenuItem i = new MenuItem(m.text(key));
        i.setMnemonicParsing(true);
        if (keyAction != null) {
            window.keys().accelerator(keyAction).map(WindowMenus::combination).ifPresent(i::setAccelerator);
        }
        i.setOnAction(e -> action.run());
        return i;
    }

    /** A key of the table as JavaFX's accelerator (Ctrl is the Shortcut key: Command on a Mac). */
    static KeyCombination combination(KeyChord k) {
        return new KeyCodeCombination(KeyCode.valueOf(k.code()), k.shift() ? KeyCombination.ModifierValue.DOWN
                : KeyCombination.ModifierValue.UP, KeyCombination.ModifierValue.UP,
                k.alt() ? KeyCombination.ModifierValue.DOWN : KeyCombination.ModifierValue.UP,
                KeyCombination.ModifierValue.UP, k.ctrl() ? KeyCombination.ModifierValue.DOWN
                : KeyCombination.ModifierValue.UP);
    }

    private void newGame(Catalogue m) {
        var choice = NewGameDialog.ask(window.stage(), m, session, window.theme().styleClass(), window.focusSpeech());
        window.afterMenu(() -> choice.ifPresentOrElse(c -> {
            Intent.NewGame chosen = Intent.NewGame.as(c.side(), c.opponent(), c.timeControl());
            session.perform(c.chess960().isPresent() ? chosen.chess960(c.chess960().getAsInt()) : chosen);
        }, () -> window.focusSpeech().say(WindowSpeech.newGameCancelled())));
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
                session.perform(Intent.Open.file(f.toPath()));
            } else if (f != null) {
                // the save dialog asked before replacing a file
                session.perform(new Intent.Save(f.toPath(), true));
            }
        });
    }
}
