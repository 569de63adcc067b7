package org.turnpan.chess.ui;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.TextOutput;

/**
 * Every sentence said, in order: the visible log beside the board ({@link #lines}) and what tests
 * read. The window's own navigation sentences (a menu item, a row of a list read back, where the
 * focus went) are said {@link #quietly}: spoken and recorded in {@link #spoken}, but kept out of the
 * visible log, so reading the log aloud never adds to it.
 */
public final class AnnouncementLog {
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final List<String> spoken = new CopyOnWriteArrayList<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final ThreadLocal<Boolean> quiet = ThreadLocal.withInitial(() -> false);
    /** The voice's form of each visible line, by row ("пешка на е4" where the row shows "e4"). */
    private final Map<Integer, String> spokenRows = new ConcurrentHashMap<>();
    private volatile boolean lastVisible;
    /**
     * The row of the last sentence shown by the announcer: the row its spoken form belongs to, even
     * when a line kept unsaid ({@link #keep}, another thread) came after it.
     */
    private int lastShownRow = -1;

    /** The log as a display of the announcer: every sentence is added as it is announced. */
    public SpeechOutput display() {
        return new TextOutput(this::add);
    }

    private void add(String line) {
        spoken.add(line);
        lastVisible = !quiet.get();
        if (lastVisible) {
            synchronized (lines) {
                lines.add(line);
                lastShownRow = lines.size() - 1;
            }
            listeners.forEach(Runnable::run);
        }
    }

    /** Keeps {@code line} in the visible log without saying it (a muted chat line, read later). */
    public void keep(String line) {
        synchronized (lines) {
            lines.add(line);
        }
        listeners.forEach(Runnable::run);
    }

    /** Runs {@code say} (which announces on this thread) without adding what it says to the visible log. */
    void quietly(Runnable say) {
        boolean was = quiet.get();
        quiet.set(true);
        try {
            say.run();
        } finally {
            quiet.set(was);
        }
    }

    /**
     * The announcer's ear ({@code Announcer.onSaid}): the spoken form of the sentence just shown,
     * called right after the display under the announcer's lock, so it belongs to the last line.
     */
    public void heard(String spokenForm) {
        synchronized (lines) {
            if (lastVisible && lastShownRow >= 0) {
                spokenRows.put(lastShownRow, spokenForm);
            }
        }
    }

    /**
     * Row {@code i} read back: shown as the log shows it, said as the voice said it the first time
     * (a Russian voice read the shown "e4" as English).
     */
    public Message row(int i) {
        String shown = lines.get(i);
        String said = spokenRows.getOrDefault(i, shown);
        return Message.of("ui.said.row", "row", Message.of("ui.said.text", "text", said).shownAs(shown));
    }

    /** The visible log. */
    public List<String> lines() {
        return List.copyOf(lines);
    }

    /** Everything said, the window's navigation sentences too. */
    public List<String> spoken() {
        return List.copyOf(spoken);
    }

    /** The last line of the visible log. */
    public String last() {
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }

    /** The last sentence said, a navigation sentence too. */
    public String lastSpoken() {
        return spoken.isEmpty() ? "" : spoken.get(spoken.size() - 1);
    }

    /** Called after each new line of the visible log, on the thread that said it. */
    public void onAdded(Runnable r) {
        listeners.add(r);
    }
}
