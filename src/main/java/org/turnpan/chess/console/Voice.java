package org.turnpan.chess.console;

import org.turnpan.chess.speech.Announcement;

/** Where the console sends announcements to be spoken, besides printing them. */
public interface Voice extends AutoCloseable {

    /** Speaks {@code text}, the rendered form of {@code announcement}. Must not block for long. */
    void speak(Announcement announcement, String text);

    /** The session switched language: speak the next announcements in {@code language}. */
    default void languageChanged(java.util.Locale language) {
    }

    /**
     * The voice {@code asked} for ("auto", "none", "espeak", "freetts", "speechd"), or silence when
     * nothing can speak; why not is handed to {@code notices} as a sentence.
     */
    static Voice choose(String asked, java.util.Locale language,
                        java.util.function.Consumer<org.turnpan.chess.speech.Message> notices) {
        return AnnouncerVoice.choose(asked, language, notices);
    }

    @Override
    default void close() {
    }

    /** Prints only. */
    static Voice silent() {
        return (a, t) -> { };
    }
}
