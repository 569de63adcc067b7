import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.puzzle.PuzzleCsv;
import org.turnpan.chess.puzzle.Theme;
import org.turnpan.chess.puzzle.ThemeDetector;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;

/**
 * Builds the shipped puzzle set from the game corpus with Stockfish (one-off tool; docs/puzzles.md
 * gives the command and the checking rule). Two steps, so the slow one can be resumed:
 *
 * <ol>
 * <li>{@code --scan}: replays games (a fixed-seed shuffle of the corpus), screens every position of
 *     the positions of the last {@value #PLIES_SCANNED} plies of decisive games where the
 *     winner was to move and played a capture, a check or a promotion (at most {@value #MAX_TRIES}
 *     a game), verifies each with a MultiPV-2 search of {@value #VERIFY_NODES} nodes per player
 *     move, and keeps it when the player was not already winning before the opponent's move
 *     ({@value #SCREEN_NODES} nodes). Appends one tab-separated line per sound puzzle.</li>
 * <li>{@code --write}: tags themes with our own rules ({@code org.turnpan.chess.puzzle.Themes}),
 *     derives ratings and writes the lichess-format CSV.</li>
 * </ol>
 *
 * Run from the project folder after {@code mvn -Pquick compile}:
 * {@code java -cp target/classes src/build/java/PuzzleBuilder.java --scan CORPUS.pgn OUT.tsv TARGET [OFFSET STRIDE]}
 * (several at once over a stride of the games) and
 * {@code java -cp target/classes src/build/java/PuzzleBuilder.java --write OUT.tsv... CSV}.
 * Messages are English: they are for the person building, not the player.
 */
public final class PuzzleBuilder {
    static final int PLIES_SCANNED = 80;
    static final int SCREEN_NODES = 1_000;
    static final int VERIFY_NODES = 20_000;
    static final int WIN = 300;
    static final int SECOND_MAX = 120;
    static final int GAP = 250;
    static final int MAX_TRIES = 8;
    /**
     * Also positions the player was already winning before the opponent's move (when the only-move
     * rule still holds: every other move gives the win away). Set for the second half of the scan.
     */
    static final boolean ALREADY_WON_TOO = Boolean.getBoolean("alreadyWonToo");
    static final boolean DEBUG = Boolean.getBoolean("debug");
    String lastWhy = "";
    static final int MATE = 100_000;
    static final int MAX_PLAYER_MOVES = 3;

    private final BufferedWriter toEngine;
    private final BufferedReader fromEngine;

    PuzzleBuilder(Process engine) {
        toEngine = new BufferedWriter(new OutputStreamWriter(engine.getOutputStream(), StandardCharsets.US_ASCII));
        fromEngine = new BufferedReader(new InputStreamReader(engine.getInputStream(), StandardCharsets.US_ASCII));
    }

    /** One verified puzzle of the scan files. */
    record Found(String fen, List<Move> moves, int firstDepth, String url, String opening) {
    }

