package org.turnpan.chess.ui;

import java.util.Optional;
import java.util.Set;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.turnpan.chess.rules.Square;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.words.SquareMark;
import org.turnpan.chess.words.SquareReading;
import org.turnpan.chess.words.WindowSpeech;

/**
 * The focus between the window's four places, in Tab order: the board (its cursor square), the
 * move list, the announcements and the command field. Each says itself on arrival (where no screen
 * reader does): the board its square and its keys, a list how long it is and, as the arrows move,
 * each row; the command field what to type. Escape in a list or the command field goes back to the
 * board, which says where the focus is.
 */
final class WindowFocus {
    private static final Set<KeyCode> LIST_KEYS = Set.of(KeyCode.UP, KeyCode.DOWN, KeyCode.HOME, KeyCode.END,
            KeyCode.PAGE_UP, KeyCode.PAGE_DOWN);

    private final ChessWindow window;
    private final FocusSpeech speech;
    private boolean backByEscape;
    /** Whether the focus came to the board's square from elsewhere (its help is on it) rather than by a board key. */
    private boolean enteredFromOutside = true;

    WindowFocus(ChessWindow window, FocusSpeech speech) {
        this.window = window;
        this.speech = speech;
    }

    void wire(BoardView board, ListView<String> moves, ListView<String> log, CommandField command) {
        GameSession session = window.session();
        window.stage().getScene().focusOwnerProperty().addListener((o, was, now) -> {
            if (now instanceof SquareNode) {
                enteredFromOutside = !(was instanceof SquareNode);
            }
        });
        for (SquareNode n : board.squares()) {
            speech.describe(n, previous -> previous instanceof SquareNode ? Optional.empty() : Optional.of(arrival(n)));
            n.focusedProperty().addListener((o, was, now) -> {
                if (now && session.cursor().square() != n.square()) {
                    window.control().focusedBy(n.square());
                    window.refresh();
                }
            });
        }
        // the move list's rows are said by the review they take the board to (MoveListPanel)
        // its first row is the start of the game; the half-moves follow
        // the last row said in words ("17, White: rook to d8, checkmate."), never as notation
        list(moves, () -> WindowSpeech.moveList(moves.getItems().size() - 1, session.moveList().lastSaid()), true);
        list(log, () -> WindowSpeech.announcements(log.getItems().size()), false);
        speech.describe(command.field(), previous -> Optional.of(WindowSpeech.commandField()));
    }

    /** What the board says as the focus comes to it: its square and keys, or after Escape where it is. */
    private Message arrival(SquareNode n) {
        Message reading = reading(n.square());
        boolean escaped = backByEscape;
        backByEscape = false;
        return escaped ? WindowSpeech.backOnBoard(reading) : WindowSpeech.enteredBoard(reading);
    }

    private Message reading(Square s) {
        GameSession session = window.session();
        Set<SquareMark> marks = SquareMark.of(session.boardInView().game(), session.selected()).getOrDefault(s, Set.of());
        return SquareReading.text(session.describeSquare(s), marks);
    }

    /**
     * A list's speech: what it says as the focus comes to it (its focus on its last row, or on the
     * selected row of a list whose rows take a review there: the board in view), and each row as
     * the arrows reach it, unless the review says it ({@code reviewRows}).
     */
    private void list(ListView<String> list, java.util.function.Supplier<Message> arriving, boolean reviewRows) {
        speech.describe(list, previous -> {
            int selected = list.getSelectionModel().getSelectedIndex();
            int row = reviewRows && selected >= 0 ? selected : list.getItems().size() - 1;
            if (row >= 0) {
                list.getFocusModel().focus(row);
                list.scrollTo(row);
            }
            return Optional.of(arriving.get());
        });
        list.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                backToBoard();
                e.consume();
            } else if (!reviewRows && LIST_KEYS.contains(e.getCode()) && !e.isControlDown() && !e.isAltDown()) {
                Platform.runLater(() -> {
                    int i = list.getFocusModel().getFocusedIndex();
                    if (i >= 0 && i < list.getItems().size()) {
                        // the only such list is the log: its rows are said as the voice first said them
                        // (Cyrillic squares for a Russian voice), shown as they are
                        speech.say(i < window.log().lines().size() ? window.log().row(i)
                                : WindowSpeech.row(list.getItems().get(i)));
                    }
                });
            }
        });
    }

    /** Escape from a list or the command field: the focus back on the board's cursor square, said. */
    void backToBoard() {
        Square s = window.session().cursor().square();
        Node owner = window.stage().getScene().getFocusOwner();
        if (owner instanceof SquareNode) {
            speech.say(WindowSpeech.backOnBoard(reading(s)));
            return;
        }
        backByEscape = true;
        window.focusSquare(s);
    }

    /** Where the focus is, as said when the menus close without a choice. */
    Message whereFocusIs() {
        Node owner = window.stage().getScene().getFocusOwner();
        if (owner instanceof SquareNode n) {
            return WindowSpeech.backOnBoard(reading(n.square()));
        }
        return WindowSpeech.backOnBoard(reading(window.session().cursor().square()));
    }

    /**
     * The accessible help of a square: the board's keys while the focus is elsewhere (so the first
     * square reached from outside carries them) and on the square it just came to from outside;
     * nothing while the focus moves on the board.
     */
    String helpFor(Square s) {
        Node owner = window.stage().getScene() == null ? null : window.stage().getScene().getFocusOwner();
        SquareReading.Arrival arrival = owner instanceof SquareNode && !enteredFromOutside
                ? SquareReading.Arrival.MOVED_ON_BOARD : SquareReading.Arrival.ENTERED_BOARD;
        return SquareReading.help(arrival).map(window.messages()::render).orElse(null);
    }
}
