package org.turnpan.chess.ui;

import javafx.geometry.Rectangle2D;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The window's zoom (Ctrl+plus, Ctrl+minus, Ctrl+0, or "zoom 150"): every text grows with the
 * root's font size (the style sheet's sizes are in em) and the window grows or shrinks alike, so
 * the board grows with it, within the screen's usable area; a maximised window keeps its size and
 * the board keeps its share of it. At start the window is fitted to the screen.
 *
 * <p>The size the window would have at zoom 100 is kept unclamped ({@code atHundred}), so a window
 * held back by the screen's edge comes back to its own size: Ctrl+0 after Ctrl+plus twice on a
 * small screen gives the starting size again, not the clamped size shrunk (issue 23). A size the
 * player gave the window by hand becomes the new size at this zoom.
 */
final class WindowZoom {
    /** The root font size at zoom 100, in the desktop's units. */
    static final double BASE_FONT = 16;

    private final Stage stage;
    private final Region root;
    private int zoom = 100;
    /** The window's size at zoom 100, before the screen clamps it. */
    private WindowSize atHundred = WindowSize.PREFERRED;
    /** The size this class last gave the window; another one was set by the player. */
    private WindowSize lastSet;

    WindowZoom(Stage stage, Region root) {
        this.stage = stage;
        this.root = root;
    }

    int percent() {
        return zoom;
    }

    /** Before the window is shown: the font for {@code percent}, and a size that fits the screen. */
    void atStart(int percent) {
        zoom = percent;
        font();
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        WindowSize size = WindowSize.atStart(percent, screen.getWidth(), screen.getHeight());
        stage.setWidth(size.width());
        stage.setHeight(size.height());
        lastSet = size;
    }

    /** The zoom changed to {@code percent}: the text at once, and the window's size unless it is maximised. */
    void change(int percent) {
        if (percent == zoom) {
            return;
        }
        int from = zoom;
        zoom = percent;
        font();
        if (stage.isShowing() && !stage.isMaximized() && !stage.isFullScreen()) {
            Rectangle2D screen = screenOf(stage);
            WindowSize now = new WindowSize(stage.getWidth(), stage.getHeight());
            if (lastSet == null || !now.near(lastSet)) {
                atHundred = now.zoomed(from, 100);
            }
            WindowSize next = atHundred.zoomed(100, percent).within(screen.getWidth(), screen.getHeight());
            stage.setWidth(next.width());
            stage.setHeight(next.height());
            lastSet = next;
            stage.setX(Math.max(screen.getMinX(), Math.min(stage.getX(), screen.getMaxX() - next.width())));
            stage.setY(Math.max(screen.getMinY(), Math.min(stage.getY(), screen.getMaxY() - next.height())));
        }
    }

    /** The root font size at this zoom, in the desktop's units (16 at 100 %). */
    double fontSize() {
        return Math.round(BASE_FONT * zoom) / 100.0;
    }

    private void font() {
        root.setStyle("-fx-font-size: " + Math.round(BASE_FONT * zoom) / 100.0 + "px;");
    }

    private static Rectangle2D screenOf(Stage stage) {
        return Screen.getScreensForRectangle(stage.getX(), stage.getY(), Math.max(1, stage.getWidth()),
                Math.max(1, stage.getHeight())).stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds();
    }
}
