package org.turnpan.chess.ui;

import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.turnpan.chess.rules.Square;

/**
 * The mouse on the board, for players with some sight ("tap or drag"): a click on a square is a
 * click (select, or play the selected piece there); a piece pressed and dragged to another square
 * is played there. The piece's drawing follows the pointer while it is dragged.
 */
final class PieceDrag {
    /** Farther than this from the press, in the desktop's units, the press is a drag. */
    private static final double DRAG_DISTANCE = 6;

    private final BoardView board;
    private final Consumer<Square> clicked;
    private final BiConsumer<Square, Square> dragged;
    private SquareNode from;
    private double startX;
    private double startY;
    private boolean dragging;

    PieceDrag(BoardView board, Consumer<Square> clicked, BiConsumer<Square, Square> dragged) {
        this.board = board;
        this.clicked = clicked;
        this.dragged = dragged;
        for (SquareNode n : board.squares()) {
            n.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> pressed(n, e));
            n.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::moved);
            n.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        }
    }

    private void pressed(SquareNode n, MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        from = n;
        startX = e.getSceneX();
        startY = e.getSceneY();
        dragging = false;
    }

    private void moved(MouseEvent e) {
        if (from == null) {
            return;
        }
        double dx = e.getSceneX() - startX;
        double dy = e.getSceneY() - startY;
        if (!dragging && Math.hypot(dx, dy) > DRAG_DISTANCE) {
            dragging = true;
        }
        if (dragging) {
            from.lift(dx, dy);
        }
    }

    private void released(MouseEvent e) {
        if (from == null) {
            return;
        }
        SquareNode start = from;
        from = null;
        start.lift(0, 0);
        Optional<Square> to = board.squareAt(e.getSceneX(), e.getSceneY());
        if (!dragging) {
            clicked.accept(start.square());
        } else if (to.isPresent() && to.get() != start.square()) {
            dragged.accept(start.square(), to.get());
        }
        dragging = false;
    }
}
