package org.turnpan.chess.ui;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.stage.Stage;
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
     * Opens the window and blocks until it closes. Throws what the toolkit threw when it could not
     * start (no display, no graphics pipeline), so the caller can fall back to the terminal.
     */
    public static void run(Supplier<Table> table, Locale locale, Theme theme, Optional<Path> pgn,
                           Optional<VoiceKind> voice) throws Throwable {
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        // the game session loads while the toolkit starts
        CompletableFuture<Table> game = CompletableFuture.supplyAsync(table);
        Platform.setImplicitExit(false);
        Platform.startup(() -> {
            try {
                Stage stage = new Stage();
                SoundCard sound = new SoundCard();
                ChessWindow w = new ChessWindow(stage, game.join(), locale, theme, sound);
                stage.setOnHidden(e -> {
                    w.stop();
                    closed.countDown();
                });
                w.startVoice(voice, sound);
                w.start();
                pgn.ifPresent(p -> w.control().gameAction(t -> t.openPgn(p)));
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
