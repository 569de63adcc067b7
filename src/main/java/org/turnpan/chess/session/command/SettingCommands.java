package org.turnpan.chess.session.command;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import org.turnpan.chess.clock.WarningThresholds;
import org.turnpan.chess.session.settings.ClockErrorSentence;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.session.settings.SessionWords;
import org.turnpan.chess.session.settings.SettingChoices;
import org.turnpan.chess.session.settings.VoiceSetting;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.Verbosity;
import org.turnpan.chess.speech.tts.VoiceKind;
import org.turnpan.chess.text.Echo;

/**
 * The settings: language, move style, verbosity, voice, square names, clock warnings. Typed
 * ("style terse") or chosen in a menu ({@link #change}), a setting is changed the same way and
 * answered with the same sentence ("Move style: terse.").
 */
public final class SettingCommands {
    static final Command LANGUAGE = setting("language", (s, args) -> SettingChoices.language(args.words().get(0))
            .map(s::withLocale));
    static final Command STYLE = setting("style", (s, args) -> valueOf(args, MoveStyle.class).map(s::withMoveStyle));
    static final Command VERBOSITY = setting("verbosity", (s, args) -> valueOf(args, Verbosity.class)
            .map(s::withVerbosity));
    static final Command SQUARES = setting("squares", (s, args) -> valueOf(args, SquareStyle.class)
            .map(s::withSquareNames));
    static final Command VOICE = setting("voice", (s, args) -> args.vocabulary().value(args.words().get(0))
            .filter("off"::equals).map(off -> VoiceSetting.of(org.turnpan.chess.speech.tts.VoiceKind.NONE))
            .or(() -> VoiceSetting.parse(args.words().get(0))).map(s::withVoice));
    static final Command WARNINGS = Command.of("warnings", (core, args) -> args.isEmpty()
            ? current(core, "warnings") : warnings(core, String.join(" ", args.words())));

    private SettingCommands() {
    }

    /**
     * A settings command: without a value it says the current one; with one it changes the setting
     * and says the new value, or refuses a value it does not know.
     */
    private static Command setting(String name, BiFunction<SessionSettings, Arguments, Optional<SessionSettings>> read) {
        return Command.of(name, (core, args) -> {
            if (args.words().size() != 1) {
                return current(core, name);
            }
            Optional<SessionSettings> changed = read.apply(core.settings(), args);
            if (changed.isPresent()) {
                return change(core, name, changed.get());
            }
            String typed = args.words().get(0);
            Message refusal = switch (name) {
                case "voice" -> SettingChoices.badVoice(typed);
                case "language" -> SettingChoices.badLanguage(typed, core.locale());
                default -> Message.of("session.setting.bad", "text", Echo.of(typed),
                        "help", Message.of(args.command().helpKey()));
            };
            return List.of(Announcement.queued(Kind.REFUSAL, refusal));
        });
    }

    /** The one value word the player typed, as a value of {@code type} ("parole" is WORDS). */
    private static <E extends Enum<E>> Optional<E> valueOf(Arguments args, Class<E> type) {
        return args.vocabulary().value(args.words().get(0)).flatMap(v -> {
            for (E e : type.getEnumConstants()) {
                if (SessionWords.lower(e).equals(v)) {
                    return Optional.of(e);
                }
            }
            return Optional.empty();
        });
    }

    /** Applies {@code changed} and says the new value of setting {@code name} (a menu's choice, or a typed one). */
    public static List<Announcement> change(Helm core, String name, SessionSettings changed) {
        core.apply(changed);
        return current(core, name);
    }

    /** "warnings 2:00 30 10": the remaining times at which a clock warning is spoken. */
    private static List<Announcement> warnings(Helm core, String text) {
        WarningThresholds.Parsed parsed = WarningThresholds.parse(text);
        if (parsed instanceof WarningThresholds.Invalid bad) {
            return List.of(Announcement.queued(Kind.REFUSAL, ClockErrorSentence.of(bad.error())));
        }
        return change(core, "warnings", core.settings().withWarnings(((WarningThresholds.Valid) parsed).thresholds()
                .descending()));
    }

    /** "Move style: words." in the session language. */
    private static List<Announcement> current(Helm core, String name) {
        SessionSettings s = core.settings();
        if (name.equals("squares")) {
            // said as the menu names it ("a letter and a digit, such as e4"), not by its typed word
            return List.of(Announcement.answer(Message.of("session.setting.squares." + SessionWords.lower(s.squareNames()))));
        }
        // a setting's value is said by its spoken name, never by an internal or typed word ("none", "full")
        if (name.equals("style") || name.equals("verbosity")) {
            Enum<?> v = name.equals("style") ? s.moveStyle() : s.verbosity();
            String key = name.equals("style") ? "session.setting.style." : "speech.verbosity.now.";
            return List.of(Announcement.answer(Message.of(key + SessionWords.lower(v))));
        }
        if (name.equals("voice") && s.voice().kind().map(k -> k == VoiceKind.NONE).orElse(true)) {
            return List.of(Announcement.answer(Message.of("session.setting.voice." + s.voice().text())));
        }
        CommandWords words = core.interpreter().vocabulary(s.locale());
        Object value = switch (name) {
            case "language" -> Message.of("session.language." + Catalogue.supported(s.locale()).getLanguage());
            case "warnings" -> s.warnings().isEmpty() ? words.valueName("off")
                    : s.warnings().stream().map(d -> core.words().duration(d)).toList();
            default -> Message.of("speech.voice." + s.voice().text());
        };
        return List.of(Announcement.answer(Message.of("session.setting." + name.toLowerCase(Locale.ROOT),
                "value", value)));
    }
}