    /**
     * The CSV from the scan files: duplicates (same position) dropped, themes by our rules, the
     * rating derived ({@link #rating}), sorted by rating, numbered {@code T0001}... in that order.
     */
    static void write(List<Path> scans, Path csv) throws IOException {
        List<Found> all = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Path scan : scans) {
            for (String line : Files.readAllLines(scan, StandardCharsets.UTF_8)) {
                String[] f = line.split("\t", -1);
                if (line.isBlank() || line.startsWith("#") || f.length < 6 || !seen.add(f[1])) {
                    continue;
                }
                List<Move> moves = new ArrayList<>();
                for (String uci : f[2].split(" ")) {
                    moves.add(Move.parseUci(uci).orElseThrow());
                }
                String opening = f[6].replaceAll("[^A-Za-z0-9 ]", "").strip().replaceAll(" +", "_");
                all.add(new Found(f[1], moves, Integer.parseInt(f[3]), f[5], opening));
            }
        }
        List<String[]> rows = new ArrayList<>();
        for (Found x : all) {
            Position before = Position.fromFen(x.fen());
            Position start = before.play(x.moves().get(0));
            List<Move> solution = x.moves().subList(1, x.moves().size());
            java.util.Set<Theme> themes = ThemeDetector.themes(start, solution);
            int rating = rating(start, solution, x.firstDepth());
            rows.add(new String[] {Integer.toString(rating), PuzzleCsv.row("?", before, x.moves(), rating, DEVIATION,
                    List.copyOf(themes), x.url(), x.opening())});
        }
        rows.sort(java.util.Comparator.comparingInt((String[] r) -> Integer.parseInt(r[0])).thenComparing(r -> r[1]));
        StringBuilder out = new StringBuilder(PuzzleCsv.HEADER).append('\n');
        int n = 0;
        for (String[] r : rows) {
            out.append(String.format("T%04d", ++n)).append(r[1].substring(1)).append('\n');
        }
        Files.writeString(csv, out, StandardCharsets.UTF_8);
        System.err.println(n + " puzzles written to " + csv);
    }

    /** The RatingDeviation written for every puzzle: an estimate, never played on a server. */
    static final int DEVIATION = 200;

    /**
     * The derived rating: 900, plus 100 for each search depth beyond the first that Stockfish needed
     * before the first move stayed its best (at most 8), plus 250 for each player move beyond the
     * first, plus 200 when the first move is quiet (no capture, no check), plus 150 when it puts the
     * moved piece where the opponent can take it and takes less than that piece is worth (a
     * sacrifice); between 600 and 2600.
     */
    static int rating(Position start, List<Move> solution, int firstDepth) {
        Move first = solution.get(0);
        Position after = start.play(first);
        int r = 900 + 100 * Math.max(0, Math.min(firstDepth - 1, 8)) + 250 * ((solution.size() + 1) / 2 - 1);
        boolean capture = start.isCapture(first);
        if (!capture && !after.isCheck()) {
            r += 200;
        }
        org.turnpan.chess.rules.PieceType mover = start.pieceAt(first.from()).orElseThrow().type();
        int taken = start.capturedPiece(first).map(p -> value(p.type())).orElse(0);
        if (mover != org.turnpan.chess.rules.PieceType.KING && after.isAttackedBy(first.to(), after.sideToMove())
                && taken < value(mover)) {
            r += 150;
        }
        return Math.max(600, Math.min(2600, r));
    }

    static int value(org.turnpan.chess.rules.PieceType t) {
        return switch (t) {
            case PAWN -> 1;
            case KNIGHT, BISHOP -> 3;
            case ROOK -> 5;
            case QUEEN -> 9;
            case KING -> 100;
        };
    }

    public static void main(String[] args) throws Exception {
        if (args.length >= 3 && args[0].equals("--write")) {
            // --write SCAN.tsv... CSV
            List<Path> scans = new ArrayList<>();
            for (int i = 1; i < args.length - 1; i++) {
                scans.add(Path.of(args[i]));
            }
            write(scans, Path.of(args[args.length - 1]));
            return;
        }
        if (args.length < 4 || !args[0].equals("--scan")) {
            System.err.println("usage: --scan CORPUS.pgn OUT.tsv TARGET [OFFSET STRIDE] | --write SCAN.tsv... CSV");
            System.exit(2);
        }
        Path corpus = Path.of(args[1]);
        Path out = Path.of(args[2]);
        int target = Integer.parseInt(args[3]);
        int offset = args.length > 5 ? Integer.parseInt(args[4]) : 0;
        int stride = args.length > 5 ? Integer.parseInt(args[5]) : 1;
        String stockfish = System.getProperty("stockfish", "/usr/games/stockfish");
        Process p = new ProcessBuilder(stockfish).redirectErrorStream(true).start();
        PuzzleBuilder b = new PuzzleBuilder(p);
        b.send("uci");
        b.waitFor("uciok");
        b.send("setoption name Threads value 1");
        b.send("setoption name Hash value 32");
        b.send("isready");
        b.waitFor("readyok");
        b.run(corpus, out, target, offset, stride);
        b.send("quit");
        p.waitFor();
    }

    record Game(PgnGame pgn, List<Move> moves) {
    }

    void run(Path corpus, Path out, int target, int offset, int stride) throws IOException {
        List<Game> games = new ArrayList<>();
        try (Reader r = Files.newBufferedReader(corpus, StandardCharsets.UTF_8); PgnReader pgn = new PgnReader(r)) {
            while (pgn.hasNext()) {
                if (pgn.next() instanceof PgnEntry.Read read && read.game().moves().size() >= 20
                        && read.game().start().equals(Position.initial())) {
                    games.add(new Game(read.game(), read.game().moves()));
                }
            }
        }
        Collections.shuffle(games, new Random(20261202L));
        // the corpus holds the same game under several sources' headers: only its first copy is scanned
        Set<List<Move>> playedBefore = new HashSet<>();
        boolean[] repeat = new boolean[games.size()];
        for (int i = 0; i < games.size(); i++) {
            repeat[i] = !playedBefore.add(games.get(i).moves());
        }
        Set<String> seen = new HashSet<>();
        // positions found by the other scans (files beside this one) are not found again
        try (java.util.stream.Stream<Path> others = Files.list(out.toAbsolutePath().getParent())) {
            for (Path other : others.filter(f -> f.toString().endsWith(".tsv") && !f.equals(out.toAbsolutePath())).toList()) {
                for (String line : Files.readAllLines(other, StandardCharsets.UTF_8)) {
                    String[] f = line.split("\t");
                    if (f.length > 1) {
                        seen.add(f[1]);
                    }
                }
            }
        }
        int found = 0;
        if (Files.exists(out)) {
            for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    seen.add(line.split("\t")[1]);
                    found++;
                }
            }
        }
        int start = found == 0 ? offset : Integer.parseInt(lastGameIndex(out)) + stride;
        long t0 = System.nanoTime();
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int gi = start; gi < games.size() && found < target; gi += stride) {
                Game g = games.get(gi);
                if (repeat[gi]) {
                    continue;
                }
                for (String line : scanGame(gi, g, seen)) {
                    w.write(line);
                    w.write('\n');
                    w.flush();
                    found++;
                }
                if (gi % 20 < stride) {
                    System.err.printf("game %d, puzzles %d, %.0f s%n", gi, found, (System.nanoTime() - t0) / 1e9);
                }
            }
        }
    }

    static String lastGameIndex(Path out) throws IOException {
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (!lines.get(i).isBlank() && !lines.get(i).startsWith("#")) {
                return lines.get(i).split("\t")[0];
            }
        }
        return "-1";
    }

    /**
     * Three puzzles at most per game, found from the end backwards; at most three positions of a game
     * are verified (the budget of a loaded machine).
     */
    List<String> scanGame(int index, Game g, Set<String> seen) throws IOException {
        List<String> found = new ArrayList<>();
        int tries = 0;
        List<Position> positions = new ArrayList<>();
        Position p = g.pgn().start();
        positions.add(p);
        for (Move m : g.moves()) {
            p = p.play(m);
            positions.add(p);
        }
        int n = g.moves().size();
        int from = Math.max(12, n - PLIES_SCANNED);
        String result = g.pgn().tag("Result").orElse("*");
        if (!result.equals("1-0") && !result.equals("0-1")) {
            return found;
        }
        org.turnpan.chess.rules.Side winner = result.equals("1-0") ? org.turnpan.chess.rules.Side.WHITE
                : org.turnpan.chess.rules.Side.BLACK;
        send("ucinewgame");
        for (int i = n - 1; i > from && tries < MAX_TRIES && found.size() < 3; i--) {
            Position at = positions.get(i);
            // candidates: the winner to move, and the game's move there forcing (capture, check, promotion)
            Move played = g.moves().get(i);
            if (at.sideToMove() != winner || at.legalMoves().size() < 2
                    || !(at.isCapture(played) || played.isPromotion() || at.play(played).isCheck())) {
                continue;
            }
            Position prev = positions.get(i - 1);
            String fen = prev.toFen();
            if (seen.contains(fen)) {
                continue;
            }
            // the player must be winning now, and the opponent's move must be the mistake: before it
            // the player was not already winning (cheap searches first, so most cost no verification)
            int now = search(at.toFen(), "nodes " + SCREEN_NODES, 1).get(0).score();
            if (now < WIN) {
                continue;
            }
            int was = ALREADY_WON_TOO ? 0 : -search(prev.toFen(), "nodes " + SCREEN_NODES, 1).get(0).score();
            if (was >= WIN) {
                continue;
            }
            tries++;
            String solved = verify(at);
            if (DEBUG) {
                System.err.println("game " + index + " ply " + i + " before " + was + " -> " + solved + " " + lastWhy);
            }
            if (solved != null) {
                seen.add(fen);
                String url = g.pgn().tag("Link").or(() -> g.pgn().tag("Site").filter(s -> s.startsWith("http"))).orElse("");
                String opening = g.pgn().tag("Opening").orElse("");
                String event = g.pgn().tag("White").orElse("?") + " - " + g.pgn().tag("Black").orElse("?") + ", "
                        + g.pgn().tag("Event").orElse("?") + " " + g.pgn().tag("Date").orElse("?");
                found.add(index + "\t" + fen + "\t" + g.moves().get(i - 1).uci() + " " + solved + "\t" + url + "\t"
                        + opening.replace('\t', ' ') + "\t" + event.replace('\t', ' ') + "\t" + (i + 1) / 2);
                i -= 3;
            }
        }
        return found;
    }

    /**
     * The solution from {@code at}: player moves (each the only winning one, or a mate) and the
     * engine's replies, as UCI text with the first depth at which the first move was best, or null.
     */
    String verify(Position at) throws IOException {
        List<String> line = new ArrayList<>();
        Position p = at;
        int firstDepth = -1;
        int finalScore = 0;
        List<Line> pending = null;
        for (int k = 0; k < MAX_PLAYER_MOVES; k++) {
            List<Line> pv = pending != null ? pending : search(p.toFen(), "nodes " + VERIFY_NODES, 2);
            Line best = pv.get(0);
            int second = pv.size() > 1 ? pv.get(1).score() : -MATE;
            boolean mate = best.score() > MATE / 2;
            if (k == 0) {
                if (mate) {
                    int mateIn = (MATE - best.score() + 1) / 2;
                    if (mateIn > 3) {
                        return null;
                    }
                    return mateLine(at, best, mateIn);
                }
                if (best.score() < WIN || second > SECOND_MAX || best.score() - second < GAP) {
                    lastWhy = best.score() + "/" + second;
                    return null;
                }
                firstDepth = best.firstDepth();
            } else {
                // extend only with a forcing move that is still the only one
                Move m = Move.parseUci(best.moves().get(0)).orElseThrow();
                boolean forcing = p.isCapture(m) || m.isPromotion() || p.play(m).isCheck();
                if (mate || !forcing || best.score() < WIN || second > SECOND_MAX || best.score() - second < GAP) {
                    break;
                }
            }
            Move m = Move.parseUci(best.moves().get(0)).orElseThrow();
            if (!p.isLegal(m)) {
                return null;
            }
            line.add(m.uci());
            p = p.play(m);
            finalScore = best.score();
            if (!p.hasLegalMove() || best.moves().size() < 2) {
                break;
            }
            Move reply = Move.parseUci(best.moves().get(1)).orElseThrow();
            if (!p.isLegal(reply)) {
                return null;
            }
            // stop before the reply when the next player move would not be played
            Position afterReply = p.play(reply);
            if (!afterReply.hasLegalMove() || k == MAX_PLAYER_MOVES - 1) {
                break;
            }
            List<Line> next = search(afterReply.toFen(), "nodes " + VERIFY_NODES, 2);
            Line nb = next.get(0);
            int ns = next.size() > 1 ? next.get(1).score() : -MATE;
            Move nm = Move.parseUci(nb.moves().get(0)).orElseThrow();
            boolean forcing = afterReply.isCapture(nm) || nm.isPromotion() || afterReply.play(nm).isCheck();
            if (nb.score() > MATE / 2 || !forcing || nb.score() < WIN || ns > SECOND_MAX || nb.score() - ns < GAP) {
                break;
            }
            line.add(reply.uci());
            p = afterReply;
            pending = next;
        }
        if (finalScore < WIN) {
            return null;
        }
        return String.join(" ", line) + "\t" + firstDepth + "\t" + finalScore;
    }

    /** A mate line, checked by our rules: it ends in mate after exactly 2N-1 plies. */
    String mateLine(Position at, Line best, int mateIn) {
        if (best.moves().size() < 2 * mateIn - 1) {
            return null;
        }
        Position p = at;
        List<String> line = new ArrayList<>();
        for (int i = 0; i < 2 * mateIn - 1; i++) {
            Move m = Move.parseUci(best.moves().get(i)).orElse(null);
            if (m == null || !p.isLegal(m)) {
                return null;
            }
            p = p.play(m);
            line.add(m.uci());
        }
        if (!p.isCheckmate()) {
            return null;
        }
        return String.join(" ", line) + "\t" + best.firstDepth() + "\tmate" + mateIn;
    }

    record Line(int score, List<String> moves, int firstDepth) {
    }

    List<Line> search(String fen, String limit, int multiPv) throws IOException {
        send("setoption name MultiPV value " + multiPv);
        send("position fen " + fen);
        send("go " + limit);
        Line[] lines = new Line[multiPv];
        int firstDepth = -1;
        String firstMove = null;
        while (true) {
            String s = fromEngine.readLine();
            if (s == null) {
                throw new IOException("stockfish ended");
            }
            if (s.startsWith("bestmove")) {
                break;
            }
            if (!s.startsWith("info") || !s.contains(" pv ") || s.contains("upperbound") || s.contains("lowerbound")) {
                continue;
            }
            String[] t = s.split(" ");
            int depth = 0;
            int pvIndex = 1;
            int score = 0;
            List<String> pv = new ArrayList<>();
            for (int i = 1; i < t.length; i++) {
                switch (t[i]) {
                    case "depth" -> depth = Integer.parseInt(t[++i]);
                    case "multipv" -> pvIndex = Integer.parseInt(t[++i]);
                    case "score" -> {
                        String kind = t[++i];
                        int v = Integer.parseInt(t[++i]);
                        score = kind.equals("cp") ? v : v > 0 ? MATE - (2 * v - 1) : -MATE + (-2 * v);
                    }
                    case "pv" -> {
                        for (int j = i + 1; j < t.length; j++) {
                            pv.add(t[j]);
                        }
                        i = t.length;
                    }
                    default -> {
                    }
                }
            }
            if (pvIndex == 1) {
                if (firstMove == null || !firstMove.equals(pv.get(0))) {
                    firstMove = pv.get(0);
                    firstDepth = depth;
                }
            }
            if (pvIndex <= multiPv) {
                lines[pvIndex - 1] = new Line(score, pv, firstDepth);
            }
        }
        List<Line> out = new ArrayList<>();
        for (Line l : lines) {
            if (l != null) {
                out.add(new Line(l.score(), l.moves(), firstDepth));
            }
        }
        if (out.isEmpty()) {
            out.add(new Line(0, List.of(), 0));
        }
        return out;
    }

    void send(String command) throws IOException {
        toEngine.write(command);
        toEngine.write('\n');
        toEngine.flush();
    }

    void waitFor(String token) throws IOException {
        String s;
        while ((s = fromEngine.readLine()) != null) {
            if (s.startsWith(token)) {
                return;
            }
        }
        throw new IOException("stockfish ended before " + token);
    }
}
