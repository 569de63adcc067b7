package org.turnpan.chess.app;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import org.turnpan.chess.review.FileBytes;
import org.turnpan.chess.review.NulSniff;
import org.turnpan.chess.rules.Fen;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.session.files.TimedRead;
import org.turnpan.chess.text.SafeText;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code perft --fen FEN --depth N [--divide]} prints the leaf count as the last line;
 * {@code perft --suite FILE [--max-nodes N]} checks every count of an EPD or .perft file.
 */
@Command(name = "perft")
final class PerftCommand implements Callable<Integer> {

    static final int MISMATCH = 1;
    static final int BAD_INPUT = 2;

    /**
     * The deepest count asked for: three times the deepest count in the suites we check (depth 32 in
     * scalachess's "prison", a position with one legal move a ply). Each ply of depth takes a 1 KB
     * move buffer and a frame of the counting recursion, so a huge depth could exhaust the heap or
     * the stack; 100 plies take 100 KB and a few KB of stack. (How long a count takes depends on the
     * position: from the start position depth 10 already takes days.)
     */
    static final int MAX_DEPTH = 100;

    /**
     * The largest suite file read: 16 times the largest suite we know (python-chess's random.perft,
     * 1 MB). A suite is read whole, so this bounds the memory it takes.
     */
    static final long MAX_SUITE_BYTES = 16L << 20;

    /** How the suite's file is read: once, each read bounded in time (a test counts the reads). */
    FileBytes reads = TimedRead.FILES;

    @Spec
    CommandSpec spec;

    @ArgGroup(multiplicity = "1")
    Source source;

    static final class Source {
        @ArgGroup(exclusive = false)
        Single single;

        @Option(names = "--suite", required = true)
        Path suite;
    }

    static final class Single {
        @Option(names = "--fen", required = true)
        String fen;

        @Option(names = "--depth", required = true)
        String depth;

        @Option(names = "--divide")
        boolean divide;

        @Option(names = "--chess960")
        boolean chess960;
    }

    @Option(names = "--max-nodes")
    String maxNodes;

    @Option(names = "--lang")
    String lang;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        CliText text = new CliText(GlobalOptions.localeOf(lang, Locale.getDefault()));
        if (source.suite != null) {
            OptionalLong budget = maxNodes == null ? OptionalLong.of(Long.MAX_VALUE) : wholeNumber(maxNodes);
            if (budget.isEmpty()) {
                return refuse(err, text.badMaxNodes());
            }
            return runSuite(source.suite, budget.getAsLong(), out, err, text);
        }
        Fen.Result parsed = Fen.parse(source.single.fen, source.single.chess960);
        if (parsed.error().isPresent()) {
            return refuse(err, text.fenError(parsed.error().get()));
        }
        OptionalLong asked = wholeNumber(source.single.depth);
        if (asked.isEmpty() || asked.getAsLong() > MAX_DEPTH) {
            return refuse(err, text.badDepth(MAX_DEPTH));
        }
        Position position = parsed.position().orElseThrow();
        int depth = (int) asked.getAsLong();
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

    /** Says why the input is refused, as one sentence on standard error; the exit status for it. */
    private static int refuse(PrintWriter err, String sentence) {
        err.println(sentence);
        err.flush();
        return BAD_INPUT;
    }

    /**
     * A whole number written in digits only; one too large for a long is Long.MAX_VALUE (more than any
     * count). Empty for anything else: a sign, a fraction, letters.
     */
    static OptionalLong wholeNumber(String text) {
        if (text == null || text.isEmpty()) {
            return OptionalLong.empty();
        }
        long value = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return OptionalLong.empty();
            }
            int digit = c - '0';
            value = value > (Long.MAX_VALUE - digit) / 10 ? Long.MAX_VALUE : value * 10 + digit;
        }
        return OptionalLong.of(value);
    }

    private int runSuite(Path file, long budget, PrintWriter out, PrintWriter err, CliText text) {
        Optional<String> refused = text.suiteRefusal(file);
        if (refused.isPresent()) {
            return refuse(err, refused.get());
        }
        List<String> lines;
        try (InputStream in = reads.open(file, 0)) {
            // one read of the file, each read bounded in time: a NUL in its first bytes is a binary file
            // (a sparse file of zeros too, however large), then the size, then the rest
            byte[] head = in.readNBytes(NulSniff.BYTES);
            for (byte b : head) {
                if (b == 0) {
                    return refuse(err, text.notText(file));
                }
            }
            long size = Files.size(file);
            if (size > MAX_SUITE_BYTES) {
                return refuse(err, text.tooLarge(file, size, MAX_SUITE_BYTES));
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            bytes.write(head);
            bytes.write(in.readNBytes((int) MAX_SUITE_BYTES + 1 - head.length));
            if (bytes.size() > MAX_SUITE_BYTES) {
                return refuse(err, text.tooLarge(file, bytes.size(), MAX_SUITE_BYTES)); // it grew as it was read
            }
            lines = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes.toByteArray())).toString().lines()
                    .toList();
        } catch (CharacterCodingException e) {
            return refuse(err, text.notText(file));
        } catch (IOException | RuntimeException e) {
            return refuse(err, text.unreadableFile(file));
        }
        PerftSuite suite = PerftSuite.parse(lines);
        if (suite.entries().isEmpty()) {
            return refuse(err, text.emptySuite(file));
        }
        PerftSuite.Tally tally = check(suite, budget, out);
        out.println("skipped: " + tally.overBudget() + " over the node budget");
        out.println("Chess960: " + tally.chess960() + " counts checked (X-FEN/Shredder-FEN)");
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
            Optional<Position> position = entry.position();
            boolean variant = entry.isChess960();
            for (PerftSuite.Expected expected : entry.counts()) {
                if (expected.nodes() > maxNodes || !expected.checkable()) {
                    overBudget++;
                    continue;
                }
                if (variant) {
                    chess960++;
                }
                if (position.isEmpty()) {
                    failed++;
                    // the id and the FEN come from the suite file: cleaned of escape sequences and line breaks
                    out.println(SafeText.clean("FAIL " + entry.id() + " depth " + expected.depth() + ": invalid FEN "
                            + entry.parse().error().orElseThrow() + ": " + entry.fen()));
                    continue;
                }
                long got = position.get().perft(expected.depth());
                if (got == expected.nodes()) {
                    passed++;
                } else {
                    failed++;
                    out.println(SafeText.clean("FAIL " + entry.id() + " depth " + expected.depth() + ": expected "
                            + expected.nodes() + ", got " + got + ": " + entry.fen()));
                }
            }
        }
        out.flush();
        return new PerftSuite.Tally(passed, failed, overBudget, chess960);
    }
}
