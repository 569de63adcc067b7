package org.turnpan.chess.session.command;

import java.util.Locale;

/**
 * The groups that {@code help} names, in the order it names them; {@link CommandTable#GROUPS} says
 * which commands each holds. A group's typed words are {@code session.group.<name>} (comma-separated,
 * the one help says first) and the sentence that lists its commands is
 * {@code session.group.<name>.commands}.
 */
public enum CommandGroup {
    BOARD, READING, CURSOR, PLAY, REVIEW, FILES, SETTINGS, LEARNING, ONLINE;

    public String wordsKey() {
        return "session.group." + name().toLowerCase(Locale.ROOT);
    }

    public String commandsKey() {
        return wordsKey() + ".commands";
    }
}
