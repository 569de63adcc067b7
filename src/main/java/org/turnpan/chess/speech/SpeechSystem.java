package org.turnpan.chess.speech;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.SoundCard;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.VoiceChoice;
import org.turnpan.chess.speech.tts.VoiceChooser;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.speech.tts.Voices;

/**
 * Everything that speaks for one running program, wired once at start-up: voices detected (FreeTTS
 * allocating in the background), the voice chosen for the language, the announcer, earcons.
 * Changing the language or the asked-for voice chooses again; whatever the user should know about
 * the choice ("No audio device found...") is announced once.
 */
public final class SpeechSystem implements AutoCloseable {
    private final Voices voices;
    private final EarconPlayer earcons;
    private final Optional<SpeechOutput> screenReader;
    private final Announcer announcer;
    private Optional<VoiceKind> asked;

    private SpeechSystem(Voices voices, AudioDevice device, Optional<SpeechOutput> screenReader,
                         Optional<VoiceKind> asked, List<SpeechOutput> displays, Locale locale) {
        this.voices = voices;
        this.earcons = new EarconPlayer(device);
        this.screenReader = screenReader;
        this.asked = asked;
        VoiceChoice choice = choose(locale);
        this.announcer = Announcer.start(voices.output(choice.voice(), screenReader), displays, earcons,
                SpeechSettings.defaults(locale));
        tell(choice);
    }

    /**
     * Starts speech on this computer.
     *
     * @param asked        the voice named by {@code --voice} or the settings; empty for automatic
     * @param screenReader the window's screen-reader bridge when a screen reader is active
     * @param displays     the text log(s): every sentence as a line
     */
    public static SpeechSystem start(Locale locale, Optional<VoiceKind> asked, Optional<SpeechOutput> screenReader,
                                     List<SpeechOutput> displays) {
        SoundCard card = new SoundCard();
        return new SpeechSystem(Voices.start(card), card, screenReader, asked, displays, locale);
    }

    /** As {@link #start}, with the voices and the sound device given (tests). */
    public static SpeechSystem start(Voices voices, AudioDevice device, Locale locale, Optional<VoiceKind> asked,
                                     Optional<SpeechOutput> screenReader, List<SpeechOutput> displays) {
        return new SpeechSystem(voices, device, screenReader, asked, displays, locale);
    }

    public Announcer announcer() {
        return announcer;
    }

    /** The voice speaking now. */
    public SpeechOutput voice() {
        return announcer.voice();
    }

    /** Speaks {@code locale} from now on, with the best voice for it. */
    public synchronized void changeLanguage(Locale locale) {
        announcer.update(s -> s.withLocale(locale));
        switchTo(choose(announcer.settings().locale()));
    }

    /** Uses the voice the user named ({@code Optional.empty()} for automatic) when it can speak the language. */
    public synchronized void changeVoice(Optional<VoiceKind> voice) {
        asked = voice;
        switchTo(choose(announcer.settings().locale()));
    }

    private VoiceChoice choose(Locale locale) {
        return VoiceChooser.choose(asked, locale, voices.installed(), screenReader.isPresent());
    }

    private void switchTo(VoiceChoice choice) {
        SpeechOutput next = voices.output(choice.voice(), screenReader);
        if (next != announcer.voice()) {
            announcer.useVoice(next);
        }
        tell(choice);
    }

    private void tell(VoiceChoice choice) {
        choice.notices().forEach(n -> announcer.announce(
                Announcement.queued(Announcement.Kind.EVENT, VoiceMessages.notice(n))));
    }

    @Override
    public void close() {
        announcer.close();
        earcons.close();
        voices.close();
    }
}
