package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.turnpan.chess.clock.TimeControl;
import org.turnpan.chess.console.Console;
import org.turnpan.chess.console.EditingLineSource;
import org.turnpan.chess.console.LineSource;
import org.turnpan.chess.console.Voice;
import org.turnpan.chess.session.ClockErrorSentence;
import org.turnpan.chess.session.GameStore;
import org.turnpan.chess.session.OpponentFactory;
import org.turnpan.chess.session.SaveStore;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;
import org.turnpan.chess.session.SettingChoices;
import org.turnpan.chess.session.TypedPath;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Messages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The whole program in the terminal: commands from standard input, one a line. */
@Command(name = "console", mixinStandardHelpOptions = true,
        description = "Play in the terminal: one command a line from standard input.")
final class ConsoleCommand implements Callable<Integer> {

    @Mixin
    GlobalOptions options = new GlobalOptions();

    @Option(names = "--data", description = "Folder for the autosaved game (default: the user's data folder).")
    String data;

    @Override
    public Integer call() {
        Messages messages = Messages.forLocale(settings(options).locale());
        Optional<Message> refusal = Optional.empty();
        if (options.lang != null && SettingChoices.language(options.lang).isEmpty()) {
            refusal = Optional.of(SettingChoices.badLanguage(options.lang, Locale.ENGLISH));
        } else if (options.voice != null && SettingChoices.voice(options.voice).isEmpty()) {
            refusal = Optional.of(SettingChoices.badVoice(options.voice));
        } else if (options.clock != null && TimeControl.parse(options.clock) instanceof TimeControl.Invalid bad) {
            refusal = Optional.of(ClockErrorSentence.of(bad.error()));
        } else if (options.pgn != null && TypedPath.parse(options.pgn).isEmpty()) {
            refusal = Optional.of(TypedPath.invalidFile());
        } else if (data != null && TypedPath.parse(data).isEmpty()) {
            refusal = Optional.of(TypedPath.invalidFolder());
        }
        if (refusal.isPresent()) {
            System.err.println(messages.render(refusal.get()));
            return 2;
        }
        return run(options, data == null ? null : Path.of(data), false);
    }

    /** Runs the console on standard input and output; {@code windowMissing} says why (no display). */
    static int run(GlobalOptions options, Path dataFolder, boolean windowMissing) {
        SessionSettings settings = settings(options);
        boolean terminal = System.console() != null;
        Console.Options consoleOptions = new Console.Options(settings, options.pgn == null ? null : Path.of(options.pgn),
                windowMissing, !terminal, null);
        SaveStore store = dataFolder == null ? SaveStore.forUser() : new SaveStore(dataFolder);
        SessionServices services = new SessionServices(OpponentFactory.engines(), GameStore.of(store), null);
        Messages messages = Messages.forLocale(settings.locale());
        Voice voice = Voice.choose(options.voice, messages.locale(), m -> System.out.println(messages.render(m)));
        LineSource lines = terminal ? EditingLineSource.forSystemTerminal(System.in) : LineSource.plain(System.in);
        return new Console(lines, System.out, voice).run(consoleOptions, services);
    }

    static SessionSettings settings(GlobalOptions o) {
        SessionSettings s = SessionSettings.defaults();
        if (o.lang != null) {
            s = s.withLocale(Locale.forLanguageTag(o.lang));
        }
        return s.withPlayers(o.white, o.black).withTimeControl(o.clock).withVoice(o.voice);
    }
}
