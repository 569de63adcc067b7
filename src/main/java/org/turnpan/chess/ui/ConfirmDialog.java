package org.turnpan.chess.ui;

import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.stage.Window;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * The session's waiting question (replace the game in progress? resign?) as a dialog with Yes and
 * No, No focused: the same question the typed commands ask, answered by a button instead of a
 * typed word ({@link GameSession#answer}). Escape or closing the dialog answers no. The question
 * itself was said by the session when it asked; the dialog says only its focused button.
 */
final class ConfirmDialog {
    private ConfirmDialog() {
    }

    /** Asks the waiting question, if there is one, and hands the answer to the session. */
    static void answerWaiting(Window owner, GameSession session, Catalogue m, String themeClass, FocusSpeech speech) {
        session.yesNoQuestion().ifPresent(q -> {
            ButtonType yes = new ButtonType(m.text("ui.answer.yes"), ButtonBar.ButtonData.YES);
            ButtonType no = new ButtonType(m.text("ui.answer.no"), ButtonBar.ButtonData.NO);
            Dialog<ButtonType> d = new Dialog<>();
            d.initOwner(owner);
            d.setTitle(m.text("ui.confirm.title"));
            d.setContentText(m.render(q, Medium.TEXT));
            d.getDialogPane().getButtonTypes().setAll(yes, no);
            d.getDialogPane().getStylesheets().add(ChessWindow.STYLESHEET);
            d.getDialogPane().getStyleClass().add(themeClass);
            Button noButton = (Button) d.getDialogPane().lookupButton(no);
            ((Button) d.getDialogPane().lookupButton(yes)).setDefaultButton(false);
            noButton.setDefaultButton(true);
            d.setOnShown(e -> {
                speech.queueNext();
                speech.watchFrom(d.getDialogPane().getScene(), noButton);
            });
            boolean answeredYes = d.showAndWait().filter(yes::equals).isPresent();
            session.answer(answeredYes);
        });
    }
}
