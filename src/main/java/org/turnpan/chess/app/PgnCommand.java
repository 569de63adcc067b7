package org.turnpan.chess.app;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.notation.pgn.PgnWriter;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.review.NulSniff;
import org.turnpan.chess.session.files.TimedRead;
import org.turnpan.chess.session.record.PgnProblemWords;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Medium;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Phraser;
import org.turnpan.chess.text.SafeText;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pgn check FILE...} and {@code pgn export FILE}. */
@Command(name = "pgn",
        subcommands = {PgnCommand.Check.class, PgnCommand.Export.class})
final class PgnCommand implements Callable<Integer> {

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(System.err);
        return 2;
    }

    /**
     * Reads every game of the files; each problem is one line on standard error, printed as soon as
     * it is found; then the summary on standard output. Exit 1 on any problem or a file that cannot
     * be read.
     */
    @Command(name = "check")
    static final class Check implements Callable<Integer> {
        @Option(names = "--lang")
        String lang = "en";

        @Parameters(paramLabel = "FILE", arity = "1..*")
        List<Path> files;

        /** How the files are read (a test counts the reads). */
        FileBytes reads = TimedRead.FILES;

        @Override
        public Integer call() {
            Locale locale = GlobalOptions.localeOf(lang, Locale.ENGLISH);
            Catalogue messages = Catalogue.forLocale(locale);
            // the problems are errors, on standard error as a tool's errors are; the summary is the
            // answer, on standard output, after every problem line
            PrintStream out = new PrintStream(new BufferedOutputStream(System.out, 1 << 16), false, StandardCharsets.UTF_8);
            PrintStream err = new PrintStream(new BufferedOutputStream(System.err, 1 << 16), false, StandardCharsets.UTF_8);
            ProblemLines lines = new ProblemLines(locale, err);
            long games = 0;
            boolean unreadable = false;
            for (Path file : files) {
                Optional<String> refused = CliText.placeRefusal(file, messages);
                if (refused.isPresent()) {
                    unreadable = true;
                    err.println(refused.get());
                    continue;
                }
                try {
                    games += PgnCheckRun.check(file, reads, p -> lines.print(file, p));
                } catch (PgnCheckRun.NotText ex) {
                    unreadable = true;
                    err.println(CliText.notText(file, messages));
                } catch (IOException | RuntimeException ex) {
                    unreadable = true;
                    err.println(messages.render(Message.of("pgn.file.unreadable", "file", file), Medium.TEXT));
                }
            }
            err.flush();
            out.println(messages.render(Message.of("pgn.check.summary", "games", games, "errors", lines.count), Medium.TEXT));
            out.flush();
            return lines.count > 0 || unreadable ? 1 : 0;
        }
    }

    /** Prints each problem as one line "FILE: sentence"; the phrasing is set up at the first one. */
    private static final class ProblemLines {
        private final Locale locale;
        private final PrintStream out;
        private PgnProblemWords words;
        long count;

        ProblemLines(Locale locale, PrintStream out) {
            this.locale = locale;
            this.out = out;
        }

        void print(Path file, PgnEntry.Problem problem) {
            if (words == null) {
                words = new PgnProblemWords(Phraser.forLocale(locale));
            }
            count++;
            // a file's name comes from outside: an escape sequence or a line break in it must not
            // reach the terminal or the braille display, nor start a line of its own
            out.println(SafeText.clean(file.toString()) + ": " + Catalogue.forLocale(locale).render(words.of(problem), Medium.TEXT));
        }
    }

    /** Writes the games of a file in export format on standard output; problems go to standard error. */
    @Command(name = "export")
    static final class Export implements Callable<Integer> {
        @Option(names = "--lang")
        String lang = "en";

        @Parameters(paramLabel = "FILE")
        Path file;

        @Override
        public Integer call() {
            Locale locale = GlobalOptions.localeOf(lang, Locale.ENGLISH);
            Catalogue messages = Catalogue.forLocale(locale);
            Optional<String> refused = CliText.placeRefusal(file, messages);
            if (refused.isPresent()) {
                System.err.println(refused.get());
                return 1;
            }
            PrintStream err = new PrintStream(new BufferedOutputStream(System.err, 1 << 16), false, StandardCharsets.UTF_8);
            ProblemLines problems = new ProblemLines(locale, err);
            Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
            PgnWriter writer = new PgnWriter(out);
            try (NulSniff in = new NulSniff(TimedRead.FILES.open(file, 0)); PgnReader reader = PgnReader.of(in)) {
                while (reader.hasNext()) {
                    PgnEntry e = reader.next();
                    if (e instanceof PgnEntry.Read r) {
                        writer.write(r.game());
                    } else {
                        problems.print(file, (PgnEntry.Problem) e);
                    }
                }
                out.flush();
                if (in.foundNul()) {
                    // looked at as it was read: a NUL in the first bytes ended the reading before any game
                    err.println(CliText.notText(file, messages));
                    err.flush();
                    return 1;
                }
            } catch (IOException | UncheckedIOException ex) {
                flushQuietly(out);
                err.println(messages.render(Message.of("pgn.file.unreadable", "file", file), Medium.TEXT));
                err.flush();
                return 1;
            }
            err.flush();
            return problems.count > 0 ? 1 : 0;
        }

        private static void flushQuietly(Writer out) {
            try {
                out.flush();
            } catch (IOException e) {
                // standard output is gone: the sentence on standard error is all that can be said
            }
        }
    }
}
