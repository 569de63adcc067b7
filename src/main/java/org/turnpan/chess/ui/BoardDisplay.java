package org.turnpan.chess.ui;

import org.turnpan.chess.rules.Square;

/** What the board control asks of the screen. The window implements it; tests may record it. */
public interface BoardDisplay {

    /** Redraw pieces, marks and the move list from the game. */
    void refresh();

    /** Put keyboard focus and the visible cursor on this square. */
    void focusSquare(Square square);

    void openCommandField();

    void showKeyboardHelp();

    /** Open the promotion choice on this square, queen highlighted. */
    void askPromotion(Square square);
}
