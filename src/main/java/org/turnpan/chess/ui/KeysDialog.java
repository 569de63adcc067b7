package org.turnpan.chess.ui;

import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Modality;
import javafx.stage.Stage;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyHelp;
import org.turnpan.chess.keys.KeyTable;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Announcement.Priority;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * Settings, Keys: one line for each action the player may give another key ("Alt+R: read this
 * rank from a to h"); Enter on a line, then the new key, gives the action that key in place of its
 * first one; Escape closes. The change goes through the session as {@code keys bind} does, so a
 * clash or a reserved key is refused with the same sentence, said at once. The list, the menus'
 * keys and the board follow at once; the keys are kept for the next start.
 */
final class KeysDialog {
    private final ChessWindow window;
    private final GameSession session;
    private final Catalogue messages;
    private final Consumer<Announcement> say;
    private final ListView<String> list = new ListView<>();
    private List<KeyTable.Action> actions = List.of();
    /** The action waiting for its new key, or null. */
    private KeyTable.Action waiting;
    /** True while the lines are set again: the session's answer is not cut short by the selection. */
    private boolean filling;

    private KeysDialog(ChessWindow window, Consumer<Announcement> say) {
        this.window = window;
        this.session = window.session();
        this.messages = window.session().messages();
        this.say = say;
    }

    /** Opens the dialog over the window. */
    static Stage show(ChessWindow window, Consumer<Announcement> say) {
        return new KeysDialog(window, say).open();
    }

    private Stage open() {
        Label intro = new Label(messages.text("keys.dialog.intro"));
        intro.setWrapText(true);
        Button reset = new Button(messages.text("keys.dialog.reset"));
        reset.setMnemonicParsing(true);
        reset.setOnAction(e -> {
            session.settingsControl().resetKeys();
            fill();
        });
        BorderPane root = new BorderPane(list);
        root.setTop(intro);
        root.setBottom(reset);
        root.getStyleClass().add(window.theme().styleClass());
        root.setStyle(window.stage().getScene().getRoot().getStyle());
        list.setAccessibleText(messages.text("keys.dialog.title"));
        WrappingCells.install(list);
        Stage stage = new Stage();
        stage.initOwner(window.stage());
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle(messages.text("keys.dialog.title"));
        Scene scene = new Scene(root, 720, 560);
        scene.getStylesheets().setAll(ChessWindow.STYLESHEET);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> key(e, stage));
        stage.setScene(scene);
        fill();
        stage.show();
        list.requestFocus();
        say.accept(Announcement.queued(Kind.HELP, Message.of("keys.dialog.intro")));
        list.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            if (now.intValue() >= 0 && now.intValue() < actions.size() && waiting == null && !filling) {
                say.accept(new Announcement(Kind.HELP, Priority.NAVIGATION, line(actions.get(now.intValue()))));
            }
        });
        // the first line after the introduction (it is selected already, so no change announces it)
        say.accept(Announcement.queued(Kind.HELP, line(actions.get(0))));
        return stage;
    }

    /** The lines again, with the keys as they are now; the selection stays where it was. */
    private void fill() {
        int at = Math.max(0, list.getSelectionModel().getSelectedIndex());
        KeyBindings keys = window.keys();
        actions = keys.table().actions().stream().filter(KeyTable.Action::rebindable)
                .filter(a -> !keys.keysOf(a.name()).isEmpty()).toList();
        filling = true;
        try {
            list.getItems().setAll(actions.stream().map(a -> messages.render(line(a), Medium.TEXT)).toList());
            list.getSelectionModel().select(Math.min(at, actions.size() - 1));
            list.getFocusModel().focus(Math.min(at, actions.size() - 1));
        } finally {
            filling = false;
        }
    }

    /** "Alt+R: read this rank from a to h", with the action's keys as the player has them. */
    private Message line(KeyTable.Action a) {
        String keys = String.join(", ", window.keys().keysOf(a.name()).stream().map(KeyChord::display).toList());
        return Message.of("ui.help.line", "keys", keys, "does", KeyHelp.does(messages, a.helpLine()));
    }

    private void key(KeyEvent e, Stage stage) {
        if (waiting != null) {
            e.consume();
            if (isModifier(e.getCode())) {
                return; // Ctrl, Shift or Alt alone: the key comes with them
            }
            KeyTable.Action action = waiting;
            waiting = null;
            if (e.getCode() == KeyCode.ESCAPE) {
                say.accept(Announcement.answer(Message.of("keys.dialog.kept")));
                return;
            }
            KeyChord old = window.keys().keysOf(action.name()).get(0);
            session.settingsControl().rebindKey(old, BoardKeys.chord(e));
            fill();
            return;
        }
        if (e.getCode() == KeyCode.ESCAPE) {
            stage.close();
            e.consume();
        } else if (e.getCode() == KeyCode.ENTER && list.isFocused()) {
            int at = list.getSelectionModel().getSelectedIndex();
            if (at >= 0 && at < actions.size()) {
                waiting = actions.get(at);
                say.accept(Announcement.answer(Message.of("keys.dialog.press", "does",
                        KeyHelp.does(messages, waiting.helpLine()))));
            }
            e.consume();
        }
    }

    private static boolean isModifier(KeyCode code) {
        return code == KeyCode.CONTROL || code == KeyCode.SHIFT || code == KeyCode.ALT || code == KeyCode.META
                || code == KeyCode.COMMAND || code == KeyCode.ALT_GRAPH;
    }
}
