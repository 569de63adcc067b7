package org.turnpan.chess.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.notation.pgn.PgnWriter;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.EvaluationPhraser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench pgn [FILE]}: games per second validating a PGN corpus, the whole process included
 * (JVM start-up too), measured the same way for our jar ({@code java -jar turnpan-chess.jar pgn check
 * FILE}) and for pgn-extract ({@code pgn-extract -r -s FILE}), runs taken in turns, and the ratio
 * of the medians. Then every game is exported and read back, and the identical games are counted.
 */
@Command(name = "pgn")
final class BenchPgn implements Callable<Integer> {
    static final String CORPUS = "data/pgn/corpus-17557.pgn";

    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "FILE", arity = "0..1", descriptionKey = "file")
    Path file;

    @Option(names = "--runs")
    int runs = 5;

    @Option(names = "--jar")
    Path jar;

    @Option(names = "--launcher")
    Path launcher;

    @Option(names = "--pgn-extract")
    Path pgnExtract = Path.of("/usr/games/pgn-extract");

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        Path corpus = file != null ? file : defaultCorpus();
        Optional<String> refused = corpusRefusal(corpus);
        if (refused.isPresent()) {
            spec.commandLine().getErr().println(refused.get());
            return 2;
        }
        Optional<String> notARunnable = launcherRefusal(launcher);
        if (notARunnable.isPresent()) {
            spec.commandLine().getErr().println(notARunnable.get());
            return 2;
        }
        List<PgnGame> games = new ArrayList<>();
        int problems = 0;
        try (InputStream in = Files.newInputStream(corpus); PgnReader reader = PgnReader.of(in)) {
            while (reader.hasNext()) {
                PgnEntry e = reader.next();
                if (e instanceof PgnEntry.Read r) {
                    games.add(r.game());
                } else {
                    problems++;
                }
            }
        }
        int total = games.size() + problems;
        out.printf(Locale.ROOT, "corpus %s: %d games, %d with errors%n", corpus, total, problems);
        Path ourJar = jar != null ? jar : RunningJar.orBuilt();
        List<String> ourCommand = List.of(javaBinary(), "-jar", ourJar.toString(), "pgn", "check", corpus.toString());
        List<String> peerCommand = List.of(pgnExtract.toString(), "-r", "-s", corpus.toString());
        boolean peerPresent = Files.isExecutable(pgnExtract);
        Path packaged = launcher != null ? launcher
                : Files.isExecutable(BenchStartup.DEFAULT_LAUNCHER) ? BenchStartup.DEFAULT_LAUNCHER : null;
        List<String> packagedCommand = packaged == null ? List.of()
                : List.of(packaged.toString(), "pgn", "check", corpus.toString());
        long[] ours = new long[Math.max(1, runs)];
        long[] peer = new long[ours.length];
        long[] launched = new long[ours.length];
        for (int i = 0; i < ours.length; i++) {
            // taken in turns, so that a busy spell of the machine weighs on every program alike
            ours[i] = time(ourCommand);
            launched[i] = packaged != null ? time(packagedCommand) : 0;
            peer[i] = peerPresent ? time(peerCommand) : 0;
        }
        double ourRate = total / (median(ours) / 1e9);
        double launcherRate = total / (median(launched) / 1e9);
        out.printf(Locale.ROOT, "turnpan-chess  java -jar %s pgn check: median %.2f s (best %.2f), %.0f games/s%n",
                ourJar, median(ours) / 1e9, best(ours) / 1e9, ourRate);
        if (packaged != null) {
            out.printf(Locale.ROOT, "turnpan-chess  %s pgn check: median %.2f s (best %.2f), %.0f games/s%n",
                    packaged, median(launched) / 1e9, best(launched) / 1e9, launcherRate);
        }
        int status = problems == 0 ? 0 : 1;
        if (peerPresent) {
            double peerRate = total / (median(peer) / 1e9);
            out.printf(Locale.ROOT, "pgn-extract    %s -r -s: median %.2f s (best %.2f), %.0f games/s%n", pgnExtract,
                    median(peer) / 1e9, best(peer) / 1e9, peerRate);
            out.printf(Locale.ROOT, "ratio turnpan/pgn-extract (medians of %d runs each): %.2f%n", ours.length,
                    ourRate / peerRate);
            if (packaged != null) {
                out.printf(Locale.ROOT, "ratio packaged launcher/pgn-extract (medians of %d runs each): %.2f%n",
                        ours.length, launcherRate / peerRate);
            }
        } else {
            out.println("pgn-extract absent: " + pgnExtract);
        }
        out.flush();
        int identical = roundTrip(games);
        out.printf(Locale.ROOT, "export round trip: %d of %d games read back identical%n", identical, games.size());
        out.flush();
        return identical == games.size() ? status : 1;
    }

    /** Writes every game in export format, reads the text back and counts the games that come back equal. */
    static int roundTrip(List<PgnGame> games) {
        StringBuilder text = new StringBuilder(games.size() * 800);
        PgnWriter writer = new PgnWriter(text);
        games.forEach(writer::write);
        int identical = 0;
        int i = 0;
        PgnReader back = new PgnReader(new StringReader(text.toString()));
        while (back.hasNext() && i < games.size()) {
            PgnEntry e = back.next();
            if (e instanceof PgnEntry.Read r && r.game().equals(games.get(i).inExportForm())) {
                identical++;
            }
            i++;
        }
        return identical;
    }

    /** Wall time of one run of a command, output discarded. */
    private static long time(List<String> command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        long t0 = System.nanoTime();
        Process p = pb.start();
        p.waitFor();
        return System.nanoTime() - t0;
    }

    private static long median(long[] times) {
        long[] sorted = times.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static long best(long[] times) {
        return java.util.Arrays.stream(times).min().orElse(0);
    }

    /**
     * Why a bench cannot read {@code corpus}: the sentence {@code pgn check} gives (a pipe or a
     * device is refused before it is opened: {@code bench games FIFO} waited for a writer for ever).
     */
    static Optional<String> corpusRefusal(Path corpus) {
        return CliText.fileRefusal(corpus, Catalogue.forLocale(Catalogue.supported(Locale.getDefault())));
    }

    /** A {@code --launcher} that is not a program: its sentence (starting it threw an IOException trace). */
    private static Optional<String> launcherRefusal(Path launcher) {
        if (launcher == null || (Files.isRegularFile(launcher) && Files.isExecutable(launcher))) {
            return Optional.empty();
        }
        return Optional.of(Catalogue.forLocale(Catalogue.supported(Locale.getDefault()))
                .render(EvaluationPhraser.problem(new EngineProblem.NotExecutable(launcher.toString()))));
    }

    /** The corpus under the shared folder: {@code $TURNPAN_SHARED}, else {@code ../shared} from the working directory. */
    static Path defaultCorpus() {
        String shared = System.getenv("TURNPAN_SHARED");
        return (shared == null || shared.isBlank() ? Path.of("..", "shared") : Path.of(shared)).resolve(CORPUS);
    }

    private static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
