package org.turnpan.chess.ui;

/**
 * The window's size in the desktop's units (JavaFX's logical pixels: the desktop's scale factor
 * is already taken out, so 1920 device pixels at 200 % are 960 units). Toolkit-free.
 */
public record WindowSize(double width, double height) {
    /**
     * The window's size at zoom 100 when the screen has room: smaller than a 1366 by 768 screen, so
     * that zooming in there still makes the window, and with it the board, bigger (issue 23).
     */
    public static final WindowSize PREFERRED = new WindowSize(1000, 660);
    /** Never smaller than this: the board and a narrow panel still fit. */
    public static final WindowSize LEAST = new WindowSize(640, 480);

    /** At most the screen's usable area (without task bars), at least {@link #LEAST} (or the screen, if smaller). */
    public WindowSize within(double screenWidth, double screenHeight) {
        double w = Math.min(width, screenWidth);
        double h = Math.min(height, screenHeight);
        return new WindowSize(Math.max(w, Math.min(LEAST.width, screenWidth)),
                Math.max(h, Math.min(LEAST.height, screenHeight)));
    }

    /** This size when the zoom goes from {@code from} to {@code to} percent: everything grows or shrinks alike. */
    public WindowSize zoomed(int from, int to) {
        double f = (double) to / from;
        return new WindowSize(width * f, height * f);
    }

    /** Whether the two sizes differ by at most two units each way (a window manager's rounding). */
    public boolean near(WindowSize other) {
        return Math.abs(width - other.width) <= 2 && Math.abs(height - other.height) <= 2;
    }

    /** The size to open at with this zoom on a screen of this usable size. */
    public static WindowSize atStart(int zoom, double screenWidth, double screenHeight) {
        return PREFERRED.zoomed(100, zoom).within(screenWidth, screenHeight);
    }
}
