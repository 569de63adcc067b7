package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Locale;
import org.turnpan.chess.session.intent.GuideRequest;
import org.turnpan.chess.speech.Announcement;

/**
 * The typed command of the rules guide: {@code rules} reads the section the player is at (the first
 * one at first), {@code rules next}, {@code rules previous}, {@code rules list}, and
 * {@code rules 7} or {@code rules castling} (a number, or words of a heading in the session language).
 */
final class GuideCommands {
    static final Command RULES = new Command("rules", "learn", Submitted.HANDLED, GuideCommands::rules);

    private GuideCommands() {
    }

    private static List<Announcement> rules(Helm core, Arguments args) {
        return core.tutor().guide().read(core.locale(), request(core.locale(), args.rest()));
    }

    /** What the words after {@code rules} ask for. */
    static GuideRequest request(Locale locale, String typed) {
        if (typed.isBlank()) {
            return new GuideRequest.Current();
        }
        if (LearnArguments.is(locale, "next", typed)) {
            return new GuideRequest.Next();
        }
        if (LearnArguments.is(locale, "previous", typed)) {
            return new GuideRequest.Previous();
        }
        if (LearnArguments.is(locale, "contents", typed)) {
            return new GuideRequest.Contents();
        }
        return new GuideRequest.Find(typed.strip());
    }
}
