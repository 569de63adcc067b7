package org.turnpan.chess.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Match;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.engine.builtin.BuiltinEngine;
import org.turnpan.chess.engine.uci.UciEngine;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.speech.Catalogue;
import org.turnpan.chess.speech.Message;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code bench engine}: the built-in engine's search speed on fixed positions at a fixed depth
 * (next to Stockfish's on the same positions, one thread), then a short match against Stockfish at
 * fixed skill levels with a fixed time per move, alternating colours over a fixed list of openings.
 */
@Command(name = "engine")
final class BenchEngine implements Callable<Integer> {
    /** Bench positions: the start, Kiwipete, two middlegames, a rook endgame and a pawn endgame. */
    static final List<String> POSITIONS = List.of(
            Position.START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP1B1PPP/R2QKB1R w KQ - 0 8",
            "r2q1rk1/1b1nbppp/p2ppn2/1p6/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 12",
            "8/5pk1/6p1/3R4/r6P/6P1/5PK1/8 w - - 0 40",
            "8/8/3k4/3p4/3P4/4K3/8/8 w - - 0 50");

    /** Openings (UCI moves from the start), each played once with either colour. */
    static final List<String> OPENINGS = List.of(
            "e2e4 e7e5 g1f3 b8c6", "d2d4 d7d5 c2c4 e7e6", "e2e4 c7c5 g1f3 d7d6", "e2e4 e7e6 d2d4 d7d5",
            "e2e4 c7c6 d2d4 d7d5", "d2d4 g8f6 c2c4 g7g6", "c2c4 e7e5 b1c3 g8f6", "g1f3 d7d5 g2g3 g8f6",
            "e2e4 e7e5 f1c4 g8f6", "d2d4 d7d5 c2c4 c7c6");

    @Option(names = "--depth")
    int depth = 8;

    @Option(names = "--level")
    int level = 8;

    @Option(names = "--games")
    int games = 20;

    @Option(names = "--skills", split = ",")
    List<Integer> skills = new ArrayList<>(List.of(0, 3));

    @Option(names = "--movetime")
    long movetime = 100;

    @Option(names = "--uci")
    String uciPath = "/usr/games/stockfish";

    @Override
    public Integer call() throws Exception {
        System.out.println("# bench engine: built-in level 8, depth " + depth + ", " + POSITIONS.size() + " positions");
        double ours = speed();
        boolean peer = UciEngine.program(uciPath).isPresent();
        if (peer) {
            double theirs = peerSpeed();
            System.out.printf(Locale.ROOT, "ratio builtin/stockfish nps: %.3f%n", ours / theirs);
        } else {
            System.out.println(Catalogue.forLocale(Locale.getDefault()).render(
                    Message.of("engine.bench.noPeer", "path", uciPath)));
            return 0;
        }
        if (games > 0) {
            for (int skill : skills) {
                if (!match(skill)) {
                    return 1;
                }
            }
        }
        return 0;
    }

    private double speed() throws InterruptedException, ExecutionException {
        try (BuiltinEngine warmUp = new BuiltinEngine(8, new Random(1))) {
            warmUp.search(SearchRequest.of(Position.fromFen(POSITIONS.get(1)), Limit.depth(5))).get();
        }
        long nodes = 0;
        long nanos = 0;
        for (String fen : POSITIONS) {
            try (BuiltinEngine engine = new BuiltinEngine(8, new Random(1))) {
                long t0 = System.nanoTime();
                SearchResult r = engine.search(SearchRequest.of(Position.fromFen(fen), Limit.depth(depth))).get();
                long dt = System.nanoTime() - t0;
                nodes += r.nodes();
                nanos += dt;
                System.out.printf(Locale.ROOT, "builtin  depth %2d  nodes %10d  ms %6d  best %s  %s%n", r.depth(),
                        r.nodes(), dt / 1_000_000, r.bestMove().uci(), fen);
            }
        }
        double nps = nodes * 1e9 / Math.max(1, nanos);
        System.out.printf(Locale.ROOT, "builtin total nodes %d  ms %d  nps %.0f%n", nodes, nanos / 1_000_000, nps);
        return nps;
    }

    private double peerSpeed() throws InterruptedException, ExecutionException {
        EngineStart start = UciEngine.start(uciPath, Map.of("Threads", "1", "Hash", "16"));
        if (!(start instanceof EngineStart.Started s)) {
            return Double.NaN;
        }
        long nodes = 0;
        long nanos = 0;
        try (Engine sf = s.engine()) {
            for (String fen : POSITIONS) {
                long t0 = System.nanoTime();
                SearchResult r = sf.search(SearchRequest.of(Position.fromFen(fen), Limit.depth(depth + 6))).get();
                nanos += System.nanoTime() - t0;
                nodes += r.nodes();
            }
        }
        double nps = nodes * 1e9 / Math.max(1, nanos);
        System.out.printf(Locale.ROOT, "stockfish (1 thread, depth %d) total nodes %d  ms %d  nps %.0f%n", depth + 6,
                nodes, nanos / 1_000_000, nps);
        return nps;
    }

    private boolean match(int skill) {
        EngineStart start = UciEngine.start(uciPath, Map.of("Threads", "1", "Hash", "16",
                "Skill Level", String.valueOf(skill)));
        if (!(start instanceof EngineStart.Started s)) {
            System.out.println("match skill " + skill + ": " + ((EngineStart.Failed) start).problem());
            return false;
        }
        List<List<Move>> openings = new ArrayList<>();
        for (String line : OPENINGS) {
            List<Move> moves = new ArrayList<>();
            for (String m : line.split(" ")) {
                moves.add(Move.parseUci(m).orElseThrow());
            }
            openings.add(moves);
        }
        Match match = new Match(Limit.millis(movetime), 300);
        int[] n = {0};
        try (Engine sf = s.engine(); BuiltinEngine ours = new BuiltinEngine(level, new Random(skill))) {
            Match.Tally t = match.series(ours, sf, openings, games, r -> {
                n[0]++;
                boolean ourWhite = n[0] % 2 == 1;
                String result = r.failed().isPresent() ? (r.failed().get().name().toLowerCase(Locale.ROOT)
                        + " failed: " + r.problem().map(Object::toString).orElse("?"))
                        : r.outcome().map(o -> o.pgnResult() + " " + o.termination()).orElse("1/2-1/2 move limit");
                System.out.printf(Locale.ROOT, "game %2d  builtin:%d %s  plies %3d  white points %.1f  %s%n", n[0],
                        level, ourWhite ? "white" : "black", r.game().plyCount(), r.whitePoints(), result);
            });
            System.out.printf(Locale.ROOT,
                    "match builtin:%d vs %s Skill Level %d, %d ms/move: +%d =%d -%d  score %.1f/%d (%.1f%%)%n",
                    level, sf.name(), skill, movetime, t.wins(), t.draws(), t.losses(), t.points(), t.games(),
                    t.percent());
        }
        return true;
    }
}
