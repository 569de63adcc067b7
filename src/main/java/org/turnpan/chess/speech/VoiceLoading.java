package org.turnpan.chess.speech;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;

/**
 * The voice while the real one loads: it holds the first sentence unfinished, so that when the
 * announcer switches to the real voice ({@code useVoice} stops this one) that sentence is spoken
 * again, whole, by the real voice, and the ones queued behind it follow. Nothing is lost.
 */
final class VoiceLoading implements SpeechOutput {
    private final List<CompletableFuture<Delivery>> held = new CopyOnWriteArrayList<>();

    @Override
    public CompletableFuture<Delivery> speak(Utterance utterance) {
        CompletableFuture<Delivery> f = new CompletableFuture<>();
        held.add(f);
        return f;
    }

    /** True while a sentence is held (tests wait for it). */
    boolean holds() {
        return !held.isEmpty();
    }

    /** The real voice is ready: everything held counts as cut off, to be said again. */
    @Override
    public void stop() {
        for (CompletableFuture<Delivery> f : held) {
            f.complete(Delivery.INTERRUPTED);
        }
        held.clear();
    }

    @Override
    public String name() {
        return "loading";
    }

    @Override
    public boolean speaks(Locale locale) {
        return true;
    }

    @Override
    public boolean isAvailable() {
        return false;
    }
}
