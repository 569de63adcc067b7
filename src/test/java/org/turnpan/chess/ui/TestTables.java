package org.turnpan.chess.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.clock.ClockReading;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.session.game.Opponent;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/** Sessions for window tests: two humans at one keyboard, no clock, no autosave; set-ups through a PGN with a FEN tag. */
final class TestTables {
    /** An engine named {@code name} whose every move is {@code reply} (a future that may never complete). */
    static Opponent opponent(String name, Supplier<CompletableFuture<Move>> reply) {
        return new Opponent() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public CompletableFuture<Move> chooseMove(Game game, ClockReading clocks) {
                return reply.get();
            }

            @Override
            public void stop() {
            }

            @Override
            public void close() {
            }
        };
    }

    private TestTables() {
    }

    /** A window over two people at one keyboard, no clock, no autosave. */
    static ChessWindow window(Stage stage, Locale locale, Theme theme) {
        return ChessWindow.open(stage, SessionSettings.defaults().withLocale(locale), SessionServices.basic(), theme);
    }

    /** Types {@code keys} in {@code window}, waits for the window to handle them, and returns the last sentence said. */
    static String said(FxRobot robot, ChessWindow window, KeyCode... keys) {
        for (KeyCode k : keys) {
            robot.type(k);
        }
        WaitForAsyncUtils.waitForFxEvents();
        return window.log().lastSpoken();
    }

    /** A PGN file holding no moves, only the starting position {@code fen}. */
    static Path setUp(String fen) {
        try {
            Path file = Files.createTempFile("turnpan-ui-", ".pgn");
            file.toFile().deleteOnExit();
            Files.writeString(file, "[Event \"Test\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n[Result \"*\"]\n\n*\n",
                    StandardCharsets.UTF_8);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

}
