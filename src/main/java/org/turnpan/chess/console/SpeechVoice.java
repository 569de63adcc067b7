package org.turnpan.chess.console;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.turnpan.chess.session.settings.VoiceSetting;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.VoiceMessages;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.Prosody;
import org.turnpan.chess.speech.tts.SilentOutput;
import org.turnpan.chess.speech.tts.SpeechOutput;
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
     * handed to {@code notices} as a sentence to print. When a terminal screen reader (Orca...)
     * already reads every printed line, the automatic voice is none, and {@code notices} hears once
     * how to turn ours on.
     */
    static Voice choose(VoiceSetting asked, Locale language, Consumer<Message> notices) {
        return choose(asked, language, notices, TerminalReaders.running());
    }

    static Voice choose(VoiceSetting asked, Locale language, Consumer<Message> notices, Optional<String> reader) {
        if (asked.kind().filter(VoiceKind.NONE::equals).isPresent()) {
            return Voice.silent();
        }
        // the terminal's reader speaks every line: it is our "screen reader", and saying it is silence
        Optional<SpeechOutput> readsTheTerminal = reader.map(r -> new SilentOutput());
        if (reader.isPresent() && asked.kind().isEmpty()) {
            notices.accept(VoiceMessages.readerRunning(reader.get(), language));
        }
        return new SpeechVoice(SpeechSystem.start(language, asked.kind(), readsTheTerminal, List.of(), notices));
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

    /** The player chose another voice ({@code voice espeak}, {@code voice auto}). */
    @Override
    public void voiceChanged(VoiceSetting voice) {
        speech.changeVoice(voice.kind());
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
