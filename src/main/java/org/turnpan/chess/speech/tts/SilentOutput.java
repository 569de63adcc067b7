package org.turnpan.chess.speech.tts;

import java.util.Locale;
import java.util.concurrent.CompletableFuture;

/** No voice: {@code --voice none}, or nothing installed. Everything still reaches the text log. */
public final class SilentOutput implements SpeechOutput {
    public static final String NAME = "none";

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
        return CompletableFuture.completedFuture(Delivery.SPOKEN);
    }

    @Override
    public void stop() {
    }
}
