package org.turnpan.chess.ui;

import javafx.application.Platform;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;

/**
 * Lists whose rows wrap instead of running off the edge (the announcements, the moves, the F1
 * help), and which show their last row whole after it is added.
 */
final class WrappingCells {
    private WrappingCells() {
    }

    static void install(ListView<String> list) {
        list.setCellFactory(v -> {
            ListCell<String> cell = new ListCell<>() {
                @Override
                protected void updateItem(String item, boolean empty) {
                    super.updateItem(item, empty);
                    setText(empty ? null : item);
                }
            };
            cell.setWrapText(true);
            cell.setPrefWidth(0);
            return cell;
        });
    }

    /**
     * Scrolls to the last row. Row heights are known only once they have been laid out at the
     * list's width, so it scrolls again after the next layout: the last row ends whole at the
     * bottom instead of being cut.
     */
    static void showLast(ListView<String> list) {
        int last = list.getItems().size() - 1;
        if (last < 0) {
            return;
        }
        list.scrollTo(last);
        Platform.runLater(() -> {
            list.layout();
            if (list.getItems().size() - 1 == last) {
                list.scrollTo(last);
            }
        });
    }
}
