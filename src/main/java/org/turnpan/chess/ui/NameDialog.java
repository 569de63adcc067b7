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

/**
 * Settings, Your name: one labelled field holding the player's name for saved games (the typed
 * {@code name}); OK keeps what it holds (empty: no name), Cancel or Escape changes nothing. Speaks
 * as the other dialogs do: the focused field by its label.
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
        d.setOnShown(e -> {
            field.requestFocus();
            speech.watchFrom(d.getDialogPane().getScene(), field);
        });
        return d.showAndWait().filter(ok::equals).map(b -> field.getText());
    }
}
