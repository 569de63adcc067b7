package org.turnpan.chess.app;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.text.Echo;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * A command line picocli cannot read, said in the language of {@code --lang} as one line on
 * standard error (exit status 2), never picocli's English message and usage wall: "--lang it perft
 * --bogus" answered "Unknown option: '--bogus'" and forty lines of English usage.
 */
final class ParseErrors implements CommandLine.IParameterExceptionHandler {
    /** The exit status of a command line that cannot be read. */
    static final int STATUS = 2;

    private final Catalogue messages;

    ParseErrors(Locale locale) {
        this.messages = Phraser.forLocale(locale).messages();
    }

    /** The handler for a command line, in the language its {@code --lang} names (or the system's). */
    static ParseErrors forArguments(String... args) {
        return new ParseErrors(GlobalOptions.localeOf(langIn(args), Locale.getDefault()));
    }

    /** The value of the last {@code --lang} among the arguments (as picocli keeps the last), or null. */
    static String langIn(String... args) {
        String lang = null;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--lang") && i + 1 < args.length) {
                lang = args[i + 1];
            } else if (args[i].startsWith("--lang=")) {
                lang = args[i].substring("--lang=".length());
            }
        }
        return lang;
    }

    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        PrintWriter err = ex.getCommandLine().getErr();
        err.println(sentence(ex, args));
        err.flush();
        return STATUS;
    }

    /** The sentence for one parse error: what is wrong, then where the options are listed. */
    String sentence(ParameterException ex, String... args) {
        String command = ex.getCommandLine().getCommandSpec().qualifiedName();
        String help = messages.render(Message.of("cli.parse.help", "help", command + " --help"), Medium.TEXT);
        return messages.render(problem(ex, command, args), Medium.TEXT) + " " + help;
    }

    private static Message problem(ParameterException ex, String command, String... args) {
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String word = unmatched.getUnmatched().get(0);
            return word.startsWith("-") && word.length() > 1
                    ? Message.of("cli.parse.unknown-option", "option", Echo.of(word))
                    : Message.of("cli.parse.unknown-word", "word", Echo.of(word), "command", command);
        }
        if (ex instanceof CommandLine.MissingParameterException missing) {
            List<ArgSpec> specs = missing.getMissing();
            ArgSpec spec = specs == null || specs.isEmpty() ? null : specs.get(0);
            if (spec instanceof OptionSpec option) {
                // an option typed last with nothing after it, or a required option not typed at all
                boolean typed = List.of(args).stream().anyMatch(a -> List.of(option.names()).contains(a));
                return typed ? Message.of("cli.parse.missing-value", "option", option.longestName())
                        : Message.of("cli.parse.missing-option", "option", option.longestName(), "command", command);
            }
            String label = spec == null ? "" : spec.paramLabel();
            return Message.of("cli.parse.missing-argument", "command", command, "what", label);
        }
        if (ex.getCause() instanceof CommandLine.TypeConversionException && ex.getValue() != null) {
            ArgSpec spec = ex.getArgSpec();
            String name = spec instanceof OptionSpec option ? option.longestName() : spec == null ? command : spec.paramLabel();
            return Message.of("cli.parse.bad-value", "value", Echo.of(ex.getValue()), "option", name);
        }
        return Message.of("cli.parse.unreadable", "command", command);
    }
}
