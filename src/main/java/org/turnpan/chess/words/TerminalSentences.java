package org.turnpan.chess.words;

import org.turnpan.chess.speech.Message;

/** The terminal's own first sentences, so the console front end builds none. */
public final class TerminalSentences {
    private TerminalSentences() {
    }

    /** "Turnpan Chess in the terminal. Type help for the commands, quit to leave." */
    public static Message welcome() {
        return Message.of("session.console.welcome");
    }

    /** "No window can be opened here, so the game continues in the terminal. ..." */
    public static Message noWindow() {
        return Message.of("session.console.no.window");
    }

    /** "That line was not read: it is longer than a million characters. Nothing was changed." */
    public static Message lineTooLong() {
        return Message.of("session.console.line.too.long");
    }
}
