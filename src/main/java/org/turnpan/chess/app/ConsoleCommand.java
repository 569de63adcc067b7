package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.turnpan.chess.console.Console;
import org.turnpan.chess.console.Voice;
import org.turnpan.chess.session.GameStore;
import org.turnpan.chess.session.OpponentFactory;
import org.turnpan.chess.session.SessionServices;
import org.turnpan.chess.session.SessionSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The whole program in the terminal: commands from standard input, one a line. */
@Command(name = "console", description = "Play in the terminal: one command a line from standard input.")
final class ConsoleCommand implements Callable<Integer> {

    @Mixin
    GlobalOptions options = new GlobalOptions();

    @Option(names = "--data", description = "Folder for the autosaved game (default: the user's data folder).")
    Path data;

    @Override
    public Integer call() {
        return run(options, data, false);
    }

    /** Runs the console on standard input and output; {@code windowMissing} says why (no display). */
    static int run(GlobalOptions options, Path dataFolder, boolean windowMissing) {
        SessionSettings settings = settings(options);
        Console.Options consoleOptions = new Console.Options(settings, options.pgn == null ? null : Path.of(options.pgn),
                windowMissing, System.console() == null, null);
        SessionServices services = new SessionServices(OpponentFactory.none(), GameStore.none(), null);
        return new Console(System.in, System.out, Voice.silent()).run(consoleOptions, services);
    }

    static SessionSettings settings(GlobalOptions o) {
        SessionSettings s = SessionSettings.defaults();
        if (o.lang != null) {
            s = s.withLocale(Locale.forLanguageTag(o.lang));
        }
        return s.withPlayers(o.white, o.black).withTimeControl(o.clock).withVoice(o.voice);
    }
}
