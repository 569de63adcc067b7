package org.turnpan.chess.app;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Entry point: the window by default, or one of the subcommands. A plain class, not an Application. */
@Command(name = "turnpan-chess", mixinStandardHelpOptions = true, version = "Turnpan Chess 0.1",
        description = "A chess program played by keyboard and by ear.",
        subcommands = {ConsoleCommand.class, PerftCommand.class, MovesCommand.class, SanCommand.class,
                PgnCommand.class, SayCommand.class, BenchCommand.class})
public final class Main implements Callable<Integer> {

    @Mixin
    GlobalOptions options = new GlobalOptions();

    @Override
    public Integer call() {
        return WindowLauncher.launch(options);
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (for tests). */
    public static int run(String... args) {
        return commandLine().execute(args);
    }

    /** The whole command line, every command answering --help and --version. */
    static CommandLine commandLine() {
        CommandLine commandLine = new CommandLine(new Main());
        withHelpOptions(commandLine);
        return commandLine;
    }

    /** Every command and subcommand answers --help and --version. */
    private static void withHelpOptions(CommandLine commandLine) {
        if (!commandLine.getCommandSpec().mixinStandardHelpOptions()) {
            commandLine.getCommandSpec().mixinStandardHelpOptions(true);
        }
        commandLine.getSubcommands().values().forEach(Main::withHelpOptions);
    }
}
