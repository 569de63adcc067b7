package org.turnpan.chess.ui;

import javafx.scene.layout.Region;

/**
 * The board's area and the side panel side by side, shared by {@link PanelSplit}: the panel
 * shrinks before the board does, and the board keeps its share of the window at any zoom.
 */
final class MainLayout extends Region {
    private final Region board;
    private final Region panel;

    MainLayout(Region board, Region panel) {
        this.board = board;
        this.panel = panel;
        getChildren().addAll(board, panel);
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth() - snappedLeftInset() - snappedRightInset();
        double h = getHeight() - snappedTopInset() - snappedBottomInset();
        double pref = panel.prefWidth(h);
        double least = panel.minWidth(h);
        PanelSplit split = PanelSplit.of(w, h, pref, least);
        double x = snappedLeftInset();
        double y = snappedTopInset();
        board.resizeRelocate(x, y, split.board(), h);
        panel.resizeRelocate(x + split.board(), y, split.panel(), h);
    }

    @Override
    protected double computePrefWidth(double height) {
        return board.prefWidth(height) + panel.prefWidth(height);
    }

    @Override
    protected double computePrefHeight(double width) {
        return Math.max(board.prefHeight(width), panel.prefHeight(width));
    }

    @Override
    protected double computeMinWidth(double height) {
        return board.minWidth(height) + Math.min(panel.minWidth(height), 120);
    }

    @Override
    protected double computeMinHeight(double width) {
        return board.minHeight(width);
    }
}
