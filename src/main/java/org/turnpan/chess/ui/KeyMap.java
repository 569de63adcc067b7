package org.turnpan.chess.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.session.BoardAction;
import org.turnpan.chess.session.Cursor;
import org.turnpan.chess.session.CursorQuestion;
import org.turnpan.chess.session.Direction;
import org.turnpan.chess.session.GuideRequest;
import org.turnpan.chess.session.LearnRequest;
import org.turnpan.chess.session.ReviewStep;
import org.turnpan.chess.ui.KeyAction.InWindow;
import org.turnpan.chess.ui.KeyAction.OnBoard;
import org.turnpan.chess.ui.KeyAction.WindowAction;

/**
 * The board's keys: which key does what. Physical keys (JavaFX key codes), so they stay where they
 * are on a Russian or Bulgarian layout. The same table feeds the F1 help and docs/keyboard.md.
 *
 * <p>A key makes a value of the session ({@link BoardAction}: a cursor move, a question about the
 * cursor square, Enter, Escape...), carried out by the session exactly as the typed commands are.
 * A new key is one line here (plus its row in {@code keymap.csv} and its help line, {@link #HELP}).
 */
public final class KeyMap {

    /** One line of the keyboard help: catalogue keys for "which keys" and "what they do". */
    public record HelpLine(String id) {
        public String keysKey() {
            return "ui.keys." + id + ".keys";
        }

        public String doesKey() {
            return "ui.keys." + id + ".does";
        }
    }

    /** Every line of the keyboard help, in the order the help dialog shows them. */
    public static final List<HelpLine> HELP = List.of("arrows", "home-end", "ctrl-arrows", "ranks", "files",
            "pieces", "opponent-pieces", "activate", "cancel", "square", "rank", "file", "moves", "captures",
            "attackers", "last", "clocks", "turn", "material",
            // reading the board (issue 26)
            "captured", "diagonals", "lines", "knight-squares", "piece-lists", "whole-board",
            "repeat", "command", "flip", "help", "promotion",
            "menus", "tab", "zoom", "resign", "mouse",
            // review (issue 15)
            "review-steps", "review-ends", "review-variations", "review-questions", "review-list", "review-leave",
            // learning (issue 16)
            "rules", "hint", "lesson")
            .stream().map(HelpLine::new).toList();

    private static final Map<String, Direction> ARROWS = Map.of("UP", Direction.UP, "DOWN", Direction.DOWN,
            "LEFT", Direction.LEFT, "RIGHT", Direction.RIGHT);

    private static final Map<String, CursorQuestion> PLAIN_QUESTIONS = Map.of("O", CursorQuestion.SQUARE,
            "M", CursorQuestion.MOVES, "L", CursorQuestion.LAST_MOVE, "T", CursorQuestion.CLOCKS,
            "W", CursorQuestion.TURN, "S", CursorQuestion.MATERIAL,
            // lichess: c what the last move captured, x the diagonals from here (issue 26)
            "C", CursorQuestion.LAST_CAPTURE, "X", CursorQuestion.DIAGONALS);

    private static final Map<String, CursorQuestion> ALT_QUESTIONS = Map.of("R", CursorQuestion.RANK,
            "F", CursorQuestion.FILE, "D", CursorQuestion.ATTACKERS_AND_DEFENDERS, "T", CursorQuestion.CLOCKS,
            // lichess's Alt+x (the straight lines) and WinBoard's Alt+N (a knight's squares), issue 26
            "X", CursorQuestion.LINES, "N", CursorQuestion.KNIGHT_SQUARES);

    /**
     * Review (issue 15): Alt with the arrows, Home and End steps through the game; F2, F3, F4 ask
     * about it. No Alt+letter: a menu's mnemonic takes Alt+letter in some languages (Italian
     * Impostazioni on I, Vietnamese Cài đặt on C) before the board sees it.
     */
    private static final Map<String, ReviewStep> ALT_REVIEW = Map.of("LEFT", ReviewStep.BACK, "RIGHT", ReviewStep.FORWARD,
            "HOME", ReviewStep.LINE_START, "END", ReviewStep.LINE_END, "DOWN", ReviewStep.ENTER_VARIATION,
            "UP", ReviewStep.LEAVE_VARIATION);
    private static final Map<String, ReviewStep> REVIEW_QUESTIONS = Map.of("F2", ReviewStep.COMMENT,
            "F3", ReviewStep.CHANGES, "F4", ReviewStep.HEADER);

    private KeyMap() {
    }

