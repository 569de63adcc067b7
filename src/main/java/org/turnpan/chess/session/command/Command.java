package org.turnpan.chess.session.command;

import java.util.List;
import org.turnpan.chess.session.activity.Order;
import org.turnpan.chess.speech.Announcement;

/**
 * One typed command: its name, where its words and help are (keys {@code <bundle>.command.<name>},
 * comma-separated words with the one help shows first, and {@code <bundle>.help.<name>}), and what
 * it does. The {@link CommandTable} lists them all; adding a command is adding one of these (and
 * its words and help in the five catalogues).
 *
 * @param name   the command's name, also the last part of its catalogue keys
 * @param bundle the catalogue holding its words and help ("session", "engine")
 * @param result what the line came to ({@link Submitted#QUIT} for quit)
 * @param action what it does, returning what is said
 */
public record Command(String name, String bundle, Submitted result, Action action) implements Order {

    /** What a command does: reads its arguments, acts on the session, and returns what is said. */
    @FunctionalInterface
    public interface Action {
        List<Announcement> apply(Helm core, Arguments args);
    }

    /** A command of the session bundle. */
    static Command of(String name, Action action) {
        return new Command(name, "session", Submitted.HANDLED, action);
    }

    /** Whether an activity answers or refuses this command as one of {@code kind} ({@link CommandKinds}). */
    @Override
    public boolean is(Order.Kind kind) {
        return CommandKinds.is(this, kind);
    }

    public String wordsKey() {
        return bundle + ".command." + name;
    }

    String helpKey() {
        return bundle + ".help." + name;
    }
}
