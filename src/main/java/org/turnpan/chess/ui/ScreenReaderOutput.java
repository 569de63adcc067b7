package org.turnpan.chess.ui;

import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.scene.AccessibleAttribute;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * The status line at the bottom of the window, in two roles. As a display it shows the latest
 * sentence to sighted players. As the voice {@link #screenReader()} (Windows and macOS: JavaFX has
 * no Linux bridge, and no live region) each sentence becomes the line's accessible text and the
 * change is notified, so the screen reader says it; the screen reader does its own queueing.
 */
final class ScreenReaderOutput implements SpeechOutput {
    private final Label statusRef;
    private final boolean notify;

    private ScreenReaderOutput(Label status, boolean notify) {
        this.notify = notify;
        if (!notify) {
            status.getStyleClass().add("status");
            status.setAccessibleRole(AccessibleRole.TEXT);
            status.setWrapText(true);
            status.setMaxWidth(Double.MAX_VALUE);
        }
        this.statusRef = status;
    }

    /** The status line as a display. */
    static ScreenReaderOutput statusLine() {
        return new ScreenReaderOutput(new Label(), false);
    }

    /** The same line as the screen reader's voice. */
    ScreenReaderOutput screenReader() {
        return new ScreenReaderOutput(statusRef, true);
    }

    Label node() {
        return statusRef;
    }

    @Override
    public String name() {
        return notify ? "screen-reader" : "status";
    }

    @Override
    public boolean isAvailable() {
        return !notify || Platform.isAccessibilityActive();
    }

    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    @Override
    public CompletableFuture<Delivery> speak(Utterance utterance) {
        Runnable show = () -> {
            if (notify) {
                statusRef.setAccessibleText(utterance.text());
                statusRef.notifyAccessibleAttributeChanged(AccessibleAttribute.TEXT);
            } else {
                statusRef.setText(utterance.text());
            }
        };
        if (Platform.isFxApplicationThread()) {
            show.run();
        } else {
            Platform.runLater(show);
        }
        return CompletableFuture.completedFuture(Delivery.SPOKEN);
    }

    @Override
    public void stop() {
        // the screen reader cuts itself off when the text changes
    }
}
