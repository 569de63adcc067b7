package org.turnpan.chess.session;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.turnpan.chess.clock.WarningThresholds;
import org.turnpan.chess.speech.Announcement;
import org.turnpan.chess.speech.Announcement.Kind;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;
import org.turnpan.chess.speech.MoveStyle;
import org.turnpan.chess.speech.SquareStyle;
import org.turnpan.chess.speech.Verbosity;
import org.turnpan.chess.text.Echo;

/** The settings commands: language, move style, verbosity, voice, square names. */
final class SettingCommands {
    private final GameSession session;
    private final CommandWords words;

    SettingCommands(GameSession session, CommandWords words) {
        this.session = session;
        this.words = words;
    }

    void run(Command c, List<String> args) {
        SessionSettings s = session.settings();
        if (c == Command.WARNINGS && !args.isEmpty()) {
            warnings(s, String.join(" ", args));
            return;
        }
        if (args.size() != 1) {
            current(c, s);
            return;
        }
        String arg = args.get(0);
        Optional<String> value = words.value(arg);
        Optional<SessionSettings> changed = switch (c) {
            case LANGUAGE -> SettingChoices.language(arg).map(s::withLocale);
            case STYLE -> value.filter(v -> List.of("terse", "words", "full").contains(v))
                    .map(v -> s.withMoveStyle(MoveStyle.valueOf(v.toUpperCase(Locale.ROOT))));
            case VERBOSITY -> value.filter(v -> List.of("terse", "normal", "full").contains(v))
                    .map(v -> s.withVerbosity(Verbosity.valueOf(v.toUpperCase(Locale.ROOT))));
            case SQUARES -> value.filter(v -> List.of("plain", "phonetic").contains(v))
                    .map(v -> s.withSquareNames(SquareStyle.valueOf(v.toUpperCase(Locale.ROOT))));
            case VOICE -> value.filter("off"::equals).map(v -> "none").or(() -> SettingChoices.voice(arg)).map(s::withVoice);
            default -> Optional.empty();
        };
        if (changed.isEmpty() && (c == Command.VOICE || c == Command.LANGUAGE)) {
            session.emit(Announcement.queued(Kind.REFUSAL, c == Command.VOICE ? SettingChoices.badVoice(arg)
                    : SettingChoices.badLanguage(arg, s.locale())));
            return;
        }
        if (changed.isEmpty()) {
            session.emit(Announcement.queued(Kind.REFUSAL, Message.of("session.setting.bad", "text", Echo.of(arg),
                    "help", Message.of(c.helpKey()))));
            return;
        }
        session.applySettings(changed.get());
        current(c, changed.get());
    }

    /** "warnings 2:00 30 10": the remaining times at which a clock warning is spoken. */
    private void warnings(SessionSettings s, String text) {
        WarningThresholds.Parsed parsed = WarningThresholds.parse(text);
        if (parsed instanceof WarningThresholds.Invalid bad) {
            session.emit(Announcement.queued(Kind.REFUSAL, ClockErrorSentence.of(bad.error())));
            return;
        }
        SessionSettings changed = s.withWarnings(((WarningThresholds.Valid) parsed).thresholds().descending());
        session.applySettings(changed);
        current(Command.WARNINGS, changed);
    }

    private void current(Command c, SessionSettings s) {
        Object value = switch (c) {
            case LANGUAGE -> Message.of("session.language." + Messages.supported(s.locale()).getLanguage());
            case STYLE -> words.valueName(SessionWords.lower(s.moveStyle()));
            case VERBOSITY -> words.valueName(SessionWords.lower(s.verbosity()));
            case SQUARES -> words.valueName(SessionWords.lower(s.squareNames()));
            case WARNINGS -> s.warnings().isEmpty() ? words.valueName("off")
                    : s.warnings().stream().map(d -> session.words().messages().render(session.words().duration(d)))
                    .collect(java.util.stream.Collectors.joining(", "));
            default -> s.voice();
        };
        session.emit(Announcement.answer(Message.of("session.setting." + c.name().toLowerCase(Locale.ROOT),
                "value", value)));
    }
}
