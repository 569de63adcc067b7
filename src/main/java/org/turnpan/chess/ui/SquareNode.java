package org.turnpan.chess.ui;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.AccessibleAction;
import javafx.scene.AccessibleRole;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineJoin;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
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
    /** Three layers: a rim in the opposite colour, the filled body, and the glyph's own detail lines. */
    private final Text halo = new Text();
    private final Text body = new Text();
    private final Text glyph = new Text();
    private boolean blackPiece;
    /** Coordinates drawn in the corners of the edge squares: the file letter below, the rank digit left. */
    private final Text fileLabel = new Text();
    private final Text rankLabel = new Text();
    private Runnable onFire = () -> { };

    SquareNode(Square square) {
        this.square = square;
        getStyleClass().addAll("square", square.isLight() ? "light-square" : "dark-square");
        mark.getStyleClass().add("mark");
        mark.setMouseTransparent(true);
        for (Text t : new Text[] {halo, body, glyph}) {
            t.getStyleClass().add("glyph");
            t.setMouseTransparent(true);
            t.setStrokeLineJoin(StrokeLineJoin.ROUND);
        }
        fileLabel.getStyleClass().add("coordinate");
        rankLabel.getStyleClass().add("coordinate");
        fileLabel.setMouseTransparent(true);
        rankLabel.setMouseTransparent(true);
        StackPane.setAlignment(fileLabel, Pos.BOTTOM_RIGHT);
        StackPane.setAlignment(rankLabel, Pos.TOP_LEFT);
        getChildren().addAll(mark, halo, body, glyph, fileLabel, rankLabel);
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
        String text = piece == null ? "" : String.valueOf(GLYPHS.charAt(5 - piece.type().ordinal()));
        halo.setText(text);
        body.setText(text);
        glyph.setText(text);
        if (piece != null) {
            blackPiece = piece.side() == Side.BLACK;
            Color own = blackPiece ? Color.BLACK : Color.WHITE;
            Color other = blackPiece ? Color.WHITE : Color.BLACK;
            halo.setFill(other);
            halo.setStroke(other);
            body.setFill(own);
            body.setStroke(own);
            glyph.setFill(own);
            glyph.setStroke(other);
        }
        setAccessibleText(accessibleText);
        setAccessibleHelp(help);
    }

    /** Moves the piece's drawing by ({@code dx}, {@code dy}) while it is dragged; (0, 0) puts it back. */
    void lift(double dx, double dy) {
        for (Text t : new Text[] {halo, body, glyph}) {
            t.setTranslateX(dx);
            t.setTranslateY(dy);
        }
        setViewOrder(dx == 0 && dy == 0 ? 0 : -1);
    }

    /** Shows the file letter and/or rank digit (on the bottom row and the left column). */
    void coordinates(boolean showFile, boolean showRank) {
        fileLabel.setText(showFile ? String.valueOf(square.fileChar()) : "");
        rankLabel.setText(showRank ? String.valueOf(square.rankChar()) : "");
    }

    void mark(String kind, boolean on) {
        if (on && !getStyleClass().contains(kind)) {
            getStyleClass().add(kind);
        } else if (!on) {
            getStyleClass().remove(kind);
        }
    }

    /**
     * Sizes the glyph to the square and the coordinates to the square or the window's text size
     * ({@code textSize}, which follows the zoom), whichever is larger, but never more than a quarter
     * of the square: at 150 % the coordinates are as large as the window's text.
     */
    void size(double side, double textSize) {
        Font font = Font.font("DejaVu Sans", side * 0.74);
        halo.setFont(font);
        body.setFont(font);
        glyph.setFont(font);
        Font small = Font.font("DejaVu Sans", FontWeight.BOLD,
                Math.min(side * 0.25, Math.max(Math.max(9, side * 0.17), textSize * 0.85)));
        fileLabel.setFont(small);
        rankLabel.setFont(small);
        StackPane.setMargin(fileLabel, new Insets(0, side * 0.06, side * 0.02, 0));
        StackPane.setMargin(rankLabel, new Insets(side * 0.02, 0, 0, side * 0.06));
        halo.setStrokeWidth(side / 9);
        body.setStrokeWidth(side / 14);
        glyph.setStrokeWidth(Math.max(0.8, side / (blackPiece ? 90 : 60)));
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
