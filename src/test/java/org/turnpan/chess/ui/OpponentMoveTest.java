package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.files.GameStore;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.record.Player;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.Phraser;

/** Against an engine: its reply is said as soon as it comes, and the keyboard focus stays put. */
@ExtendWith(ApplicationExtension.class)
class OpponentMoveTest {
    private ChessWindow window;

    /** Answers at once, on its own thread, with a fixed reply (e7e5 to anything). */
    @Start
    void start(Stage stage) {
        SessionServices services = new SessionServices(spec -> Optional.of(TestTables.opponent("replier",
                () -> CompletableFuture.supplyAsync(() -> Move.parseUci("e7e5").orElseThrow()))), GameStore.none(), null);
        SessionSettings settings = SessionSettings.defaults().withPlayers(Player.HUMAN, Player.builtin(1));
        window = ChessWindow.open(stage, settings, services, Theme.LIGHT);
        window.start();
    }

    @Test
    void theReplyIsSaidAndFocusStaysWhereThePlayerLeftIt(FxRobot robot) throws Exception {
        robot.type(KeyCode.ENTER);                 // e2, the white king's pawn
        robot.type(KeyCode.UP, KeyCode.UP);        // e4
        robot.type(KeyCode.ENTER);
        Position afterE4 = Position.initial().play(Move.parseUci("e2e4").orElseThrow());
        String reply = Catalogue.forLocale(Locale.ENGLISH).render(
                Phraser.forLocale(Locale.ENGLISH).move(afterE4, Move.parseUci("e7e5").orElseThrow(), MoveStyle.WORDS,
                        "replier"));
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> window.log().lines().contains(reply));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, window.session().game().plyCount());
        Node focused = window.stage().getScene().getFocusOwner();
        assertSame(window.session().cursor().square(), ((SquareNode) focused).square());
        assertEquals("e4, white pawn", focused.getAccessibleText());
        assertTrue(window.log().lines().indexOf(reply) > 0);
    }
}
