package org.turnpan.chess.ui;

import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;
import javafx.scene.AccessibleAttribute;
import javafx.scene.control.Label;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * The screen reader as a voice (Windows and macOS: JavaFX has no Linux bridge, and no live
 * region). Each sentence becomes the accessible text of the status line and the change is
 * notified, so the screen reader says it; the screen reader does its own queueing.
 */
final class ScreenReaderOutput implements SpeechOutput {
    private final Label status;

    ScreenReaderOutput(Label status) {
        this.status = status;
    }

    @Override
    public String name() {
        return "screen-reader";
    }

    /** Only while a screen reader is listening. */
    @Override
    public boolean isAvailable() {
        return Platform.isAccessibilityActive();
    }

    /** The screen reader picks its own voice for the text. */
    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    @Override
    public CompletableFuture<Delivery> speak(Utterance utterance) {
        ChessWindow.onFx(() -> {
            status.setAccessibleText(utterance.text());
            status.notifyAccessibleAttributeChanged(AccessibleAttribute.TEXT);
        });
        return CompletableFuture.completedFuture(Delivery.SPOKEN);
    }

    @Override
    public void stop() {
        // nothing to cut off here: the screen reader stops by itself when the text changes
    }
}
