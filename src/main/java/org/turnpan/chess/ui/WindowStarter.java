package org.turnpan.chess.ui;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.SessionListener;
import org.turnpan.chess.speech.tts.SoundCard;
import org.turnpan.chess.speech.tts.VoiceKind;

/**
 * Starts JavaFX from a plain main class (an Application subclass cannot be the jar's main class on
 * the class path), opens the window and waits until it is closed.
 */
public final class WindowStarter {
    private WindowStarter() {
    }

    /**
     * Opens the window and blocks until it closes; {@code theme} null shows the player's saved theme. Throws what the toolkit threw when it could not
     * start (no display, no graphics pipeline), so the caller can fall back to the terminal.
     */
    public static void run(Function<SessionListener, GameSession> newSession, Theme theme, Optional<Path> pgn,
                           Optional<VoiceKind> voice) throws Throwable {
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        // the game session loads while the toolkit starts; it talks to the window once it exists
        SessionListener.Relay relay = new SessionListener.Relay();
        CompletableFuture<GameSession> game = CompletableFuture.supplyAsync(() -> newSession.apply(relay));
        Platform.setImplicitExit(false);
        Platform.startup(() -> {
            try {
                Stage stage = new Stage();
                SoundCard sound = new SoundCard();
                GameSession session = game.join();
                ChessWindow w = new ChessWindow(stage, session, relay, theme, sound, pgn);
                stage.setOnHidden(e -> {
                    w.stop();
                    session.close();
                    closed.countDown();
                });
                w.start();
                w.startVoice(voice);
            } catch (RuntimeException e) {
                failure.set(e);
                closed.countDown();
            }
        });
        closed.await();
        Platform.exit();
        if (failure.get() != null) {
            throw failure.get();
        }
    }
}
