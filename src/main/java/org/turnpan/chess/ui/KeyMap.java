package org.turnpan.chess.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.keys.KeyBindings;
import org.turnpan.chess.keys.KeyChord;
import org.turnpan.chess.keys.KeyTable;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.session.intent.BoardAction;
import org.turnpan.chess.session.intent.GuideRequest;
import org.turnpan.chess.session.intent.LearnRequest;
import org.turnpan.chess.session.intent.ReviewStep;
import org.turnpan.chess.session.reading.Cursor;
import org.turnpan.chess.session.reading.CursorQuestion;
import org.turnpan.chess.session.reading.Direction;
import org.turnpan.chess.ui.KeyAction.InWindow;
import org.turnpan.chess.ui.KeyAction.OnBoard;
import org.turnpan.chess.ui.KeyAction.WindowAction;

/**
 * What each action of the key table ({@link KeyTable}, {@code keys.csv}) means on the board: a
 * value of the session ({@link BoardAction}: a cursor move, a question about the cursor square,
 * Enter, Escape...), carried out by the session exactly as the typed commands are, or something of
 * the window itself. Which key does an action is the table's business and the player's
 * ({@link KeyBindings}); a new key is a row there, and its meaning one line here.
 *
 * <p>Keys are physical keys (JavaFX key codes), so they stay where they are on a Russian or
 * Bulgarian layout. Menu actions (New game, Save...) have no meaning here: the menu bar answers
 * their keys as accelerators ({@link WindowMenus}).
 */
public final class KeyMap {

    /** Every board and window action of the table, by name ({@code KeyMapTest} checks both ways). */
    static final Map<String, KeyAction> MEANINGS = meanings();

    private KeyMap() {
    }

    /** What the key does on the board with the table's keys, or empty when the board leaves it alone. */
    public static Optional<KeyAction> actionFor(KeyChord k) {
        return actionFor(KeyBindings.defaults(), k);
    }

    /** What the key does on the board with the player's keys, or empty (menus, Tab, a key bound to nothing). */
    public static Optional<KeyAction> actionFor(KeyBindings bindings, KeyChord k) {
        return bindings.actionAt(k)
                .filter(a -> a.place() == KeyTable.Place.BOARD || a.place() == KeyTable.Place.ANYWHERE)
                .map(a -> MEANINGS.get(a.name()));
    }

    private static Map<String, KeyAction> meanings() {
        Map<String, KeyAction> m = new LinkedHashMap<>();
        for (Direction d : Direction.values()) {
            String name = d.name().toLowerCase(java.util.Locale.ROOT);
            m.put("step." + name, board(new BoardAction.Step(d)));
            m.put("edge." + name, board(new BoardAction.ToEdge(d)));
        }
        for (int i = 1; i <= 8; i++) {
            m.put("rank." + i, board(new BoardAction.ToRank(i - 1)));
            m.put("file." + i, board(new BoardAction.ToFile(i - 1)));
        }
        for (PieceType t : PieceType.values()) {
            String name = t.name().toLowerCase(java.util.Locale.ROOT);
            m.put("own." + name, board(new BoardAction.ToNextPiece(t, Cursor.Whose.OWN)));
            m.put("opponent." + name, board(new BoardAction.ToNextPiece(t, Cursor.Whose.OPPONENT)));
        }
        m.put("activate", board(new BoardAction.Activate()));
        m.put("cancel", board(new BoardAction.Cancel()));
        m.put("ask.square", ask(CursorQuestion.SQUARE));
        m.put("ask.rank", ask(CursorQuestion.RANK));
        m.put("ask.file", ask(CursorQuestion.FILE));
        m.put("ask.moves", ask(CursorQuestion.MOVES));
        m.put("ask.captures", ask(CursorQuestion.CAPTURES));
        m.put("ask.attackers", ask(CursorQuestion.ATTACKERS_AND_DEFENDERS));
        m.put("ask.last", ask(CursorQuestion.LAST_MOVE));
        m.put("ask.clocks", ask(CursorQuestion.CLOCKS));
        m.put("ask.turn", ask(CursorQuestion.TURN));
        m.put("ask.material", ask(CursorQuestion.MATERIAL));
        // lichess: c what the last move captured, x the diagonals, Alt+x the straight lines; WinBoard's
        // Alt+N a knight's squares; F6 the piece lists (Chessmart's F1 moved along); F7 the whole board
        m.put("ask.captured", ask(CursorQuestion.LAST_CAPTURE));
        m.put("ask.diagonals", ask(CursorQuestion.DIAGONALS));
        m.put("ask.lines", ask(CursorQuestion.LINES));
        m.put("ask.knight", ask(CursorQuestion.KNIGHT_SQUARES));
        m.put("list.own", board(new BoardAction.ListPieces(Cursor.Whose.OWN)));
        m.put("list.opponent", board(new BoardAction.ListPieces(Cursor.Whose.OPPONENT)));
        m.put("ask.board", ask(CursorQuestion.WHOLE_BOARD));
        m.put("repeat", board(new BoardAction.Repeat()));
        m.put("command", window(WindowAction.COMMAND_FIELD));
        m.put("flip", board(new BoardAction.Flip()));
        m.put("help", window(WindowAction.HELP));
        m.put("zoom.in", window(WindowAction.ZOOM_IN));
        m.put("zoom.out", window(WindowAction.ZOOM_OUT));
        m.put("zoom.reset", window(WindowAction.ZOOM_RESET));
        // review (issue 15): Alt with the arrows, Home and End; F2 to F4 ask (no Alt+letter: a
        // menu's mnemonic takes it first in some languages)
        m.put("review.back", review(ReviewStep.BACK));
        m.put("review.forward", review(ReviewStep.FORWARD));
        m.put("review.start", review(ReviewStep.LINE_START));
        m.put("review.end", review(ReviewStep.LINE_END));
        m.put("review.into", review(ReviewStep.ENTER_VARIATION));
        m.put("review.out", review(ReviewStep.LEAVE_VARIATION));
        m.put("review.comment", review(ReviewStep.COMMENT));
        m.put("review.changes", review(ReviewStep.CHANGES));
        m.put("review.header", review(ReviewStep.HEADER));
        // the rules guide and lessons (issue 16)
        m.put("rules.next", board(new BoardAction.Guide(new GuideRequest.Next())));
        m.put("rules.previous", board(new BoardAction.Guide(new GuideRequest.Previous())));
        m.put("hint", board(new BoardAction.Learn(new LearnRequest.Hint())));
        return java.util.Collections.unmodifiableMap(m);
    }

    private static KeyAction board(BoardAction action) {
        return new OnBoard(action);
    }

    private static KeyAction ask(CursorQuestion question) {
        return board(new BoardAction.Ask(question));
    }

    private static KeyAction review(ReviewStep step) {
        return board(new BoardAction.Review(step));
    }

    private static KeyAction window(WindowAction action) {
        return new InWindow(action);
    }
}
