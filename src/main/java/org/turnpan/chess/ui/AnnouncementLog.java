package org.turnpan.chess.ui;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.TextOutput;

/** Every sentence said, in order: the visible log beside the board and what tests read. */
public final class AnnouncementLog {
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** The log as a display of the announcer: every sentence is added as it is announced. */
    public SpeechOutput display() {
        return new TextOutput(this::add);
    }

    private void add(String line) {
        lines.add(line);
        listeners.forEach(Runnable::run);
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
