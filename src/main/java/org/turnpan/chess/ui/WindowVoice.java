package org.turnpan.chess.ui;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import org.turnpan.chess.speech.SpeechSystem;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.ui.a11y.DesktopSystem;
import org.turnpan.chess.ui.a11y.FocusReading;
import org.turnpan.chess.ui.a11y.ScreenReaderPresence;
import org.turnpan.chess.ui.a11y.ScreenReaderVoice;
import org.turnpan.chess.ui.a11y.platform.ReaderChannels;
import org.turnpan.chess.ui.a11y.platform.ScreenReaderWatch;

/**
 * Who speaks for the window (docs/screen-readers.md): the voice is chosen only once it is known
 * whether a screen reader reads the window, and again whenever one appears or leaves. With a
 * screen reader, the screen reader says the focus and, through the system's announcement channel,
 * everything else (our own voice only where the channel fails); without one, our own voice says
 * everything, the window's focus and menus included.
 */
final class WindowVoice implements AutoCloseable {
    private final SpeechSystem speech;
    private final FocusReading focus = FocusReading.standard();
    private final ScreenReaderVoice readerVoice;
    private final DesktopSystem system = DesktopSystem.current();
    private volatile ScreenReaderPresence.State state = ScreenReaderPresence.State.UNDECIDED;
    private Optional<VoiceKind> asked = Optional.empty();
    private ScreenReaderWatch watch;

    WindowVoice(SpeechSystem speech, Supplier<Scene> scene) {
        this.speech = speech;
        this.readerVoice = new ScreenReaderVoice(ReaderChannels.forSystem(system, scene), speech::ownVoice, focus,
                Platform::runLater);
    }

    /** Call on the JavaFX thread once the window is shown: the voice is chosen at the first answer. */
    void start(Optional<VoiceKind> voice) {
        asked = voice;
        watch = ScreenReaderWatch.start(system, this::changed);
    }

    /** The voice the player chose in the menu ({@code empty}: automatic). */
    void choose(Optional<VoiceKind> voice) {
        asked = voice;
        speech.changeVoice(voice);
    }

    private void changed(ScreenReaderPresence.State now) {
        state = now;
        speech.chooseVoiceInBackground(asked,
                now == ScreenReaderPresence.State.PRESENT ? Optional.of(readerVoice) : Optional.empty());
    }

    /** True unless a screen reader reads the window: then it says the focus itself, and we must not. */
    boolean ownVoiceReadsFocus() {
        return state != ScreenReaderPresence.State.PRESENT;
    }

    /** The focus is about to show {@code text}: the session's sentence for the same move is not handed on again. */
    void expectFocus(String text) {
        focus.expect(text);
    }

    @Override
    public void close() {
        if (watch != null) {
            watch.close();
        }
    }
}
