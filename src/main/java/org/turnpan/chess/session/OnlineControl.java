package org.turnpan.chess.session;

import java.util.List;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.session.online.OnlineTerms;

/**
 * Online play as the window's Online menu and dialogs reach it: each call does what the typed
 * {@code online} command does and is said the same way (one core), under the session's lock.
 * Reached through {@link GameSession#onlineControl()}.
 */
public final class OnlineControl {
    private final GameSession session;
    private final SessionCore core;

    OnlineControl(GameSession session, SessionCore core) {
        this.session = session;
        this.core = core;
    }

    /**
     * The token typed in the window's masked field: checked with lichess and kept as
     * {@code online login} keeps it. The caller clears its field; the token is never said or shown.
     */
    public void login(String token) {
        session.sayNow(() -> core.online().loginWith(token));
    }

    public void logout() {
        session.sayNow(() -> core.online().logout());
    }

    /** {@code online seek} with its terms (a clock or days a move, rated or casual, a colour). */
    public void seek(OnlineTerms terms) {
        session.sayNow(() -> core.online().seek(terms));
    }

    /** {@code online challenge USER} with its terms. */
    public void challenge(String user, OnlineTerms terms) {
        session.sayNow(() -> core.online().challenge(user, terms));
    }

    /** {@code online ai LEVEL CLOCK}: lichess's computer, levels 1 to 8. */
    public void ai(int level, TimeControl clock) {
        session.sayNow(() -> core.online().ai(level, clock));
    }

    /** {@code online cancel}: the seek, or the challenge waiting for its answer. */
    public void cancel() {
        session.sayNow(() -> core.online().cancel());
    }

    /** {@code online accept} or {@code online decline}: the challenge that arrived last. */
    public void answerChallenge(boolean accept) {
        session.sayNow(() -> core.online().answerChallenge(accept));
    }

    /** {@code online games}: the games in progress, said (and kept for {@link #openGame}). */
    public void games() {
        session.sayNow(() -> core.online().games());
    }

    /** {@code online game N}: the game numbered {@code number} in the last list. */
    public void openGame(int number) {
        session.sayNow(() -> core.online().game(number));
    }

    /** The opponents of the games last listed, in their numbers' order (the window's list of games). */
    public List<String> listedOpponents() {
        synchronized (session) {
            return core.online().listedOpponents();
        }
    }
}
