package org.turnpan.chess.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code perft --fen FEN --depth N [--divide]} prints the leaf count as the last line;
 * {@code perft --suite FILE [--max-nodes N]} checks every count of an EPD or .perft file.
 */
@Command(name = "perft", description = "Count the leaf nodes of the legal move tree (--fen/--depth, or --suite FILE).")
final class PerftCommand implements Callable<Integer> {

    static final int MISMATCH = 1;
    static final int BAD_INPUT = 2;

    @Spec
    CommandSpec spec;

    @ArgGroup(multiplicity = "1")
    Source source;

    static final class Source {
        @ArgGroup(exclusive = false)
        Single single;

        @Option(names = "--suite", required = true, description = "EPD (;D1 20) or .perft (id/epd/perft) file.")
        Path suite;
    }

    static final class Single {
        @Option(names = "--fen", required = true, description = "The position.")
        String fen;

        @Option(names = "--depth", required = true, description = "Plies to count.")
        int depth;

        @Option(names = "--divide", description = "Print the count below each legal move first.")
        boolean divide;
    }

    @Option(names = "--max-nodes", description = "With --suite: skip counts larger than this.")
    long maxNodes = Long.MAX_VALUE;

    @Option(names = "--lang", description = "Language of error sentences: en, it, ru, bg, vi.")
    String lang;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CliText text = new CliText(lang == null ? Locale.getDefault() : Locale.forLanguageTag(lang));
        if (source.suite != null) {
            return runSuite(source.suite, out, err, text);
        }
        Fen.Result parsed = Fen.parse(source.single.fen);
        if (parsed.error().isPresent()) {
            err.println(text.fenError(parsed.error().get()));
            err.flush();
            return BAD_INPUT;
        }
        if (source.single.depth < 0) {
            err.println(text.badDepth(source.single.depth));
            err.flush();
            return BAD_INPUT;
        }
        Position position = parsed.position().orElseThrow();
        int depth = source.single.depth;
        if (source.single.divide && depth > 0) {
            long total = 0;
            List<Move> moves = position.legalMoves().stream().sorted(Comparator.comparing(Move::uci)).toList();
            for (Move m : moves) {
                long n = position.play(m).perft(depth - 1);
                total += n;
                out.println(m.uci() + ": " + n);
            }
            out.println(total);
        } else {
            out.println(position.perft(depth));
        }
        out.flush();
        return 0;
    }

    private int runSuite(Path file, PrintWriter out, PrintWriter err, CliText text) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            err.println(text.unreadableFile(file));
            err.flush();
            return BAD_INPUT;
        }
        PerftSuite suite = PerftSuite.parse(lines);
        if (suite.entries().isEmpty()) {
            err.println(text.emptySuite(file));
            err.flush();
            return BAD_INPUT;
        }
        PerftSuite.Tally tally = check(suite, maxNodes, out);
        out.println("skipped: " + tally.overBudget() + " over the node budget, " + tally.chess960()
                + " Chess960 (X-FEN/Shredder-FEN, not supported)");
        out.println(tally.passed() + " passed, " + tally.failed() + " failed, " + tally.skipped() + " skipped");
        out.flush();
        return tally.failed() > 0 ? MISMATCH : 0;
    }

    /** Runs every count of the suite within the node budget, printing one line per mismatch. */
    static PerftSuite.Tally check(PerftSuite suite, long maxNodes, PrintWriter out) {
        int passed = 0;
        int failed = 0;
        int overBudget = 0;
        int chess960 = 0;
        for (PerftSuite.Entry entry : suite.entries()) {
            if (entry.isChess960()) {
                chess960 += entry.counts().size();
                continue;
            }
            Optional<Position> position = entry.position();
            for (PerftSuite.Expected expected : entry.counts()) {
                if (expected.nodes() > maxNodes) {
                    overBudget++;
                    continue;
                }
                if (position.isEmpty()) {
                    failed++;
                    out.println("FAIL " + entry.id() + " depth " + expected.depth() + ": invalid FEN "
                            + entry.parse().error().orElseThrow() + ": " + entry.fen());
                    continue;
                }
                long got = position.get().perft(expected.depth());
                if (got == expected.nodes()) {
                    passed++;
                } else {
                    failed++;
                    out.println("FAIL " + entry.id() + " depth " + expected.depth() + ": expected "
                            + expected.nodes() + ", got " + got + ": " + entry.fen());
                }
            }
        }
        out.flush();
        return new PerftSuite.Tally(passed, failed, overBudget, chess960);
    }
}
