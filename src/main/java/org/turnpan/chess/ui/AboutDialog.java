package org.turnpan.chess.ui;

import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Window;
import org.turnpan.chess.about.About;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;

/**
 * Help, About: the program's name, version, licence and where to read it, and its authors, the same
 * sentences as the typed {@code about}. Speaks as the other dialogs do: the text is said when the
 * dialog opens, then its focused button; Escape or OK closes it.
 */
final class AboutDialog {
    private AboutDialog() {
    }

    static void show(Window owner, Catalogue m, String themeClass, FocusSpeech speech) {
        Message about = About.sentence();
        ButtonType ok = new ButtonType(m.text("ui.answer.ok"), ButtonBar.ButtonData.OK_DONE);
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(m.text("ui.about.title"));
        d.setContentText(m.render(about, Medium.TEXT));
        d.getDialogPane().getButtonTypes().setAll(ok);
        d.getDialogPane().getStylesheets().add(ChessWindow.STYLESHEET);
        d.getDialogPane().getStyleClass().add(themeClass);
        d.getDialogPane().setPrefWidth(560);
        Button okButton = (Button) d.getDialogPane().lookupButton(ok);
        okButton.setDefaultButton(true);
        d.setOnShown(e -> {
            speech.say(about);
            speech.queueNext();
            speech.watchFrom(d.getDialogPane().getScene(), okButton);
        });
        d.showAndWait();
    }
}
