package org.turnpan.chess.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.review.GameIndex;
import org.turnpan.chess.review.GameOpening;
import org.turnpan.chess.session.files.TimedRead;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench games [FILE]}: the list of a multi-game file as review shows it, in this process:
 * how long until the first page of ten games is there (the file streams), until every game is
 * counted, to open the last game from its offset, and to search a name; next to the peer, reading
 * the file from the start with the whole-game reader up to the last game (what opening game N did
 * before the list). Runs taken in turns; the first run is the cold one (classes loaded, no JIT).
 */
@Command(name = "games")
final class BenchGames implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1", descriptionKey = "file")
    Path file;

    @Option(names = "--runs")
    int runs = 5;

    @Option(names = "--name")
    String name = "Carlsen";

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Path corpus = file != null ? file : BenchPgn.defaultCorpus();
        Optional<String> refused = BenchPgn.corpusRefusal(corpus);
        if (refused.isPresent()) {
            spec.commandLine().getErr().println(refused.get());
            return 2;
        }
        int n = Math.max(2, runs);
        long[] firstPage = new long[n];
        long[] counted = new long[n];
        long[] openLast = new long[n];
        long[] search = new long[n];
        long[] peer = new long[n];
        int games = 0;
        int found = 0;
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            GameIndex.Listing listing = GameIndex.open(corpus, TimedRead.FILES);
            if (!(listing instanceof GameIndex.Listing.Listed listed)) {
                spec.commandLine().getErr().println(corpus);
                return 2;
            }
            try (GameIndex index = listed.index()) {
                index.page(1, 10);
                firstPage[i] = System.nanoTime() - t0;
                games = index.counted().get();
                counted[i] = System.nanoTime() - t0;
                long t1 = System.nanoTime();
                if (!(index.open(games) instanceof GameOpening.Opened)) {
                    spec.commandLine().getErr().println("game " + games + " could not be opened");
                    return 1;
                }
                openLast[i] = System.nanoTime() - t1;
                long t2 = System.nanoTime();
                found = index.search(name).size();
                search[i] = System.nanoTime() - t2;
            }
            peer[i] = readToTheLastGame(corpus, games); // in turns, so a busy spell weighs on both
        }
        out.printf(Locale.ROOT, "file %s: %d games; %d with a player called %s%n", corpus, games, found, name);
        out.printf(Locale.ROOT, "cold run: first page %.0f ms, all counted %.0f ms, last game opened %.1f ms, search %.1f ms;"
                + " peer %.0f ms%n", ms(firstPage[0]), ms(counted[0]), ms(openLast[0]), ms(search[0]), ms(peer[0]));
        out.printf(Locale.ROOT, "warm (median of %d): first page %.1f ms, all counted %.0f ms, last game opened %.1f ms,"
                + " search %.1f ms%n", n - 1, warm(firstPage), warm(counted), warm(openLast), warm(search));
        out.printf(Locale.ROOT, "peer, reading whole games from the start to game %d: median %.0f ms; opening it from"
                + " the list is %.0f times faster%n", games, warm(peer), warm(peer) / Math.max(warm(openLast), 0.001));
        out.flush();
        return firstPage[0] < 2_000_000_000L ? 0 : 1;
    }

    /** The peer: the whole-game reader from the start of the file up to game {@code last}. */
    private static long readToTheLastGame(Path corpus, int last) throws IOException {
        long t0 = System.nanoTime();
        try (InputStream in = Files.newInputStream(corpus); PgnReader reader = PgnReader.of(in)) {
            while (reader.hasNext()) {
                PgnEntry e = reader.next();
                if (e.number() == last) {
                    break;
                }
            }
        }
        return System.nanoTime() - t0;
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    /** The median of the warm runs (all but the first), in milliseconds. */
    private static double warm(long[] times) {
        long[] sorted = Arrays.copyOfRange(times, 1, times.length);
        Arrays.sort(sorted);
        return ms(sorted[sorted.length / 2]);
    }
}
