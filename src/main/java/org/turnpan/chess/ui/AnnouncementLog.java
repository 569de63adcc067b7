package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import org.turnpan.chess.speech.Announcement;

/** Every sentence said, in order: the visible log beside the board and what tests read. */
public final class AnnouncementLog implements Speaker.Output {
    private final List<String> lines = new ArrayList<>();
    private final List<Runnable> listeners = new ArrayList<>();

    @Override
    public void speak(Announcement announcement, String text) {
        lines.add(text);
        listeners.forEach(Runnable::run);
    }

    public List<String> lines() {
        return List.copyOf(lines);
    }

    public String last() {
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    public void onAdded(Runnable r) {
        listeners.add(r);
    }
}
