package org.turnpan.chess.app;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.session.PgnProblemWords;
import org.turnpan.chess.session.StoreProblem;
import org.turnpan.chess.session.StoreProblemSentence;
import org.turnpan.chess.notation.pgn.PgnWriter;
import org.turnpan.chess.speech.Message;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Phraser;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pgn check FILE...} and {@code pgn export FILE}. */
@Command(name = "pgn", description = "Check or export PGN files (pgn check FILE..., pgn export FILE).",
        subcommands = {PgnCommand.Check.class, PgnCommand.Export.class})
final class PgnCommand implements Callable<Integer> {

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(System.err);
        return 2;
    }

    /** Reads every game of the files; each problem is one line; then the summary. Exit 1 on any problem. */
    @Command(name = "check", description = "Validate every game; errors name game number, line and move.")
    static final class Check implements Callable<Integer> {
        @Option(names = "--lang", description = "Language of the messages: en, it, ru, bg, vi.")
        String lang = "en";

        @Parameters(paramLabel = "FILE", arity = "1..*")
        List<Path> files;

        @Override
        public Integer call() {
            Locale locale = Catalogue.supported(Locale.forLanguageTag(lang));
            Catalogue messages = Catalogue.forLocale(locale);
            PgnProblemWords words = null; // phrasing is set up at the first problem
            PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
            long games = 0;
            long errors = 0;
            boolean unreadable = false;
            for (Path file : files) {
                if (Files.exists(file) && !Files.isRegularFile(file) && !Files.isDirectory(file)) {
                    // a pipe or a device: opening it could wait for ever
                    unreadable = true;
                    out.println(messages.render(StoreProblemSentence.of(new StoreProblem.NotAFile(file.toAbsolutePath()))));
                    continue;
                }
                try {
                    PgnCheckRun.Result r = PgnCheckRun.check(file);
                    games += r.games();
                    errors += r.problems().size();
                    for (PgnEntry.Problem p : r.problems()) {
                        if (words == null) {
                            words = new PgnProblemWords(Phraser.forLocale(locale));
                        }
                        out.println(file + ": " + messages.render(words.of(p)));
                    }
                } catch (IOException | RuntimeException ex) {
                    unreadable = true;
                    out.println(messages.render(Message.of("pgn.file.unreadable", "file", file)));
                }
            }
            out.println(messages.render(Message.of("pgn.check.summary", "games", games, "errors", errors)));
            out.flush();
            return errors > 0 || unreadable ? 1 : 0;
        }
    }

    /** Writes the games of a file in export format on standard output; problems go to standard error. */
    @Command(name = "export", description = "Re-write the games as export-format PGN on stdout, SAN regenerated.")
    static final class Export implements Callable<Integer> {
        @Option(names = "--lang", description = "Language of the messages: en, it, ru, bg, vi.")
        String lang = "en";

        @Parameters(paramLabel = "FILE")
        Path file;

        @Override
        public Integer call() throws IOException {
            Phraser phraser = Phraser.forLocale(Catalogue.supported(Locale.forLanguageTag(lang)));
            PgnProblemWords words = new PgnProblemWords(phraser);
            int errors = 0;
            Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
            PgnWriter writer = new PgnWriter(out);
            try (InputStream in = Files.newInputStream(file); PgnReader reader = PgnReader.of(in)) {
                while (reader.hasNext()) {
                    PgnEntry e = reader.next();
                    if (e instanceof PgnEntry.Read r) {
                        writer.write(r.game());
                    } else {
                        errors++;
                        System.err.println(file + ": " + phraser.messages().render(words.of((PgnEntry.Problem) e)));
                    }
                }
            } catch (IOException ex) {
                out.flush();
                System.err.println(phraser.messages().render(Message.of("pgn.file.unreadable", "file", file)));
                return 1;
            }
            out.flush();
            return errors > 0 ? 1 : 0;
        }
    }
}
