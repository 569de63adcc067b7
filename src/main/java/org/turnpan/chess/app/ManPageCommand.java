package org.turnpan.chess.app;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Writes the manual page {@code turnpan-chess(1)} in troff on standard output, from the command
 * line's own model (picocli's {@link CommandSpec}): every subcommand with its options, so the page
 * says what {@code --help} says. The packages install it; {@code man turnpan-chess} reads it.
 * (picocli-codegen's ManPageGenerator writes AsciiDoc, which needs Asciidoctor to become troff.)
 */
@Command(name = "man-page", hidden = true)
final class ManPageCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
        out.print(page(Main.commandLine()));
        out.flush();
        return 0;
    }

    /** The whole page for {@code root} and its visible subcommands. */
    static String page(CommandLine root) {
        CommandSpec spec = root.getCommandSpec();
        StringBuilder s = new StringBuilder();
        s.append(".TH TURNPAN-CHESS 1 \"\" \"Turnpan Chess ").append(Version.number()).append("\" \"User Commands\"\n");
        s.append(".SH NAME\nturnpan-chess \\- ").append(escape(String.join(" ", spec.usageMessage().description())))
                .append('\n');
        s.append(".SH SYNOPSIS\n.B turnpan-chess\n[\\fIOPTIONS\\fR]\n.br\n.B turnpan-chess\n\\fICOMMAND\\fR [\\fIOPTIONS\\fR]\n");
        s.append(".SH DESCRIPTION\n")
                .append("With no command, turnpan-chess opens its window, where every square, move and clock is ")
                .append("spoken; with no display it starts the terminal mode.\n")
                .append(".B turnpan-chess console\nplays the whole game in the terminal, for screen readers and braille displays. ")
                .append("Inside the program, type\n.B help\nto hear the commands.\n");
        s.append(".SH OPTIONS\n");
        options(s, spec);
        s.append(".SH COMMANDS\n");
        for (var entry : root.getSubcommands().entrySet()) {
            commandSection(s, entry.getValue().getCommandSpec(), entry.getKey());
        }
        s.append(".SH FILES\n")
                .append(".TP\n.I $XDG_DATA_HOME/turnpan-chess\nThe saved game in progress and lesson progress.\n")
                .append(".TP\n.I $XDG_CONFIG_HOME/turnpan-chess\nThe preferences (preferences.txt, moved here once from the data folder) and the lichess token, readable by its owner only.\n")
                .append(".TP\n.I $XDG_CACHE_HOME/turnpan-chess\nJavaFX's libraries and module jars, made again when missing.\n");
        s.append(".SH EXIT STATUS\n0 on success; 1 when a checked file has errors; 2 for a refused argument.\n");
        s.append(".SH COPYRIGHT\nTurnpan Chess is free software under the GNU General Public License, ")
                .append("version 3 or later. There is NO WARRANTY.\n");
        return s.toString();
    }

    private static void commandSection(StringBuilder s, CommandSpec spec, String path) {
        if (spec.usageMessage().hidden() || spec.name().equals("help")) {
            return;
        }
        s.append(".SS ").append(escape(path));
        for (PositionalParamSpec p : spec.positionalParameters()) {
            if (!p.hidden()) {
                s.append(' ').append(escape(p.paramLabel()));
            }
        }
        s.append('\n').append(escape(String.join(" ", spec.usageMessage().description()))).append('\n');
        options(s, spec);
        for (var sub : spec.subcommands().entrySet()) {
            commandSection(s, sub.getValue().getCommandSpec(), path + " " + sub.getKey());
        }
    }

    private static void options(StringBuilder s, CommandSpec spec) {
        for (OptionSpec o : spec.options()) {
            if (o.hidden()) {
                continue;
            }
            s.append(".TP\n.B ").append(escape(String.join(", ", o.names())));
            if (o.arity().max() > 0) {
                s.append(' ').append("\\fI").append(escape(o.paramLabel())).append("\\fR");
            }
            s.append('\n').append(escape(String.join(" ", o.description()))).append('\n');
        }
    }

    /** Text made safe for troff: backslashes and hyphens escaped, no line starting with a dot or quote. */
    static String escape(String text) {
        String t = text.replace("\\", "\\e").replace("-", "\\-").replace("\n", " ");
        if (t.startsWith(".") || t.startsWith("'")) {
            t = "\\&" + t;
        }
        return t;
    }
}
