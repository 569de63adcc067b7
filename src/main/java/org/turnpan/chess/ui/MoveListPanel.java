package org.turnpan.chess.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.record.MoveList;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;

/**
 * The move list and the comment beside it: a row for the start, then one row a half-move of the
 * line in view, with the row of the board in view selected; in a review the list is the reviewed
 * line. When the player moves the focus in the list (Up, Down, Home, End), the review goes to that
 * row ({@code onRow}), which the session says in the program's own voice, and the board follows.
 * The comment of the move in view is shown under the list.
 */
final class MoveListPanel {
    private final ListView<String> list = new ListView<>();
    private final Label commentLabel = new Label();
    private final Label comment = new Label();
    private final VBox commentBox = new VBox(2, commentLabel, comment);
    /** True while the list is filled from the session: those selections are not the player's. */
    private boolean showing;

    /**
     * {@code onRow}: the player moved the focus to a row; {@code onReviewKey}: a review key (Alt with
     * the arrows, Home, End; F2 to F4) pressed in the list, where the focus stays.
     */
    MoveListPanel(IntConsumer onRow, Consumer<BoardAction> onReviewKey) {
        list.addEventHandler(KeyEvent.KEY_PRESSED, e -> KeyMap.actionFor(BoardKeys.chord(e))
                .filter(a -> a instanceof KeyAction.OnBoard b && b.action() instanceof BoardAction.Review)
                .ifPresent(a -> {
                    onReviewKey.accept(((KeyAction.OnBoard) a).action());
                    e.consume();
                }));
        list.getSelectionModel().selectedIndexProperty().addListener((o, was, now) -> {
            if (!showing && list.isFocused() && now.intValue() >= 0) {
                onRow.accept(now.intValue());
            }
        });
        comment.setWrapText(true);
        comment.setAccessibleRole(AccessibleRole.TEXT);
        commentLabel.getStyleClass().add("heading");
        commentLabel.setLabelFor(comment);
    }

    ListView<String> list() {
        return list;
    }

    VBox commentBox() {
        return commentBox;
    }

    void applyTexts(Catalogue m) {
        list.setAccessibleText(m.text("ui.panel.moves"));
        commentLabel.setText(m.text("ui.panel.comment"));
    }

    /** Shows the line in view, selects the board's row, and the comment of that move. */
    void show(MoveList moves, Catalogue m) {
        List<String> rows = new ArrayList<>(moves.rows().size() + 1);
        rows.add(m.text("ui.moves.start"));
        rows.addAll(moves.rows());
        showing = true;
        try {
            if (!list.getItems().equals(rows)) {
                list.getItems().setAll(rows);
            }
            if (list.getSelectionModel().getSelectedIndex() != moves.current()) {
                list.getSelectionModel().clearAndSelect(moves.current());
                list.getFocusModel().focus(moves.current());
                list.scrollTo(Math.max(0, moves.current() - 3));
            }
        } finally {
            showing = false;
        }
        String shown = moves.comment().map(c -> m.render(c, Medium.TEXT)).orElse("");
        comment.setText(shown);
        commentBox.setVisible(!shown.isEmpty());
        commentBox.setManaged(!shown.isEmpty());
    }

    /** The rows shown (for tests). */
    List<String> rows() {
        return List.copyOf(list.getItems());
    }

    /** The comment shown (for tests). */
    String commentShown() {
        return comment.getText();
    }
}
