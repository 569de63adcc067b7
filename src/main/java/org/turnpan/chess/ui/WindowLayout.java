package org.turnpan.chess.ui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * How the window's parts stand: the board's area and the side panel shared by {@link MainLayout}
 * (the panel gives way first), the lists growing with the panel and wrapping their rows, and under
 * them, in the panel, the command field and the status line, which scrolls in its own area when an
 * answer is long. Nothing spans the window's width under the board, so the board has the window's
 * whole height below the menus: as the zoom grows the text, the board grows with the window
 * instead of giving its height to the text (issue 23). Sizes are in em, so they follow the zoom.
 */
final class WindowLayout {
    private WindowLayout() {
    }

    @SuppressWarnings("unchecked") // the side panel's lists are the window's ListView<String> logs
    static void build(BorderPane root, StackPane boardArea, Node chooser, VBox side, Label statusLine, Node commandRow) {
        StackPane.setAlignment(chooser, Pos.TOP_LEFT);
        boardArea.setPadding(new Insets(8));
        boardArea.setMinSize(0, 0);
        side.getStyleClass().add("side-panel");
        side.setPadding(new Insets(8));
        side.setStyle("-fx-pref-width: 22.5em; -fx-min-width: 13em;");
        boolean first = true;
        for (Node n : side.getChildren()) {
            if (n instanceof ListView<?> list) {
                WrappingCells.install((ListView<String>) list);
                list.setMinHeight(0);
                // the move list gives way first, so that the announcements, sharing the panel with
                // the command field and the status line, keep room for a long sentence whole
                VBox.setVgrow(list, Priority.ALWAYS);
                if (!first) {
                    list.setStyle("-fx-min-height: 9em;");
                }
                first = false;
            } else if (n instanceof Label heading) {
                heading.getStyleClass().add("heading");
            }
        }
        statusLine.getStyleClass().add("status");
        statusLine.setAccessibleRole(AccessibleRole.TEXT);
        statusLine.setWrapText(true);
        statusLine.setMaxWidth(Double.MAX_VALUE);
        statusLine.setPadding(new Insets(4, 8, 8, 8));
        ScrollPane statusArea = new ScrollPane(statusLine);
        statusArea.setFitToWidth(true);
        statusArea.setFocusTraversable(false);
        statusArea.getStyleClass().add("status-area");
        statusArea.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        side.getChildren().addAll(commandRow, statusArea);
        root.setCenter(new MainLayout(boardArea, side));
    }
}
