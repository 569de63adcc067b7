package org.turnpan.chess.ui;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.OnlineControl;
import org.turnpan.chess.speech.Catalogue;

/**
 * The Online menu: log in (a masked token field), log out, seek an opponent, challenge a player,
 * lichess's computer, cancel, accept or decline the challenge that arrived, the games in progress
 * and opening one. Every item is the typed {@code online} command by another road
 * ({@link OnlineControl}): the same sentences, from the same core.
 */
final class OnlineMenu {
    private final ChessWindow window;
    private final GameSession session;

    OnlineMenu(ChessWindow window, GameSession session) {
        this.window = window;
        this.session = session;
    }

    Menu build(Catalogue m) {
        OnlineControl online = session.onlineControl();
        OnlineDialogs dialogs = new OnlineDialogs(window, session, m);
        Menu menu = new Menu(m.text("online.ui.menu"));
        menu.getItems().addAll(
                item(m, "online.ui.login", dialogs::logIn),
                item(m, "online.ui.logout", () -> window.afterMenu(online::logout)),
                new SeparatorMenuItem(),
                item(m, "online.ui.seek", dialogs::seek),
                item(m, "online.ui.challenge", dialogs::challenge),
                item(m, "online.ui.ai", dialogs::ai),
                item(m, "online.ui.cancel", () -> window.afterMenu(online::cancel)),
                new SeparatorMenuItem(),
                item(m, "online.ui.accept", () -> window.afterMenu(() -> online.answerChallenge(true))),
                item(m, "online.ui.decline", () -> window.afterMenu(() -> online.answerChallenge(false))),
                new SeparatorMenuItem(),
                item(m, "online.ui.games", () -> window.afterMenu(online::games)),
                item(m, "online.ui.open.game", dialogs::openGame));
        return menu;
    }

    private static MenuItem item(Catalogue m, String key, Runnable action) {
        MenuItem i = new MenuItem(m.text(key));
        i.setMnemonicParsing(true);
        i.setOnAction(e -> action.run());
        return i;
    }
}
