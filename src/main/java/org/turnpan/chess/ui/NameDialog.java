package org.turnpan.chess.ui;

import java.util.Optional;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;
import org.turnpan.chess.words.WindowSpeech;

/**
 * Settings, Your name: one labelled field holding the player's name for saved games (the typed
 * {@code name}); OK keeps what it holds (empty: no name), Cancel or Escape changes nothing. Speaks
 * as the other dialogs do: its title and what it asks when it opens, then the field with the name
 * it holds, each time the field gets the focus.
 */
final class NameDialog {
    private NameDialog() {
    }

    /** The name the player chose, or empty when the dialog was cancelled. */
    static Optional<String> ask(Window owner, Catalogue m, String now, String themeClass, FocusSpeech speech) {
        TextField field = new TextField(now);
        field.setAccessibleText(m.text("ui.name.field"));
        Label label = new Label(m.text("ui.name.field"));
        label.setLabelFor(field);
        label.setWrapText(true);
        ButtonType ok = new ButtonType(m.text("ui.answer.ok"), ButtonBar.ButtonData.OK_DONE);
        ButtonType cancel = new ButtonType(m.text("ui.answer.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(m.text("ui.name.title"));
        d.getDialogPane().setContent(new VBox(8, label, field));
        d.getDialogPane().getButtonTypes().setAll(ok, cancel);
        d.getDialogPane().getStylesheets().add(ChessWindow.STYLESHEET);
        d.getDialogPane().getStyleClass().add(themeClass);
        speech.describe(field, previous -> Optional.of(field.getText().isBlank() ? Message.of("ui.name.said.field.empty")
                : Message.of("ui.name.said.field", "name", Echo.name(field.getText()))));
        d.setOnShown(e -> {
            speech.say(WindowSpeech.dialog(m.text("ui.name.title"), m.text("ui.name.field")));
            speech.queueNext();
            speech.watchFrom(d.getDialogPane().getScene(), field);
        });
        return d.showAndWait().filter(ok::equals).map(b -> field.getText());
    }
}
