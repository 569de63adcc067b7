package org.turnpan.chess.words;

import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.session.GameSession;
import org.turnpan.chess.speech.Message;

/**
 * What the window says about itself where no screen reader can (Linux), so that nothing it shows
 * is silent: the menus and their items as the keys reach them, dialogs and their fields, where the
 * focus is (board, move list, announcements, command field), a button. Made here, as every
 * sentence is; the window hands in what it shows (a label, a value) and says the result.
 */
public final class WindowSpeech {
    private WindowSpeech() {
    }

    /** How a menu item stands, for the words after its label. */
    public enum ItemState {
        /** An item that does something. */
        PLAIN,
        /** An item that opens another menu. */
        SUBMENU,
        /** A choice that is chosen now (a radio or check item). */
        CHOSEN,
        /** A choice that is not chosen now. */
        NOT_CHOSEN,
        /** An item that cannot be used now. */
        UNAVAILABLE
    }

    /** The fields of the New game dialog. */
    public enum Field {
        COLOUR, OPPONENT, LEVEL, ENGINE, CLOCK, VARIANT, POSITION;

        String key() {
            return "ui.said.field." + name().toLowerCase(Locale.ROOT);
        }
    }

    /** "Game menu." as the menu bar's keys reach it or it opens. */
    public static Message menu(String name) {
        return Message.of("ui.said.menu", "name", name);
    }

    /** "New game, Ctrl+N." / "Speech rate, a menu: Right arrow opens it." / "150 percent, chosen." */
    public static Message menuItem(String label, Optional<String> shortcut, ItemState state) {
        String key = "ui.said.item." + state.name().toLowerCase(Locale.ROOT).replace('_', '-');
        Message item = Message.of(key, "label", label);
        return shortcut.filter(s -> !s.isBlank())
                .map(s -> Message.of("ui.said.item.shortcut", "item", item, "shortcut", s))
                .orElse(Message.of("ui.said.item.end", "item", item));
    }

    /** The menus closed without a choice: where the focus is now ("Menus closed. Back on the board at e2, ..."). */
    public static Message menusClosed(Message where) {
        return Message.of("ui.said.menus.closed", "where", where);
    }

    /** The focus came to the board from elsewhere: the square and the board's keys. */
    public static Message enteredBoard(Message squareReading) {
        return Message.of("ui.said.board", "reading", squareReading, "help", SquareReading.helpOnRequest());
    }

    /** Back on the board after Escape (from the command field, a list, a menu or a dialog). */
    public static Message backOnBoard(Message squareReading) {
        return Message.of("ui.said.back", "reading", squareReading);
    }

    /** The move list got the focus: how many moves, and the last row as the voice says it. */
    public static Message moveList(int moves, Optional<Message> lastRow) {
        return lastRow.map(row -> Message.of("ui.said.moves", "count", moves, "last", row))
                .orElse(Message.of("ui.said.moves.none"));
    }

    /** The announcements got the focus: how many lines. */
    public static Message announcements(int lines) {
        return Message.of("ui.said.log", "count", lines);
    }

    /** The command field got the focus. */
    public static Message commandField() {
        return Message.of("ui.said.command", "help", Message.of("ui.command.help"));
    }

    /** A row of a list as shown (a move row, an announcement) when the arrows reach it. */
    public static Message row(String shown) {
        return Message.of("ui.said.row", "row", shown);
    }

    /** A button got the focus: "OK, button." */
    public static Message button(String label) {
        return Message.of("ui.said.button", "label", label);
    }

    /** A dialog opened: its title and what it asks. */
    public static Message dialog(String title, String header) {
        return Message.of("ui.said.dialog", "title", title, "header", header);
    }

    /**
     * A field of the New game dialog and its value: for the colour and the opponent the name of the
     * choice ("black", "builtin"), said as a sentence of its own ("You play Black."); else as shown
     * ("5", a path; for the clock the session's words for the time control, see
     * {@link GameSession#timeControlWords}), followed, when it just got the focus, by how to change it.
     */
    public static Message field(Field field, Object value, boolean withHint) {
        Message said = switch (field) {
            case COLOUR, OPPONENT, VARIANT -> Message.of(field.key() + "." + value);
            // the Chess960 start position: a number 0-959, or empty for one at random
            case POSITION -> value.toString().isBlank() ? Message.of("ui.said.field.position.random")
                    : Message.of(field.key(), "value", value);
            case ENGINE -> value.toString().isBlank() ? Message.of("ui.said.field.engine.none")
                    : Message.of(field.key(), "value", value);
            case LEVEL, CLOCK -> Message.of(field.key(), "value", value);
        };
        // the position field's own sentence says what to type
        if (!withHint || field == Field.POSITION) {
            return said;
        }
        String hint = field == Field.ENGINE ? "ui.said.hint.text" : "ui.said.hint.choice";
        return Message.of("ui.said.two", "first", said, "second", Message.of(hint));
    }

    /** The New game dialog was closed without starting a game. */
    public static Message newGameCancelled() {
        return Message.of("ui.said.new.cancelled");
    }
}
