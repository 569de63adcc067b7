package org.turnpan.chess.speech;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.InstalledVoices;
import org.turnpan.chess.speech.tts.SilentOutput;
import org.turnpan.chess.speech.tts.SoundCard;
import org.turnpan.chess.speech.tts.SpeechDispatcherOutput;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.VoiceChoice;
import org.turnpan.chess.speech.tts.VoiceChooser;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.speech.tts.Voices;

/**
 * Everything that speaks for one running program, wired once at start-up, for every front end
 * (the window, the console, the {@code say} command): voices detected (FreeTTS allocating in the
 * background), the voice chosen for the language, the announcer, earcons. Changing the language or
 * the asked-for voice chooses again; whatever the user should know about the choice ("No audio
 * device found...") is told once, through {@code notices} (by default, announced).
 *
 * <p>The window must not wait for the voices: it starts {@link #loading} (sentences are shown at
 * once and held for the voice, nothing is lost) and then {@link #chooseVoiceInBackground}.
 */
public final class SpeechSystem implements AutoCloseable {
    private final AudioDevice device;
    private final EarconPlayer earcons;
    private final Announcer announcer;
    private final Consumer<Message> notices;
    private Voices voices;
    private Optional<SpeechOutput> screenReader = Optional.empty();
    private Optional<VoiceKind> asked = Optional.empty();
    private final java.util.Set<VoiceChoice.Notice> told = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** speech-dispatcher stopped answering: the automatic choice passes it over from then on. */
    private boolean speechdGone;

    private SpeechSystem(AudioDevice device, SpeechOutput firstVoice, List<SpeechOutput> displays, Locale locale,
                         Consumer<Message> notices) {
        this.device = device;
        this.earcons = new EarconPlayer(device);
        this.announcer = Announcer.start(firstVoice, displays, earcons, SpeechSettings.defaults(locale));
        this.notices = notices == null
                ? m -> announcer.announce(Announcement.queued(Announcement.Kind.EVENT, m)) : notices;
    }

    /**
     * Starts speech on this computer and chooses the voice now.
     *
     * @param asked        the voice named by {@code --voice} or the settings; empty for automatic
     * @param screenReader the window's screen-reader bridge when a screen reader is active
     * @param displays     the text log(s): every sentence as a line
     * @param notices      where to tell what the user should know about the voice (null: announce it)
     */
    public static SpeechSystem start(Locale locale, Optional<VoiceKind> asked, Optional<SpeechOutput> screenReader,
                                     List<SpeechOutput> displays, Consumer<Message> notices) {
        SoundCard card = new SoundCard();
        return start(Voices.start(card), card, locale, asked, screenReader, displays, notices);
    }

    /** As {@link #start}, with the voices and the sound device given (tests). */
    public static SpeechSystem start(Voices voices, AudioDevice device, Locale locale, Optional<VoiceKind> asked,
                                     Optional<SpeechOutput> screenReader, List<SpeechOutput> displays,
                                     Consumer<Message> notices) {
        SpeechSystem s = new SpeechSystem(device, new VoiceLoading(), displays, locale, notices);
        s.voices = voices;
        s.asked = asked;
        s.screenReader = screenReader;
        s.switchTo(s.choose());
        return s;
    }

    /**
     * Starts the announcer at once with no voice yet: every sentence is shown on the displays at
     * once and held for the voice ({@link VoiceLoading}); {@link #chooseVoiceInBackground} speaks
     * them, whole, once it is ready.
     */
    public static SpeechSystem loading(Locale locale, List<SpeechOutput> displays, AudioDevice device) {
        return new SpeechSystem(device, new VoiceLoading(), displays, locale, null);
    }

    /**
     * Detects the voices, chooses one and starts speaking with it, on a daemon thread of its own
     * (FreeTTS takes most of a second to load). {@code screenReader} speaks when a screen reader is active.
     */
    public void chooseVoiceInBackground(Optional<VoiceKind> voice, Optional<SpeechOutput> reader) {
        Thread t = new Thread(() -> {
            synchronized (this) {
                if (voices == null) {
                    voices = Voices.start(device);
                }
                asked = voice;
                screenReader = reader;
                switchTo(choose());
            }
        }, "speech-voice");
        t.setDaemon(true);
        t.start();
    }

    /**
     * Our own voice for the current language, as if no screen reader were there: what says the
     * sentences a screen reader cannot take (the fallback of the window's screen-reader voice).
     */
    public synchronized SpeechOutput ownVoice() {
        if (voices == null) {
            return new SilentOutput();
        }
        VoiceChoice own = VoiceChooser.choose(asked, announcer.settings().locale(), voices.installed(), false);
        return voices.output(own.voice(), Optional.empty());
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
        announcer.update(s -> s.withLocale(Catalogue.supported(locale)));
        if (voices != null) {
            switchTo(choose());
        }
    }

    /** Uses the voice the user named ({@code Optional.empty()} for automatic) when it can speak the language. */
    public synchronized void changeVoice(Optional<VoiceKind> voice) {
        asked = voice;
        if (voices != null) {
            switchTo(choose());
        }
    }

    private VoiceChoice choose() {
        InstalledVoices there = voices.installed();
        if (speechdGone) {
            there = new InstalledVoices(there.soundCard(), there.freetts(), there.espeak(), there.spdSay(), false);
        }
        return VoiceChooser.choose(asked, announcer.settings().locale(), there, screenReader.isPresent());
    }

    private void switchTo(VoiceChoice choice) {
        SpeechOutput next = voices.output(choice.voice(), screenReader);
        if (next instanceof SpeechDispatcherOutput speechd) {
            // said once; an automatic choice then goes on with the next voice (espeak-ng, FreeTTS or text)
            speechd.whenGone(() -> {
                notices.accept(Message.of("voice.speechd-gone"));
                synchronized (this) {
                    speechdGone = true;
                    if (voices != null && announcer.voice() == speechd) {
                        switchTo(choose());
                    }
                }
            });
        }
        if (next != announcer.voice()) {
            announcer.useVoice(next);
        }
        // each notice once: choosing again (a language, a setting) does not repeat "No audio device found"
        choice.notices().stream().filter(told::add).forEach(n -> notices.accept(VoiceMessages.notice(n)));
    }

    @Override
    public void close() {
        announcer.close();
        earcons.close();
        synchronized (this) {
            if (voices != null) {
                voices.close();
            }
        }
    }
}
