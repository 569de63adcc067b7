package org.turnpan.chess.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.ui.BoardAction.Ask;
import org.turnpan.chess.ui.BoardAction.Command;
import org.turnpan.chess.ui.BoardAction.Do;
import org.turnpan.chess.ui.BoardAction.Query;

/**
 * The board's keys: which key does what. Physical keys (JavaFX key codes), so they stay where they
 * are on a Russian or Bulgarian layout. The same table feeds the F1 help and docs/keyboard.md.
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
            "attackers", "last", "clocks", "turn", "material", "repeat", "command", "flip", "help", "promotion",
            "menus").stream().map(HelpLine::new).toList();

    private static final Map<String, Direction> ARROWS = Map.of("UP", Direction.UP, "DOWN", Direction.DOWN,
            "LEFT", Direction.LEFT, "RIGHT", Direction.RIGHT);

    private static final Map<String, Query> PLAIN_QUERIES = Map.of("O", Query.SQUARE, "M", Query.LEGAL_MOVES,
            "L", Query.LAST_MOVE, "T", Query.CLOCKS, "W", Query.TURN, "S", Query.MATERIAL, "A", Query.REPEAT);

    private static final Map<String, Query> ALT_QUERIES = Map.of("R", Query.RANK, "F", Query.FILE,
            "D", Query.ATTACKERS_AND_DEFENDERS, "T", Query.CLOCKS);

    private KeyMap() {
    }

    /** What the key does on the board, or empty when the board leaves it alone (menus, Tab). */
    public static Optional<BoardAction> actionFor(KeyChord k) {
        String code = k.code();
        Direction arrow = ARROWS.get(code);
        if (arrow != null && !k.alt()) {
            return Optional.of(k.ctrl() ? new BoardAction.ToEdge(arrow) : new BoardAction.Step(arrow));
        }
        if (k.ctrl() || k.alt()) {
            return withModifier(k);
        }
        switch (code) {
            case "HOME":
                return Optional.of(new BoardAction.ToEdge(Direction.LEFT));
            case "END":
                return Optional.of(new BoardAction.ToEdge(Direction.RIGHT));
            case "PAGE_UP":
                return Optional.of(new BoardAction.ToEdge(Direction.UP));
            case "PAGE_DOWN":
                return Optional.of(new BoardAction.ToEdge(Direction.DOWN));
            case "ENTER":
            case "SPACE":
                return Optional.of(new Do(Command.ACTIVATE));
            case "ESCAPE":
                return Optional.of(new Do(Command.CANCEL));
            case "SLASH":
            case "I":
                return Optional.of(new Do(Command.COMMAND_FIELD));
            case "F":
                return Optional.of(new Do(Command.FLIP));
            case "F1":
                return Optional.of(new Do(Command.HELP));
            default:
                break;
        }
        int digit = digit(code);
        if (digit >= 1) {
            return Optional.of(k.shift() ? new BoardAction.JumpToFile(digit - 1) : new BoardAction.JumpToRank(digit - 1));
        }
        if (code.length() == 1) {
            Optional<PieceType> type = PieceType.fromLetter(code.charAt(0));
            if (type.isPresent()) {
                return Optional.of(new BoardAction.NextPiece(type.get(), !k.shift()));
            }
            if (code.equals("M") && k.shift()) {
                return Optional.of(new Ask(Query.CAPTURES));
            }
            Query q = PLAIN_QUERIES.get(code);
            if (q != null && !k.shift()) {
                return Optional.of(new Ask(q));
            }
        }
        return Optional.empty();
    }

    private static Optional<BoardAction> withModifier(KeyChord k) {
        if (k.alt() && !k.ctrl() && !k.shift()) {
            return Optional.ofNullable(ALT_QUERIES.get(k.code())).map(Ask::new);
        }
        if (k.ctrl() && !k.alt() && !k.shift()) {
            return switch (k.code()) {
                case "L" -> Optional.of(new Do(Command.COMMAND_FIELD));
                case "HOME" -> Optional.of(new BoardAction.ToEdge(Direction.UP));
                case "END" -> Optional.of(new BoardAction.ToEdge(Direction.DOWN));
                default -> Optional.empty();
            };
        }
        return Optional.empty();
    }

    /** 1..8 for the keys DIGIT1..DIGIT8 and NUMPAD1..NUMPAD8; 0 otherwise. */
    private static int digit(String code) {
        String d = code.startsWith("DIGIT") ? code.substring(5) : code.startsWith("NUMPAD") ? code.substring(6) : "";
        if (d.length() == 1 && d.charAt(0) >= '1' && d.charAt(0) <= '8') {
            return d.charAt(0) - '0';
        }
        return 0;
    }

    /** The piece a key picks on the promotion choice (Q, R, B, N), if any. */
    public static Optional<PieceType> promotionChoice(KeyChord k) {
        if (k.ctrl() || k.alt() || k.code().length() != 1) {
            return Optional.empty();
        }
        return PieceType.fromLetter(k.code().charAt(0)).filter(PieceType::isPromotionChoice);
    }
}