    /** What the key does on the board, or empty when the board leaves it alone (menus, Tab). */
    public static Optional<KeyAction> actionFor(KeyChord k) {
        String code = k.code();
        Direction arrow = ARROWS.get(code);
        if (arrow != null && !k.alt()) {
            return board(k.ctrl() ? new BoardAction.ToEdge(arrow) : new BoardAction.Step(arrow));
        }
        if (k.ctrl() || k.alt()) {
            return withModifier(k);
        }
        switch (code) {
            case "HOME":
                return board(new BoardAction.ToEdge(Direction.LEFT));
            case "END":
                return board(new BoardAction.ToEdge(Direction.RIGHT));
            case "PAGE_UP":
                return board(new BoardAction.ToEdge(Direction.UP));
            case "PAGE_DOWN":
                return board(new BoardAction.ToEdge(Direction.DOWN));
            case "ENTER":
            case "SPACE":
                return board(new BoardAction.Activate());
            case "ESCAPE":
                return board(new BoardAction.Cancel());
            case "SLASH":
            case "I":
                return window(WindowAction.COMMAND_FIELD);
            case "F":
                return board(new BoardAction.Flip());
            case "F1":
                return window(WindowAction.HELP);
            case "F5":
                // the rules guide (issue 16): F5 after the review's F2 to F4, free in every menu
                return board(new BoardAction.Guide(k.shift() ? new GuideRequest.Previous() : new GuideRequest.Next()));
            case "H":
                return k.shift() ? Optional.empty() : board(new BoardAction.Learn(new LearnRequest.Hint()));
            case "F6":
                // piece lists (issue 26): Chessmart's F1/Shift+F1 moved along, F1 being the help here
                return board(new BoardAction.ListPieces(k.shift() ? Cursor.Whose.OPPONENT : Cursor.Whose.OWN));
            case "F8":
                // puzzles (issue 26): the next puzzle (or the open one again), Shift: its solution
                return board(new BoardAction.Learn(k.shift() ? new LearnRequest.PuzzleSolution() : new LearnRequest.Puzzle()));
            case "F7":
                // the whole board in one reading (WinBoard's Alt+P; P is Italian's Partita menu)
                return k.shift() ? Optional.empty() : ask(CursorQuestion.WHOLE_BOARD);
            default:
                break;
        }
        ReviewStep question = REVIEW_QUESTIONS.get(code);
        if (question != null && !k.shift()) {
            return board(new BoardAction.Review(question));
        }
        int digit = digit(code);
        if (digit >= 1) {
            return board(k.shift() ? new BoardAction.ToFile(digit - 1) : new BoardAction.ToRank(digit - 1));
        }
        if (code.length() == 1) {
            Optional<PieceType> type = PieceType.fromLetter(code.charAt(0));
            if (type.isPresent()) {
                return board(new BoardAction.ToNextPiece(type.get(), k.shift() ? Cursor.Whose.OPPONENT : Cursor.Whose.OWN));
            }
            if (code.equals("A") && !k.shift()) {
                return board(new BoardAction.Repeat());
            }
            if (code.equals("M") && k.shift()) {
                return ask(CursorQuestion.CAPTURES);
            }
            CursorQuestion q = PLAIN_QUESTIONS.get(code);
            if (q != null && !k.shift()) {
                return ask(q);
            }
        }
        return Optional.empty();
    }

    /** Ctrl with plus, minus or 0 (main keys or the number pad; "+" is Shift+= on many layouts). */
    private static final Map<String, WindowAction> ZOOM_KEYS = Map.of("PLUS", WindowAction.ZOOM_IN,
            "EQUALS", WindowAction.ZOOM_IN, "ADD", WindowAction.ZOOM_IN, "MINUS", WindowAction.ZOOM_OUT,
            "SUBTRACT", WindowAction.ZOOM_OUT, "DIGIT0", WindowAction.ZOOM_RESET, "NUMPAD0", WindowAction.ZOOM_RESET);

    private static Optional<KeyAction> withModifier(KeyChord k) {
        if (k.ctrl() && !k.alt() && ZOOM_KEYS.containsKey(k.code())) {
            return window(ZOOM_KEYS.get(k.code()));
        }
        if (k.alt() && !k.ctrl() && !k.shift()) {
            ReviewStep review = ALT_REVIEW.get(k.code());
            if (review != null) {
                return board(new BoardAction.Review(review));
            }
            return Optional.ofNullable(ALT_QUESTIONS.get(k.code())).flatMap(KeyMap::ask);
        }
        if (k.ctrl() && !k.alt() && !k.shift()) {
            return switch (k.code()) {
                case "L" -> window(WindowAction.COMMAND_FIELD);
                case "HOME" -> board(new BoardAction.ToEdge(Direction.UP));
                case "END" -> board(new BoardAction.ToEdge(Direction.DOWN));
                default -> Optional.empty();
            };
        }
        return Optional.empty();
    }

    private static Optional<KeyAction> board(BoardAction action) {
        return Optional.of(new OnBoard(action));
    }

    private static Optional<KeyAction> ask(CursorQuestion question) {
        return board(new BoardAction.Ask(question));
    }

    private static Optional<KeyAction> window(WindowAction action) {
        return Optional.of(new InWindow(action));
    }

    /** 1..8 for the keys DIGIT1..DIGIT8 and NUMPAD1..NUMPAD8; 0 otherwise. */
    private static int digit(String code) {
        String d = code.startsWith("DIGIT") ? code.substring(5) : code.startsWith("NUMPAD") ? code.substring(6) : "";
        if (d.length() == 1 && d.charAt(0) >= '1' && d.charAt(0) <= '8') {
            return d.charAt(0) - '0';
        }
        return 0;
    }
}
