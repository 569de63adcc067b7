package org.turnpan.chess.console;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcer;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.SpeechSettings;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.SoundCard;
import org.turnpan.chess.speech.tts.VoiceChoice;
import org.turnpan.chess.speech.tts.VoiceChooser;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.speech.tts.Voices;

/** Speaks console answers through the speech layer's {@link Announcer} with the chosen voice. */
final class AnnouncerVoice implements Voice {
    private final Voices voices;
    private final Announcer announcer;

    private AnnouncerVoice(Voices voices, Announcer announcer) {
        this.voices = voices;
        this.announcer = announcer;
    }

    /**
     * The voice a {@code --voice} value asks for in {@code language} ("auto" or null: the best
     * installed one); silent when none can speak. Each notice (voice missing, no sound card) is
     * passed to {@code notices} as a sentence to print.
     */
    static Voice choose(String asked, Locale language, Consumer<Message> notices) {
        Optional<VoiceKind> kind = VoiceKind.parse(asked);
        if (kind.filter(VoiceKind.NONE::equals).isPresent()) {
            return Voice.silent();
        }
        SoundCard card = new SoundCard();
        Voices voices = Voices.start(card);
        VoiceChoice choice = VoiceChooser.choose(kind, language, voices.installed(), false);
        for (VoiceChoice.Notice n : choice.notices()) {
            notices.accept(Message.of(n.kind().key(), "voice", Message.of("speech.voice." + n.voice().key()),
                    "language", language.getDisplayLanguage(language)));
        }
        if (choice.voice() == VoiceKind.NONE) {
            voices.close();
            return Voice.silent();
        }
        Announcer announcer = Announcer.start(voices.output(choice.voice(), Optional.empty()), List.of(),
                new EarconPlayer(card), SpeechSettings.defaults(language));
        return new AnnouncerVoice(voices, announcer);
    }

    @Override
    public void speak(Announcement announcement, String text) {
        announcer.announce(announcement);
    }

    @Override
    public void languageChanged(Locale language) {
        announcer.update(s -> s.withLocale(language));
    }

    @Override
    public void close() {
        announcer.close();
        voices.close();
    }
}
