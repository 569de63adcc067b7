package org.turnpan.chess.console;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.turnpan.chess.session.VoiceSetting;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.Prosody;
import org.turnpan.chess.speech.tts.VoiceKind;

/** Speaks console answers through the program's one {@link SpeechSystem}, the same as the window's. */
final class SpeechVoice implements Voice {
    private final SpeechSystem speech;

    SpeechVoice(SpeechSystem speech) {
        this.speech = speech;
    }

    /**
     * The voice {@code asked} for in {@code language} (automatic: the best installed one); silent
     * for "none". What the user should know about the choice (voice missing, no sound card) is
     * handed to {@code notices} as a sentence to print.
     */
    static Voice choose(VoiceSetting asked, Locale language, Consumer<Message> notices) {
        if (asked.kind().filter(VoiceKind.NONE::equals).isPresent()) {
            return Voice.silent();
        }
        return new SpeechVoice(SpeechSystem.start(language, asked.kind(), Optional.empty(), List.of(), notices));
    }

    /** The announcer renders the sentence for the ear itself, in the voice's language. */
    @Override
    public void speak(Announcement announcement, String spoken) {
        speech.announcer().announce(announcement);
    }

    @Override
    public void languageChanged(Locale language) {
        speech.changeLanguage(language);
    }

    @Override
    public void paceChanged(double rate, double volume) {
        speech.announcer().update(s -> s.withProsody(new Prosody(rate, volume)));
    }

    /** The announcer plays the earcons of refusals and the board's edge on the sound card, as in the window. */
    @Override
    public void soundsChanged(Set<Earcon> on) {
        speech.announcer().update(s -> s.withEarcons(on));
    }

    @Override
    public boolean speaking() {
        try {
            return !speech.announcer().awaitIdle(java.time.Duration.ZERO);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public Turn playerActs() {
        return speech.announcer().playerActs()::close;
    }

    @Override
    public void close() {
        speech.close();
    }
}
