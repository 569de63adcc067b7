package org.turnpan.chess.words;

import java.util.List;
import java.util.Locale;
import org.turnpan.chess.learn.LessonCatalogue;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.speech.Message;

/**
 * The few sentences that only the window says (its keyboard help, the names on the promotion
 * choice), made here so the window itself builds no sentence: it renders and shows.
 */
public final class WindowSentences {
    private WindowSentences() {
    }

    /** "Knight": a choice of the promotion (a label, also said as the highlight moves). */
    public static Message pieceKind(PieceType type) {
        return Message.of("ui.kind." + type.name().toLowerCase(Locale.ROOT));
    }

    /** The keyboard help's introduction. */
    public static Message keyHelpIntro() {
        return Message.of("ui.help.intro");
    }

    /** One line of the keyboard help: "Arrow keys: move one square". */
    public static Message keyHelpLine(String keys, String does) {
        return Message.of("ui.help.line", "keys", keys, "does", does);
    }

    /** The Learn menu's lessons, in order: "6. The knight", to start each one. */
    public static List<Message> lessonMenuEntries() {
        return LessonCatalogue.standard().lessons().stream().map(l -> Message.of("ui.menu.lesson",
                "number", l.number(), "title", Message.of(l.titleKey()))).toList();
    }
}
