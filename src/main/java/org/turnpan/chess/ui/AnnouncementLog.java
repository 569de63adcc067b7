package org.turnpan.chess.ui;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import org.turnpan.chess.speech.tts.Delivery;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.Utterance;

/** Every sentence said, in order: the visible log beside the board and what tests read. A display. */
public final class AnnouncementLog implements SpeechOutput {
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    @Override
    public String name() {
        return "log";
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
        lines.add(utterance.text());
        listeners.forEach(Runnable::run);
        return CompletableFuture.completedFuture(Delivery.SPOKEN);
    }

    @Override
    public void stop() {
        // a display shows everything at once; nothing to cut off
    }

    public List<String> lines() {
        return List.copyOf(lines);
    }

    public String last() {
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    /** Called after each new line, on the thread that said it. */
    public void onAdded(Runnable r) {
        listeners.add(r);
    }
}
