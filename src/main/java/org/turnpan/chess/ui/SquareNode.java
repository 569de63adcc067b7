package org.turnpan.chess.ui;

import javafx.scene.AccessibleAction;
import javafx.scene.AccessibleRole;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

/**
 * One square of the board: focusable, with an accessible role, text ("e4, white knight") and
 * help. Draws its piece as a large glyph and its marks (cursor, selection, last move, check).
 */
final class SquareNode extends StackPane {
    private static final String GLYPHS = "♚♛♜♝♞♟";

    private final Square square;
    private final Region mark = new Region();
    private final Text glyph = new Text();
    private Runnable onFire = () -> { };

    SquareNode(Square square) {
        this.square = square;
        getStyleClass().addAll("square", square.isLight() ? "light-square" : "dark-square");
        mark.getStyleClass().add("mark");
        mark.setMouseTransparent(true);
        glyph.getStyleClass().add("glyph");
        glyph.setMouseTransparent(true);
        getChildren().addAll(mark, glyph);
        setAccessibleRole(AccessibleRole.BUTTON);
        setFocusTraversable(false);
    }

    Square square() {
        return square;
    }

    void onFire(Runnable r) {
        onFire = r;
    }

    void show(Piece piece, String accessibleText, String help) {
        if (piece == null) {
            glyph.setText("");
        } else {
            glyph.setText(String.valueOf(GLYPHS.charAt(5 - piece.type().ordinal())));
            glyph.getStyleClass().setAll("glyph", piece.side() == Side.WHITE ? "white-piece" : "black-piece");
        }
        setAccessibleText(accessibleText);
        setAccessibleHelp(help);
    }

    void mark(String kind, boolean on) {
        if (on && !getStyleClass().contains(kind)) {
            getStyleClass().add(kind);
        } else if (!on) {
            getStyleClass().remove(kind);
        }
    }

    void size(double side) {
        glyph.setFont(Font.font("DejaVu Sans", side * 0.78));
        glyph.setStrokeWidth(Math.max(1, side / 40));
    }

    @Override
    public void executeAccessibleAction(AccessibleAction action, Object... parameters) {
        if (action == AccessibleAction.FIRE) {
            onFire.run();
        } else {
            super.executeAccessibleAction(action, parameters);
        }
    }
}
