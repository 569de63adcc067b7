package org.turnpan.chess.ui;

import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.session.intent.BoardAction;

/**
 * Carries out the board's keys: a {@link KeyAction.OnBoard} goes to the session (which says what
 * happened through its listener), then the focus follows the session's cursor and a promotion that
 * waits for its piece opens the choice; the window's own actions go to the {@link BoardDisplay}.
 * Toolkit-free, so tests drive the window's keys without JavaFX.
 */
public final class BoardControl {
    private final GameSession session;
    private final BoardDisplay display;

    public BoardControl(GameSession session, BoardDisplay display) {
        this.session = session;
        this.display = display;
    }

    public GameSession session() {
        return session;
    }

    public void perform(KeyAction action) {
        if (action instanceof KeyAction.OnBoard board) {
            perform(board.action());
        } else if (action instanceof KeyAction.InWindow window) {
            switch (window.action()) {
                case COMMAND_FIELD -> display.openCommandField();
                case HELP -> display.showKeyboardHelp();
                case ZOOM_IN -> session.settingsControl().zoom(1);
                case ZOOM_OUT -> session.settingsControl().zoom(-1);
                case ZOOM_RESET -> session.settingsControl().zoom(0);
            }
        }
    }

    /** A board action of the session (a key, a menu item, a click): done, then the focus follows the cursor. */
    public void perform(BoardAction action) {
        session.perform(action);
        display.focusSquare(session.cursor().square());
        session.pendingPromotion().ifPresent(p -> display.askPromotion(p.to()));
    }

    /** Focus landed on a square by other means (a mouse click, a screen reader's own navigation). */
    public void focusedBy(Square square) {
        session.focusedBy(square);
    }

    /**
     * A piece dragged with the mouse from {@code from} to {@code to}: the same as a click on each
     * (select, then play there), through the session's one move entry, so a drag is refused, said
     * and promoted exactly as keys and clicks are.
     */
    public void drag(Square from, Square to) {
        session.focusedBy(from);
        if (session.selected().filter(from::equals).isEmpty()) {
            session.perform(new BoardAction.Activate());
        }
        if (session.selected().filter(from::equals).isPresent()) {
            session.focusedBy(to);
            perform(new BoardAction.Activate());
        } else {
            display.focusSquare(session.cursor().square());
        }
    }

    /** The promotion choice was made (from the chooser). */
    public void promote(PieceType type) {
        session.choosePromotion(type);
        display.refresh();
        display.focusSquare(session.cursor().square());
    }

    /** A letter typed on the promotion choice: a piece's letter in the session language or English chooses it. */
    public boolean promoteByLetter(String typed) {
        boolean chosen = session.answerPromotion(typed);
        if (chosen) {
            display.refresh();
            display.focusSquare(session.cursor().square());
        }
        return chosen;
    }

    /** Escape on the promotion choice: the pawn stays, still selected. */
    public void cancelPromotion() {
        perform(new BoardAction.Cancel());
    }

    /** A line typed into the command field: the focus stays in the field. */
    public void command(String text) {
        session.submit(text);
        display.refresh();
    }
}
