package org.turnpan.chess.ui;

import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.turnpan.chess.speech.Catalogue;

/**
 * The command field under the board: a move or any typed command, Enter sends it (to the session,
 * exactly as the console's lines), Escape goes back to the board. The "/" or "i" that opened it
 * does not land in it.
 */
final class CommandField {
    private final TextField field = new TextField();
    private final Label label = new Label();
    private final HBox row = new HBox(8, label, field);
    /** The "/" or "i" that opened the command field must not land in it. */
    private boolean swallowOpeningKey;

    CommandField(Consumer<String> send, Runnable back) {
        HBox.setHgrow(field, Priority.ALWAYS);
        row.setPadding(new Insets(4, 8, 4, 8));
        field.setOnAction(e -> {
            String text = withoutSlashes(field.getText());
            field.clear();
            send.accept(text);
        });
        field.addEventFilter(KeyEvent.KEY_TYPED, e -> {
            boolean opener = "/".equals(e.getCharacter()) || "i".equalsIgnoreCase(e.getCharacter());
            if (swallowOpeningKey && opener) {
                e.consume();
            }
            swallowOpeningKey = false;
        });
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                back.run();
                e.consume();
            }
        });
        label.setLabelFor(field);
    }

    TextField field() {
        return field;
    }

    HBox row() {
        return row;
    }

    /** Focus into the field from the board's key (which must not be typed into it). */
    void open() {
        swallowOpeningKey = true;
        field.requestFocus();
    }

    void applyTexts(Catalogue m) {
        label.setText(m.text("ui.command.label"));
        field.setAccessibleText(m.text("ui.command.label"));
        field.setAccessibleHelp(m.text("ui.command.help"));
        field.setPromptText(m.text("ui.command.prompt"));
    }

    /**
     * A "/" typed while the field already has the focus (after a move the focus stays there) lands
     * in the text; no move or command starts with one, so leading slashes are dropped.
     */
    static String withoutSlashes(String typed) {
        String text = typed.strip();
        while (text.startsWith("/")) {
            text = text.substring(1).strip();
        }
        return text;
    }
}
