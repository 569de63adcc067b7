package org.turnpan.chess.console;

import org.turnpan.chess.speech.Announcement;

/** Where the console sends announcements to be spoken, besides printing them. */
public interface Voice extends AutoCloseable {

    /** Speaks {@code text}, the rendered form of {@code announcement}. Must not block for long. */
    void speak(Announcement announcement, String text);

    @Override
    default void close() {
    }

    /** Prints only. */
    static Voice silent() {
        return (a, t) -> { };
    }
}
