package org.turnpan.chess.ui;

import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Button;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.words.WindowSentences;

/**
 * The choice of piece for a promoting pawn, shown over the board: a piece's letter picks it at
 * once (as typed: the session language's letters or English, so Q, R, B, N always work and an
 * Italian board takes D, T, A, C); arrows move the highlight (each choice is said) and Enter takes
 * it; Escape takes the move back.
 */
final class PromotionChooser extends VBox {
    private static final List<PieceType> CHOICES = List.of(PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP,
            PieceType.KNIGHT);

    private final Consumer<Announcement> say;
    private final BoardControl control;
    private Catalogue messages;
    private int highlighted;

    PromotionChooser(Consumer<Announcement> say, BoardControl control) {
        this.say = say;
        this.control = control;
        getStyleClass().add("promotion");
        setAlignment(Pos.CENTER);
        setSpacing(6);
        setAccessibleRole(AccessibleRole.LIST_VIEW);
        setVisible(false);
        setManaged(false);
        setMaxSize(USE_PREF_SIZE, USE_PREF_SIZE);
        addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        addEventFilter(KeyEvent.KEY_TYPED, this::letter);
    }

    boolean isOpen() {
        return isVisible();
    }

    /** Opens with the queen highlighted and focused. */
    void open(Catalogue m) {
        this.messages = m;
        getChildren().clear();
        for (PieceType t : CHOICES) {
            Button b = new Button(m.render(WindowSentences.pieceKind(t)));
            b.getStyleClass().add("promotion-choice");
            b.setAccessibleText(m.render(WindowSentences.pieceKind(t)));
            b.setAccessibleHelp(m.text("ui.promotion.help"));
            b.setMaxWidth(Double.MAX_VALUE);
            b.setOnAction(e -> choose(t));
            getChildren().add(b);
        }
        setAccessibleText(m.text("ui.promotion.title"));
        setManaged(true);
        setVisible(true);
        highlight(0);
    }

    /** Opens over {@code square} of {@code board}, kept inside the board's area. */
    void openOver(BoardView board, Square square, Catalogue m) {
        open(m);
        applyCss();
        layout();
        Bounds b = board.node(square).getBoundsInParent();
        Region area = (Region) board.getParent();
        setTranslateX(Math.max(0, Math.min(board.getLayoutX() + b.getMinX(), area.getWidth() - prefWidth(-1))));
        setTranslateY(Math.max(0, Math.min(board.getLayoutY() + b.getMinY(), area.getHeight() - prefHeight(-1))));
    }

    void close() {
        setVisible(false);
        setManaged(false);
    }

    private void highlight(int index) {
        highlighted = Math.floorMod(index, CHOICES.size());
        getChildren().get(highlighted).requestFocus();
    }

    /** Moves the highlight and says the piece now highlighted. */
    private void moveHighlight(int index) {
        highlight(index);
        say.accept(Announcement.answer(WindowSentences.pieceKind(CHOICES.get(highlighted))));
    }

    private void key(KeyEvent e) {
        KeyChord chord = BoardKeys.chord(e);
        switch (chord.code()) {
            case "UP", "LEFT" -> moveHighlight(highlighted - 1);
            case "DOWN", "RIGHT", "TAB" -> moveHighlight(highlighted + 1);
            case "ENTER", "SPACE" -> choose(CHOICES.get(highlighted));
            case "ESCAPE" -> {
                close();
                control.cancelPromotion();
            }
            default -> {
                return;
            }
        }
        e.consume();
    }

    /** A typed letter: a piece's letter in the session language or English chooses it. */
    private void letter(KeyEvent e) {
        String typed = e.getCharacter();
        if (isOpen() && typed != null && !typed.isBlank()) {
            close();
            if (!control.promoteByLetter(typed)) {
                open(messages);
            }
        }
        e.consume();
    }

    private void choose(PieceType t) {
        if (!isOpen()) {
            return;
        }
        close();
        control.promote(t);
    }

}
