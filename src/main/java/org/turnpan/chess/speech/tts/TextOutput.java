package org.turnpan.chess.speech.tts;

import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The text log: every sentence as a line for the console, a braille display or the window's log.
 * Always on. The line is handed over on the caller's thread, so the consumer must be quick (print a
 * line, or post it to the UI thread).
 */
public final class TextOutput implements SpeechOutput {
    public static final String NAME = "text";
    private final Consumer<String> lines;

    public TextOutput(Consumer<String> lines) {
        this.lines = Objects.requireNonNull(lines);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isAvailable() {
        return true;
    }

    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    @Override
    public CompletableFuture<Delivery> speak(Utterance utterance) {
        lines.accept(utterance.text());
        return CompletableFuture.completedFuture(Delivery.SPOKEN);
    }

    @Override
    public void stop() {
    }
}
