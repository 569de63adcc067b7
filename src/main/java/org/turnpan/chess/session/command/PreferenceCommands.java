package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.turnpan.chess.session.settings.ColourTheme;
import org.turnpan.chess.session.settings.Preferences;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.text.Echo;

/**
 * The player's comforts, typed or chosen in the window's menus and keys alike: speech rate,
 * volume, the window's theme and zoom ("rate 150", "volume 80", "theme dark", "zoom 150"; "normal"
 * puts a number back to 100). Without a value each says the current one; each change is kept in
 * the preferences file and said as "Speech rate: 150 percent.". The front ends act on them (the
 * voice's rate and volume, the window's colours and size); the console keeps theme and zoom for
 * the window's next start.
 */
public final class PreferenceCommands {
    static final Command RATE = number("rate", Preferences.MIN_RATE, Preferences.MAX_RATE, Preferences::withRate);
    static final Command VOLUME = number("volume", Preferences.MIN_VOLUME, Preferences.MAX_VOLUME,
            Preferences::withVolume);
    static final Command ZOOM = number("zoom", Preferences.MIN_ZOOM, Preferences.MAX_ZOOM, Preferences::withZoom);
    static final Command THEME = Command.of("theme", (core, args) -> {
        if (args.words().size() != 1) {
            return current(core, "theme");
        }
        Optional<ColourTheme> theme = args.vocabulary().value(args.words().get(0)).flatMap(PreferenceCommands::theme);
        if (theme.isEmpty()) {
            return refused("theme", args.words().get(0), 0, 0);
        }
        return change(core, "theme", core.settings().preferences().withTheme(theme.get()));
    });

    private PreferenceCommands() {
    }

    private static Command number(String name, int low, int high, BiFunction<Preferences, Integer, Preferences> with) {
        return Command.of(name, (core, args) -> {
            if (args.words().size() != 1) {
                return current(core, name);
            }
            String typed = args.words().get(0);
            Optional<Integer> value = args.vocabulary().value(typed).filter("normal"::equals).map(n -> 100)
                    .or(() -> Preferences.number(typed, low, high));
            if (value.isEmpty()) {
                return refused(name, typed, low, high);
            }
            return change(core, name, with.apply(core.settings().preferences(), value.get()));
        });
    }

    private static Optional<ColourTheme> theme(String value) {
        for (ColourTheme t : ColourTheme.values()) {
            if (SessionWords.lower(t).equals(value)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** Keeps {@code changed} (a typed value, a menu's choice, a key) and says the new value of {@code name}. */
    public static List<Announcement> change(Helm core, String name, Preferences changed) {
        core.apply(core.settings().withPreferences(changed));
        return current(core, name);
    }

    /** "Speech rate: 150 percent." */
    static List<Announcement> current(Helm core, String name) {
        Preferences p = core.settings().preferences();
        Object value = switch (name) {
            case "rate" -> percent(p.rate());
            case "volume" -> percent(p.volume());
            case "zoom" -> percent(p.zoom());
            default -> core.interpreter().vocabulary(core.locale()).valueName(SessionWords.lower(p.theme()));
        };
        return List.of(Announcement.answer(Message.of("session.setting." + name, "value", value)));
    }

    private static Message percent(int n) {
        return Message.of("session.percent", "count", n);
    }

    private static List<Announcement> refused(String name, String typed, int low, int high) {
        return List.of(Announcement.queued(Kind.REFUSAL, Message.of("session.preference.bad." + name,
                "text", Echo.of(typed), "low", low, "high", high)));
    }
}
