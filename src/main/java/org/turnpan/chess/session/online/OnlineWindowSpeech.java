package org.turnpan.chess.session.online;

import java.util.Locale;
import org.turnpan.chess.speech.Message;

/**
 * What the window's online dialogs say of their fields where no screen reader does (as
 * {@link WindowSpeech} for the New game dialog): the field and its value when the focus reaches
 * it, with how to change it, and the new value when the arrows change it. The token field is said
 * by its name only: its value is never said.
 */
public final class OnlineWindowSpeech {
    private OnlineWindowSpeech() {
    }

    /** The fields of the online dialogs. */
    public enum Field {
        TOKEN, USER, PACE, RATED, COLOUR, LEVEL, GAME
    }

    /**
     * {@code field} with {@code value}: for RATED "rated" or "casual", for COLOUR "random", "white"
     * or "black"; for PACE the words of the time control (a {@link Message}); for USER the name
     * typed; for LEVEL the level; for GAME the game's line. TOKEN ignores {@code value}.
     */
    public static Message field(Field field, Object value, boolean withHint) {
        Message said = switch (field) {
            case TOKEN -> Message.of("online.ui.said.token");
            case USER -> value.toString().isBlank() ? Message.of("online.ui.said.user.none")
                    : Message.of("online.ui.said.user", "value", value);
            case RATED, COLOUR -> Message.of("online.ui.said." + field.name().toLowerCase(Locale.ROOT) + "." + value);
            case LEVEL -> Message.of("online.ui.said.level", "value", value);
            case PACE -> value instanceof Message m ? m : Message.of("online.ui.said.game", "value", value);
            case GAME -> value.toString().isBlank() ? Message.of("online.ui.said.game.none")
                    : Message.of("online.ui.said.game", "value", value);
        };
        if (!withHint || field == Field.TOKEN || field == Field.USER) {
            return said;
        }
        return Message.of("ui.said.two", "first", said, "second", Message.of("ui.said.hint.choice"));
    }

    /** A correspondence game's pace: "A correspondence game, 3 days for each move." */
    public static Message correspondence(int days) {
        return Message.of("online.pace.days", "days", OnlinePlay.days(days));
    }

    /** A correspondence choice in a dialog's list of time controls: "3 days a move". */
    public static Message daysChoice(int days) {
        return Message.of("online.ui.days", org.turnpan.chess.speech.Catalogue.COUNT, days);
    }

    /** An online dialog was closed without sending anything. */
    public static Message cancelled() {
        return Message.of("online.ui.said.cancelled");
    }
}
