package org.turnpan.chess.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;

/**
 * Pictures of the window in the middle of a game with the black king in check, light and dark
 * (saved to target/screenshots; the README shows copies from docs/images). Checks that the check
 * is marked in red and the cursor ring is drawn.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenshotTest {
    private final AtomicLong now = new AtomicLong();
    private ChessWindow window;

    @Start
    void start(Stage stage) {
        SessionServices services = new SessionServices(null, null, now::get);
        window = ChessWindow.open(stage, SessionSettings.defaults().withTimeControl(TimeControl.ofMinutes(3, 2)), services,
                Theme.LIGHT);
        window.start();
        for (String move : new String[] {"e4", "e5", "Nf3", "Nc6", "Bb5", "d6", "Bxc6+"}) {
            window.control().command(move);
        }
    }

    @Test
    void lightAndDarkPicturesShowTheCheck(FxRobot robot) throws IOException {
        // black thinks until 25 seconds are left: the clock turns red
        Duration left = window.session().clocks().black();
        now.addAndGet(left.minusSeconds(25).toNanos());
        robot.interact(() -> window.session().lookAtClock());
        WaitForAsyncUtils.waitForFxEvents();
        robot.sleep(300);
        Label blackClock = robot.lookup(".clock-low").queryAs(Label.class);
        assertTrue(blackClock.getText().startsWith("Black 0:2"), blackClock.getText());
        robot.type(KeyCode.K);          // black to move: the cursor goes to the king in check
        robot.type(KeyCode.ENTER);      // and selects it: its escape squares are marked
        for (Theme theme : Theme.values()) {
            robot.interact(() -> window.setTheme(theme));
            WritableImage image = snapshot(robot);
            Path file = Path.of("target", "screenshots", "window-" + theme.name().toLowerCase(Locale.ROOT) + ".png");
            save(image, file);
            Bounds king = bounds(robot, Square.E8);
            int rgb = image.getPixelReader().getArgb((int) (king.getMinX() + king.getWidth() * 0.12),
                    (int) (king.getMinY() + king.getHeight() / 2));
            int red = (rgb >> 16) & 0xff;
            int green = (rgb >> 8) & 0xff;
            assertTrue(red > 150 && green < 120, "check is marked red on e8, got " + Integer.toHexString(rgb));
            assertTrue(Files.size(file) > 10_000);
        }
    }

    private WritableImage snapshot(FxRobot robot) {
        WritableImage[] out = new WritableImage[1];
        robot.interact(() -> out[0] = window.stage().getScene().snapshot(null));
        return out[0];
    }

    private Bounds bounds(FxRobot robot, Square s) {
        Bounds[] out = new Bounds[1];
        robot.interact(() -> window.stage().getScene().getRoot().lookupAll(".square").stream()
                .filter(n -> ((SquareNode) n).square() == s)
                .findFirst().ifPresent(n -> out[0] = n.localToScene(n.getBoundsInLocal())));
        return out[0];
    }

    static void save(WritableImage image, Path file) throws IOException {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        PixelReader r = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, r.getArgb(x, y));
            }
        }
        Files.createDirectories(file.getParent());
        ImageIO.write(out, "png", file.toFile());
    }
}
