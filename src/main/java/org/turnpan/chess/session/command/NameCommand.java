package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Locale;
import org.turnpan.chess.notation.TypedText;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;
import org.turnpan.chess.text.SafeText;

/**
 * "name": the player's name, written in saved games' White or Black tag for the side played at this
 * keyboard instead of the PGN standard's "?" (issue 27). {@code name Ortensia Valli} sets it,
 * {@code name} alone says it, {@code name clear} forgets it; kept in the preferences. Optional:
 * nothing asks for it, and without it games say "?" as before. The window's Settings menu sets it
 * through {@link #set}.
 */
public final class NameCommand {
    static final Command NAME = Command.of("name", NameCommand::name);

    private NameCommand() {
    }

    private static List<Announcement> name(Helm core, Arguments args) {
        String typed = SafeText.clean(args.rest()).strip();
        if (typed.isEmpty()) {
            String now = core.settings().preferences().playerName();
            return List.of(Announcement.answer(now.isEmpty() ? Message.of("app.name.none")
                    : Message.of("app.name.is", "name", Echo.name(now))));
        }
        if (clears(typed, args.vocabulary().locale())) {
            return set(core, "");
        }
        return set(core, typed);
    }

    /** Sets the name ({@code ""} forgets it) and says so; a name no tag can hold is refused. */
    public static List<Announcement> set(Helm core, String name) {
        String clean = SafeText.clean(name).strip();
        if (!Preferences.validName(clean)) {
            return List.of(Announcement.queued(Kind.REFUSAL, Message.of("app.name.bad", "count", Preferences.MAX_NAME)));
        }
        core.apply(core.settings().withPreferences(core.settings().preferences().withPlayerName(clean)));
        return List.of(Announcement.answer(clean.isEmpty() ? Message.of("app.name.cleared")
                : Message.of("app.name.set", "name", Echo.name(clean))));
    }

    /** "clear" in English or the session's language. */
    private static boolean clears(String typed, Locale locale) {
        String word = TypedText.clean(typed).toLowerCase(Locale.ROOT);
        return CommandWords.words(Catalogue.forLocale(Locale.ENGLISH), "app.name.clear").contains(word)
                || CommandWords.words(Catalogue.forLocale(locale), "app.name.clear").contains(word);
    }
}
