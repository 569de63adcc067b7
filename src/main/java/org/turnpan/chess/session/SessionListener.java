package org.turnpan.chess.session;

import org.turnpan.chess.rules.Outcome;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Announcement;

/**
 * What front ends hear from a {@link GameSession}. Called on the thread that caused the change
 * (the caller of {@code submit}, an engine's reply thread, the clock ticker) while the session is
 * locked: do not block, and hop to your own thread (e.g. {@code Platform.runLater}) before
 * touching a toolkit. Every method has an empty default.
 */
public interface SessionListener {

    /** Something to say (and show in the log). Never dropped, never merged. */
    default void announce(Announcement announcement) {
    }

    /** The position, the selection, the cursor or the orientation changed: redraw (the window moves its focus to the cursor). */
    default void boardChanged(GameSession session) {
    }

    /** The game ended (also after resuming a finished game). */
    default void gameOver(Outcome outcome) {
    }

    /** The settings changed (language, voice, ...): re-render labels, switch voices. */
    default void settingsChanged(SessionSettings settings) {
    }

    /** The player asked to leave (typed "quit"). */
    default void quitRequested() {
    }

    /**
     * A listener whose receiver is set later: the window creates the session on another thread
     * while the toolkit starts, before the window that listens exists.
     */
    final class Relay implements SessionListener {
        private volatile SessionListener to = new SessionListener() { };

        /** From now on, everything goes to {@code listener}. */
        public void relayTo(SessionListener listener) {
            to = listener;
        }

        @Override
        public void announce(Announcement announcement) {
            to.announce(announcement);
        }

        @Override
        public void boardChanged(GameSession session) {
            to.boardChanged(session);
        }

        @Override
        public void gameOver(Outcome outcome) {
            to.gameOver(outcome);
        }

        @Override
        public void settingsChanged(SessionSettings settings) {
            to.settingsChanged(settings);
        }

        @Override
        public void quitRequested() {
            to.quitRequested();
        }
    }

    /** Adapts a plain announcement consumer. */
    static SessionListener of(java.util.function.Consumer<Announcement> announcements) {
        return new SessionListener() {
            @Override
            public void announce(Announcement a) {
                announcements.accept(a);
            }
        };
    }
}
