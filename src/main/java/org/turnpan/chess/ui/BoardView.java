package org.turnpan.chess.ui;

import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javafx.scene.AccessibleRole;
import javafx.scene.layout.Region;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.words.SquareMark;

/** The 64 squares, square on screen whatever the window's shape, oriented with one side at the bottom. */
final class BoardView extends Region {
    /** The style class of a square a lesson highlights (turnpan.css draws it as a dashed frame). */
    static final String LESSON_MARK = "lesson";

    private final Map<Square, SquareNode> nodes = new EnumMap<>(Square.class);
    private Side bottom = Side.WHITE;
    /** The window's text size, which the coordinates never fall below (it follows the zoom). */
    private double textSize = 16;

    BoardView() {
        getStyleClass().add("board");
        setAccessibleRole(AccessibleRole.PARENT);
        for (Square s : Square.values()) {
            SquareNode n = new SquareNode(s);
            nodes.put(s, n);
            getChildren().add(n);
        }
        setMinSize(200, 200);
        setPrefSize(640, 640);
    }

    /** The window's text size changed with the zoom: the coordinates follow it. */
    void textSize(double px) {
        if (px != textSize) {
            textSize = px;
            requestLayout();
        }
    }

    SquareNode node(Square s) {
        return nodes.get(s);
    }

    /** The square drawn under a point of the scene, if any. */
    Optional<Square> squareAt(double sceneX, double sceneY) {
        for (SquareNode n : nodes.values()) {
            if (n.localToScene(n.getBoundsInLocal()).contains(sceneX, sceneY)) {
                return Optional.of(n.square());
            }
        }
        return Optional.empty();
    }

    Iterable<SquareNode> squares() {
        return nodes.values();
    }

    /**
     * Redraws every square from the game: pieces, accessible texts ({@code text} of each square, as
     * the session says it), accessible help ({@code help}, null for none), the marks
     * ({@link SquareMark}, the same the square's text says), the cursor and the side at the bottom.
     */
    void show(Game game, Cursor cursorAt, Optional<Square> selected, Function<Square, String> text,
              Function<Square, String> help) {
        this.bottom = cursorAt.bottom();
        Square cursor = cursorAt.square();
        Position p = game.position();
        Map<Square, Set<SquareMark>> marks = SquareMark.of(game, selected);
        for (SquareNode n : nodes.values()) {
            Square s = n.square();
            n.show(p.pieceAt(s).orElse(null), text.apply(s), help.apply(s));
            n.mark("cursor", s == cursor);
            Set<SquareMark> here = marks.getOrDefault(s, Set.of());
            for (SquareMark m : SquareMark.values()) {
                n.mark(m.styleClass(), here.contains(m));
            }
            n.setFocusTraversable(s == cursor);
            n.coordinates(Cursor.screenRow(s, bottom) == 7, Cursor.screenColumn(s, bottom) == 0);
        }
        requestLayout();
    }

    /** Marks the squares a lesson highlights (the piece to move, its target); none outside a lesson. */
    void highlight(Collection<Square> squares) {
        for (SquareNode n : nodes.values()) {
            n.mark(LESSON_MARK, squares.contains(n.square()));
        }
    }

    @Override
    protected void layoutChildren() {
        double side = Math.floor(Math.min(getWidth(), getHeight()) / 8);
        double x0 = Math.floor((getWidth() - side * 8) / 2);
        double y0 = Math.floor((getHeight() - side * 8) / 2);
        for (SquareNode n : nodes.values()) {
            int col = Cursor.screenColumn(n.square(), bottom);
            int row = Cursor.screenRow(n.square(), bottom);
            n.size(side, textSize);
            n.resizeRelocate(x0 + col * side, y0 + row * side, side, side);
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return 640;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 640;
    }
}
