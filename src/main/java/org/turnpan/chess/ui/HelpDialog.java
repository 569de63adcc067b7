package org.turnpan.chess.ui;

import java.util.List;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyHelp;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Announcement.Priority;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.words.WindowSentences;

/** F1: every key of the board as a list read line by line in the current language; Escape closes. */
final class HelpDialog {
    private HelpDialog() {
    }

    /** The help lines, "keys: what they do", in the key table's order, with the player's keys. */
    static List<String> lines(Catalogue messages, KeyBindings keys) {
        return KeyHelp.lines(messages, keys).stream().map(m -> messages.render(m, Medium.TEXT)).toList();
    }

    /**
     * Shows the help; {@code say} speaks the introduction and each line as it is reached, so the
     * help is heard with the program's own voice too, not only through a screen reader.
     */
    static Stage show(Window owner, Catalogue messages, KeyBindings keys, List<String> stylesheets, String themeClass,
                      Consumer<Announcement> say) {
        List<Message> lines = KeyHelp.lines(messages, keys);
        ListView<String> list = new ListView<>();
        list.getItems().setAll(lines(messages, keys));
        WrappingCells.install(list);
        list.setAccessibleText(messages.text("ui.help.title"));
        Label intro = new Label(messages.text("ui.help.intro"));
        intro.setWrapText(true);
        BorderPane root = new BorderPane(list);
        root.setTop(intro);
        root.getStyleClass().add(themeClass);
        root.setStyle(owner.getScene() == null ? "" : owner.getScene().getRoot().getStyle());
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        stage.setTitle(messages.text("ui.help.title"));
        Scene scene = new Scene(root, 720, 560);
        scene.getStylesheets().setAll(stylesheets);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE || e.getCode() == KeyCode.F1) {
                stage.close();
                e.consume();
            }
        });
        stage.setScene(scene);
        stage.show();
        list.requestFocus();
        // the introduction and the first line are queued; later lines interrupt what is still being said
        say.accept(Announcement.queued(Kind.HELP, WindowSentences.keyHelpIntro()));
        list.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            if (now.intValue() >= 0) {
                Message m = lines.get(now.intValue());
                say.accept(was.intValue() < 0 ? Announcement.queued(Kind.HELP, m)
                        : new Announcement(Kind.HELP, Priority.NAVIGATION, m));
            }
        });
        list.getSelectionModel().select(0);
        list.getFocusModel().focus(0);
        return stage;
    }
}
