package org.turnpan.chess.app;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Entry point: the window by default, or one of the subcommands. A plain class, not an Application. */
@Command(name = "turnpan-chess", mixinStandardHelpOptions = true, versionProvider = Version.class,
        subcommands = CommandLine.HelpCommand.class)
public final class Main implements Callable<Integer> {

    /** A subcommand's name and how to make it. */
    private record Subcommand(String name, Class<?> command) {
    }

    /** The subcommands, in the order --help lists them. */
    private static final List<Subcommand> SUBCOMMANDS = List.of(
            new Subcommand("console", ConsoleCommand.class),
            new Subcommand("perft", PerftCommand.class),
            new Subcommand("moves", MovesCommand.class),
            new Subcommand("san", SanCommand.class),
            new Subcommand("pgn", PgnCommand.class),
            new Subcommand("say", SayCommand.class),
            new Subcommand("bench", BenchCommand.class),
            new Subcommand("training-run", TrainingRun.class),
            new Subcommand("man-page", ManPageCommand.class));

    @Mixin
    GlobalOptions options = new GlobalOptions();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        return WindowLauncher.launch(options, spec.commandLine().getParseResult().originalArgs());
    }

    public static void main(String[] args) {
        UncaughtErrors.install();
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit status (for tests). */
    public static int run(String... args) {
        if (args.length == 0) {
            // a player's usual start (menu entry, plain "turnpan-chess"): nothing to parse, so the
            // window starts without building picocli's model, whose classes (Java 5 class files)
            // no start-up cache can hold (docs/packaging.md)
            return WindowLauncher.launch(new GlobalOptions(), List.of());
        }
        CommandLine commandLine = commandLine(args[0], GlobalOptions.localeOf(ParseErrors.langIn(args), Locale.getDefault()));
        commandLine.setParameterExceptionHandler(ParseErrors.forArguments(args));
        String lang = languageBeforeSubcommand(args);
        if (lang != null) {
            // "turnpan-chess --lang it pgn check FILE" printed English: a --lang written before the
            // subcommand's name is the default of every --lang below it; one written after still wins
            commandLine.setDefaultValueProvider(spec -> spec instanceof CommandLine.Model.OptionSpec o
                    && List.of(o.names()).contains("--lang") ? lang : null);
        }
        return commandLine.execute(args);
    }

    /** The value of the last {@code --lang} written before the first subcommand's name, or null. */
    static String languageBeforeSubcommand(String... args) {
        int end = args.length;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (SUBCOMMANDS.stream().anyMatch(c -> c.name().equals(a)) && !isValueOf(args, i)) {
                end = i;
                break;
            }
        }
        return ParseErrors.langIn(java.util.Arrays.copyOf(args, end));
    }

    /** Whether {@code args[i]} is the value of the option before it ("--pgn console"), not a name. */
    private static boolean isValueOf(String[] args, int i) {
        String before = i == 0 ? "" : args[i - 1];
        return before.startsWith("--") && !before.contains("=") && !before.equals("--help") && !before.equals("--version");
    }

    /** The whole command line in English, every command answering --help and --version (the manual page's). */
    static CommandLine commandLine() {
        return commandLine("", Locale.ENGLISH);
    }

    /** {@link #commandLine(String, Locale)} with its help in English. */
    static CommandLine commandLine(String first) {
        return commandLine(first, Locale.ENGLISH);
    }

    /**
     * The command line for arguments that start with {@code first}: when it names a subcommand,
     * only that subcommand is built (picocli reads every command class by reflection: building them
     * all takes 80-130 ms at start-up, the {@code pgn} command alone 40-50 ms); otherwise all of them, so that
     * {@code --help} lists them and a mistyped name gets picocli's suggestion. Its help is in the
     * language of {@code locale} ({@link HelpTexts}).
     */
    static CommandLine commandLine(String first, Locale locale) {
        CommandLine commandLine = new CommandLine(new Main());
        boolean named = SUBCOMMANDS.stream().anyMatch(c -> c.name().equals(first));
        for (Subcommand c : SUBCOMMANDS) {
            if (!named || c.name().equals(first)) {
                commandLine.addSubcommand(c.name(), c.command());
            }
        }
        withHelpOptions(commandLine);
        // set last, on the whole tree: picocli reads the texts of every command and option added so far
        commandLine.setResourceBundle(HelpTexts.forLocale(locale));
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
