package org.turnpan.chess.ui;

/**
 * How the window's width is shared between the board and the side panel (clocks, moves,
 * announcements): the board gets the largest square the height allows, the panel the rest up to
 * its preferred width; when the window is too narrow for both, the panel shrinks first, down to
 * its least width, and the board never gets less than {@code boardShare} of the width.
 * Toolkit-free, so the rule is tested without a window.
 *
 * @param board the width left for the board's area
 * @param panel the side panel's width
 */
public record PanelSplit(double board, double panel) {

    /** The board keeps at least this share of the window's width, whatever the panel wants. */
    public static final double BOARD_SHARE = 0.55;

    /**
     * The split of a window of {@code width} by {@code height}.
     *
     * @param width      the width to share
     * @param height     the height the board may use (the board is a square)
     * @param panelPref  the panel's preferred width
     * @param panelLeast the panel's least width, as long as the board keeps its share
     */
    public static PanelSplit of(double width, double height, double panelPref, double panelLeast) {
        double w = Math.max(0, width);
        double panel = Math.min(panelPref, Math.max(panelLeast, w - height));
        panel = Math.min(panel, w * (1 - BOARD_SHARE));
        panel = Math.max(0, panel);
        return new PanelSplit(w - panel, panel);
    }
}
