package org.turnpan.chess.ui;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcer;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.speech.SpeechSettings;
import org.turnpan.chess.speech.VoiceMessages;
import org.turnpan.chess.speech.tts.AudioDevice;
import org.turnpan.chess.speech.tts.Earcon;
import org.turnpan.chess.speech.tts.EarconPlayer;
import org.turnpan.chess.speech.tts.SpeechOutput;
import org.turnpan.chess.speech.tts.VoiceChoice;
import org.turnpan.chess.speech.tts.VoiceChooser;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.speech.tts.Voices;

/**
 * The window's mouth: every announcement goes through the speech {@link Announcer}, shown at once
 * on the displays (the log, the status line) and spoken by one voice (the screen reader, or a TTS
 * voice chosen in the background so the window never waits for it). Never drops one; repeats too.
 */
public final class Speaker implements AutoCloseable {
    private final Announcer announcer;
    private final EarconPlayer earcons;
    private volatile Messages messages;
    private Voices voices;

    public Speaker(Locale locale, List<SpeechOutput> displays, AudioDevice sound) {
        this.messages = Messages.forLocale(locale);
        this.earcons = new EarconPlayer(sound);
        this.announcer = Announcer.start(new VoiceLoading(), displays, earcons, SpeechSettings.defaults(locale));
    }

    public Messages messages() {
        return messages;
    }

    public Announcer announcer() {
        return announcer;
    }

    public void setLocale(Locale locale) {
        messages = Messages.forLocale(locale);
        announcer.update(s -> s.withLocale(Messages.supported(locale)));
    }

    public void say(Announcement a) {
        // the announcer buzzes before a refusal by itself
        announcer.announce(a);
    }

    public void sayAll(List<Announcement> all) {
        all.forEach(this::say);
    }

    /** Says it with a short sound first (the board's edge, say). */
    public void say(Announcement a, Earcon cue) {
        announcer.announce(a, List.of(cue));
    }

    /** Says the last announcement again. */
    public void repeat() {
        announcer.repeatLast();
    }

    /**
     * Picks and starts the voice, off the calling thread: FreeTTS takes most of a second to load,
     * and the first sentence must not wait for it (it is shown and, once the voice is ready, the
     * next ones are spoken). {@code screenReader} speaks when a screen reader is active.
     */
    public void startVoice(Optional<VoiceKind> asked, AudioDevice sound, boolean screenReaderActive,
                           SpeechOutput screenReader) {
        Thread t = new Thread(() -> {
            Voices v;
            synchronized (this) {
                if (voices == null) {
                    voices = Voices.start(sound);
                }
                v = voices;
            }
            Locale locale = announcer.settings().locale();
            VoiceChoice choice = VoiceChooser.choose(asked, locale, v.installed(), screenReaderActive);
            announcer.useVoice(v.output(choice.voice(), Optional.of(screenReader)));
            choice.notices().forEach(n -> say(Announcement.queued(Announcement.Kind.EVENT, VoiceMessages.notice(n))));
        }, "window-voice");
        t.setDaemon(true);
        t.start();
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
