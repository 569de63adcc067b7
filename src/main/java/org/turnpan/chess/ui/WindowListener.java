package org.turnpan.chess.ui;

import java.util.function.Consumer;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.Prosody;

/**
 * What the session tells the window: every announcement to the one {@link SpeechSystem} (the log,
 * the status line, the voice), a changed board to a redraw, changed settings to the voice (language,
 * rate, volume, the short sounds left on) and to the window (labels, theme, zoom). Toolkit-free: the window supplies what
 * redraws and relabels on its own thread.
 */
final class WindowListener implements SessionListener {
    private final SpeechSystem speech;
    private final Runnable redraw;
    private final Runnable relabel;
    private final Runnable quit;
    /** Where a sentence never said is kept for reading later: the window's log. */
    private final Consumer<String> keep;

    WindowListener(SpeechSystem speech, Runnable redraw, Runnable relabel, Runnable quit,
                   Consumer<String> keep) {
        this.speech = speech;
        this.keep = keep;
        this.redraw = redraw;
        this.relabel = relabel;
        this.quit = quit;
    }

    @Override
    public void announce(Announcement a) {
        if (a.kind() == Announcement.Kind.UNSAID) {
            keep.accept(speech.announcer().render(a.message(), Medium.TEXT));
        } else {
            speech.announcer().announce(a);
        }
    }

    @Override
    public void boardChanged(GameSession s) {
        redraw.run();
    }

    @Override
    public void settingsChanged(SessionSettings settings) {
        speech.changeLanguage(settings.locale());
        Preferences p = settings.preferences();
        speech.announcer().update(s -> s.withProsody(new Prosody(p.rate() / 100.0, p.volume() / 100.0))
                .withEarcons(p.sounds()));
        relabel.run();
    }

    @Override
    public void quitRequested() {
        quit.run();
    }
}
