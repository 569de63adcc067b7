package org.turnpan.chess.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.turnpan.chess.console.Console;
import org.turnpan.chess.console.EditingLineSource;
import org.turnpan.chess.console.LineSource;
import org.turnpan.chess.console.Voice;
import org.turnpan.chess.session.files.TypedPath;
import org.turnpan.chess.session.game.OpponentFactory;
import org.turnpan.chess.session.game.SessionServices;
import org.turnpan.chess.session.settings.SessionSettings;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** The whole program in the terminal: commands from standard input, one a line. */
@Command(name = "console", mixinStandardHelpOptions = true)
final class ConsoleCommand implements Callable<Integer> {

    @Mixin
    GlobalOptions options = new GlobalOptions();

    @Option(names = "--data")
    String data;

    /** The main command, holding the options written before {@code console}. */
    @ParentCommand
    Main main;

    @Override
    public Integer call() {
        GlobalOptions given = main == null ? options : options.orElse(main.options);
        Optional<Message> refusal = given.refusal();
        if (refusal.isEmpty() && data != null && TypedPath.parse(data).isEmpty()) {
            refusal = Optional.of(TypedPath.invalidFolder());
        }
        if (refusal.isPresent()) {
            System.err.println(Catalogue.forLocale(given.locale()).render(refusal.get(), Medium.TEXT));
            return 2;
        }
        return run(given, data == null ? null : Path.of(data), Console.StartedAs.ASKED_FOR);
    }

    /** Runs the console on standard input and output; {@code startedAs} says why (asked, or no display). */
    static int run(GlobalOptions options, Path dataFolder, Console.StartedAs startedAs) {
        SessionSettings settings = options.settings();
        boolean terminal = onTerminal();
        Console.Options consoleOptions = new Console.Options(settings, options.pgn == null ? null : Path.of(options.pgn),
                startedAs, !terminal);
        SessionServices services = new SessionServices(OpponentFactory.engines(), UserStore.open(dataFolder), null);
        Catalogue messages = Catalogue.forLocale(settings.locale());
        Voice voice = Voice.choose(settings.voice(), messages.locale(),
                m -> System.out.println(messages.render(m, Medium.TEXT)));
        LineSource lines = terminal ? EditingLineSource.forSystemTerminal(System.in)
                : LineSource.plainStandardInput(System.in);
        return new Console(lines, System.out, voice).online(options.online(dataFolder)).run(consoleOptions, services);
    }

    /**
     * Whether standard input and output are a terminal. Up to Java 21 {@code System.console()} is
     * null for a pipe; from Java 22 on (a user's own newer runtime) it is there for a pipe too, and
     * only its {@code isTerminal()}, called by reflection since the program is compiled for 17, tells.
     */
    @SuppressWarnings("SystemConsoleNull") // null is the answer up to Java 21; isTerminal() decides after
    static boolean onTerminal() {
        java.io.Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(console);
        } catch (ReflectiveOperationException e) {
            return true; // Java 17 to 21: there is a console only on a terminal
        }
    }
}
