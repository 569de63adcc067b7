package org.turnpan.chess.ui;

import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Button;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Messages;

/**
 * The choice of piece for a promoting pawn, shown over the board: Q, R, B or N picks at once;
 * arrows move the highlight (each choice is said) and Enter takes it; Escape takes the move back.
 */
final class PromotionChooser extends VBox {
    private static final List<PieceType> CHOICES = List.of(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP,
            PieceType.KNIGHT);

    private final Speaker speaker;
    private final Consumer<PieceType> onChoice;
    private final Runnable onCancel;
    private int highlighted;

    PromotionChooser(Speaker speaker, Consumer<PieceType> onChoice, Runnable onCancel) {
        this.speaker = speaker;
        this.onChoice = onChoice;
        this.onCancel = onCancel;
        getStyleClass().add("promotion");
        setAlignment(Pos.CENTER);
        setSpacing(6);
        setAccessibleRole(AccessibleRole.LIST_VIEW);
        setVisible(false);
        setManaged(false);
        setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        addEventFilter(KeyEvent.KEY_PRESSED, this::key);
    }

    boolean isOpen() {
        return isVisible();
    }

    /** Opens with the queen highlighted and focused. */
    void open(Messages messages) {
        getChildren().clear();
        for (PieceType t : CHOICES) {
            Button b = new Button(messages.render(BoardWords.kind(t)));
            b.getStyleClass().add("promotion-choice");
            b.setAccessibleText(messages.render(BoardWords.kind(t)));
            b.setAccessibleHelp(messages.text("ui.promotion.help"));
            b.setMaxWidth(Double.MAX_VALUE);
            b.setOnAction(e -> choose(t));
            getChildren().add(b);
        }
        setAccessibleText(messages.text("ui.promotion.title"));
        setManaged(true);
        setVisible(true);
        highlight(0, false);
    }

    void close() {
        setVisible(false);
        setManaged(false);
    }

    PieceType highlightedChoice() {
        return CHOICES.get(highlighted);
    }

    private void highlight(int index, boolean say) {
        highlighted = Math.floorMod(index, CHOICES.size());
        getChildren().get(highlighted).requestFocus();
        if (say) {
            speaker.say(Announcement.answer(BoardWords.kind(CHOICES.get(highlighted))));
        }
    }

    private void key(KeyEvent e) {
        KeyChord chord = BoardKeys.chord(e);
        switch (chord.code()) {
            case "UP", "LEFT" -> highlight(highlighted - 1, true);
            case "DOWN", "RIGHT", "TAB" -> highlight(highlighted + 1, true);
            case "ENTER", "SPACE" -> choose(CHOICES.get(highlighted));
            case "ESCAPE" -> {
                close();
                onCancel.run();
            }
            default -> KeyMap.promotionChoice(chord).ifPresent(this::choose);
        }
        e.consume();
    }

    private void choose(PieceType t) {
        if (!isOpen()) {
            return;
        }
        close();
        onChoice.accept(t);
    }

}
