package org.turnpan.chess.ui;

import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import org.turnpan.chess.speech.Announcement;

/**
 * Speech through the screen reader (Windows and macOS: JavaFX has no Linux bridge). JavaFX has no
 * live region, so each sentence becomes the accessible text of a status node and the change is
 * notified; sighted players read the same line at the bottom of the window.
 */
final class ScreenReaderOutput implements Speaker.Output {
    private final Label status = new Label();

    ScreenReaderOutput() {
        status.getStyleClass().add("status");
        status.setAccessibleRole(AccessibleRole.TEXT);
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE);
    }

    Label node() {
        return status;
    }

    @Override
    public void speak(Announcement announcement, String text) {
        status.setText(text);
        status.setAccessibleText(text);
        status.notifyAccessibleAttributeChanged(AccessibleAttribute.TEXT);
    }
}
