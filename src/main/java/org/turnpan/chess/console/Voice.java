package org.turnpan.chess.console;

import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import org.turnpan.chess.session.settings.VoiceSetting;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.Earcon;

/** Where the console sends announcements to be spoken, besides printing them. */
public interface Voice extends AutoCloseable {

    /**
     * Speaks {@code announcement}, whose sentence for the ear is {@code spoken} (squares in the
     * language's words; the printed line has them in standard notation). Must not block for long.
     */
    void speak(Announcement announcement, String spoken);

    /** The session switched language: speak the next announcements in {@code language}. */
    default void languageChanged(Locale language) {
    }

    /** The player chose another voice: speak with it from now on (a silent console stays silent). */
    default void voiceChanged(VoiceSetting voice) {
    }

    /** The player set the speech rate or volume ({@code rate 150}, {@code volume 80}): fractions of normal. */
    default void paceChanged(double rate, double volume) {
    }

    /** The player switched short sounds on or off ({@code sounds capture off}): play only {@code on}. */
    default void soundsChanged(Set<Earcon> on) {
    }

    /**
     * The voice {@code asked} for (automatic, none, espeak, freetts, speechd), through the program's
     * one speech start-up, or silence when nothing can speak; why not is handed to {@code notices}.
     */
    static Voice choose(VoiceSetting asked, Locale language, Consumer<Message> notices) {
        return SpeechVoice.choose(asked, language, notices);
    }

    /** Speaks through {@code speech}, which already has its voice (tests give it a recording one). */
    static Voice over(SpeechSystem speech) {
        return new SpeechVoice(speech);
    }

    /** Whether something announced is still being said or waits to be (the goodbye, at quit). */
    default boolean speaking() {
        return false;
    }

    /** The player just pressed Enter: whatever is being said is cut, the answer comes next. */
    default Turn playerActs() {
        return () -> { };
    }

    /** The answer to one action of the player; closing it ends the answer. */
    interface Turn extends AutoCloseable {
        @Override
        void close();
    }

    @Override
    default void close() {
    }

    /** Prints only. */
    static Voice silent() {
        return (a, t) -> { };
    }
}
