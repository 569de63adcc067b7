package org.turnpan.chess.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import org.turnpan.chess.rules.Position;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench perft}: our perft speed on the start position (depth 6) and Kiwipete (depth 5), best
 * of a few runs after a JIT warm-up, next to Stockfish's {@code go perft} on the same positions in the
 * same run (single thread), and the ratio. Exit 1 if a count is wrong.
 */
@Command(name = "perft")
final class BenchPerft implements Callable<Integer> {

    record Case(String name, String fen, int depth, long nodes) {
    }

    static final List<Case> CASES = List.of(
            new Case("start-d6", Position.START_FEN, 6, 119_060_324L),
            new Case("kiwipete-d5", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5,
                    193_690_690L));

    @Spec
    CommandSpec spec;

    @Option(names = "--runs")
    int runs = 3;

    @Option(names = "--stockfish")
    Path stockfish = Path.of("/usr/games/stockfish");

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        warmUp();
        boolean allRight = true;
        for (Case c : CASES) {
            Position position = Position.fromFen(c.fen());
            long bestNanos = Long.MAX_VALUE;
            long nodes = 0;
            for (int i = 0; i < Math.max(1, runs); i++) {
                long t0 = System.nanoTime();
                nodes = position.perft(c.depth());
                bestNanos = Math.min(bestNanos, System.nanoTime() - t0);
            }
            allRight &= nodes == c.nodes();
            double ours = perSecond(nodes, bestNanos);
            OptionalLong peerNanos = Files.isExecutable(stockfish) ? stockfishBest(c) : OptionalLong.empty();
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                    "%-12s nodes=%d  turnpan=%.1f Mnps (%.2f s)", c.name(), nodes, ours / 1e6, bestNanos / 1e9));
            if (peerNanos.isPresent()) {
                double peer = perSecond(c.nodes(), peerNanos.getAsLong());
                line.append(String.format(Locale.ROOT, "  stockfish=%.1f Mnps (%.2f s)  ratio=%.2f",
                        peer / 1e6, peerNanos.getAsLong() / 1e9, ours / peer));
            } else {
                line.append("  stockfish=absent");
            }
            if (nodes != c.nodes()) {
                line.append("  WRONG COUNT, expected ").append(c.nodes());
            }
            out.println(line);
            out.flush();
        }
        return allRight ? 0 : 1;
    }

    private static double perSecond(long nodes, long nanos) {
        return nodes * 1e9 / nanos;
    }

    /** Enough work for the JIT to compile the hot path before timing. */
    private static void warmUp() {
        for (int i = 0; i < 3; i++) {
            for (Case c : CASES) {
                Position.fromFen(c.fen()).perft(c.depth() - 1);
            }
        }
    }

    /** Best wall time of Stockfish's {@code go perft} for the case, one thread, timed from "go" to its total. */
    private OptionalLong stockfishBest(Case c) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(stockfish.toString()).redirectErrorStream(true).start();
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII);
             BufferedReader reply = new BufferedReader(new InputStreamReader(process.getInputStream(),
                     StandardCharsets.US_ASCII))) {
            send(in, "uci");
            waitFor(reply, "uciok");
            send(in, "setoption name Threads value 1");
            send(in, "position fen " + c.fen());
            send(in, "isready");
            waitFor(reply, "readyok");
            long best = Long.MAX_VALUE;
            for (int i = 0; i < Math.max(1, runs); i++) {
                long t0 = System.nanoTime();
                send(in, "go perft " + c.depth());
                String total = waitFor(reply, "Nodes searched");
                long elapsed = System.nanoTime() - t0;
                if (total == null || Long.parseLong(total.replaceAll("\\D", "")) != c.nodes()) {
                    return OptionalLong.empty();
                }
                best = Math.min(best, elapsed);
            }
            send(in, "quit");
            return OptionalLong.of(best);
        } finally {
            if (!process.waitFor(5, java.util.concurrent.TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
    }

    private static void send(Writer in, String command) throws IOException {
        in.write(command + "\n");
        in.flush();
    }

    /** Reads until a line starting with {@code prefix}; null if the engine stops talking. */
    private static String waitFor(BufferedReader reply, String prefix) throws IOException {
        for (String line; (line = reply.readLine()) != null; ) {
            if (line.startsWith(prefix)) {
                return line;
            }
        }
        return null;
    }
}
