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
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.turnpan.chess.notation.pgn.PgnEntry;
import org.turnpan.chess.notation.pgn.PgnGame;
import org.turnpan.chess.notation.pgn.PgnReader;
import org.turnpan.chess.puzzle.Puzzle;
import org.turnpan.chess.puzzle.PuzzleCsv;
import org.turnpan.chess.puzzle.Theme;
import org.turnpan.chess.puzzle.ThemeDetector;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Piece;
import org.turnpan.chess.rules.PieceType;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;
import org.turnpan.chess.rules.Square;

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
     * The new candidates of the scan files, as a CSV for {@code --recheck}: positions neither in
     * {@code base} nor met before dropped, themes by our rules, rating 0 for now, ids going on from
     * the base's highest ({@code T1022}...) in the files' order. A base puzzle keeps its id forever.
     */
    static void candidates(Path base, List<Path> scans, Path csv) throws IOException {
        List<Puzzle> old = PuzzleCsv.read(Files.readString(base, StandardCharsets.UTF_8)).puzzles();
        Set<String> seen = new HashSet<>();
        int next = 0;
        for (Puzzle p : old) {
            seen.add(p.before().toFen());
            seen.add(p.start().toFen());
            next = Math.max(next, Integer.parseInt(p.id().substring(1)));
        }
        StringBuilder out = new StringBuilder(PuzzleCsv.HEADER).append('\n');
        int n = 0;
        for (Path scan : scans) {
            for (String line : Files.readAllLines(scan, StandardCharsets.UTF_8)) {
                String[] f = line.split("\t", -1);
                if (line.isBlank() || line.startsWith("#") || f.length < 7) {
                    continue;
                }
                Found x = found(f);
                Position before = Position.fromFen(x.fen());
                Position start = before.play(x.moves().get(0));
                if (!seen.add(before.toFen()) || !seen.add(start.toFen())) {
                    continue;
                }
                List<Move> solution = x.moves().subList(1, x.moves().size());
                out.append(PuzzleCsv.row(String.format("T%04d", ++next), before, x.moves(), 0, DEVIATION,
                        List.copyOf(ThemeDetector.themes(start, solution)), x.url(), x.opening())).append('\n');
                n++;
            }
        }
        Files.writeString(csv, out, StandardCharsets.UTF_8);
        System.err.println(n + " candidates written to " + csv);
    }

    /**
     * The shipped CSV: the base's puzzles in their order, then the candidates, each kept only when
     * the recheck passed it; themes by our rules, ratings by {@link #rating} from the recheck's depth.
     */
    static void write(Path base, Path candidates, List<Path> rechecks, Path csv) throws IOException {
        java.util.Map<String, String[]> checked = new java.util.HashMap<>();
        for (Path r : rechecks) {
            for (String line : Files.readAllLines(r, StandardCharsets.UTF_8)) {
                String[] f = line.split("\t", -1);
                if (f.length >= 4) {
                    checked.put(f[0], f);
                }
            }
        }
        List<Puzzle> all = new ArrayList<>(PuzzleCsv.read(Files.readString(base, StandardCharsets.UTF_8)).puzzles());
        all.addAll(PuzzleCsv.read(Files.readString(candidates, StandardCharsets.UTF_8)).puzzles());
        StringBuilder out = new StringBuilder(PuzzleCsv.HEADER).append('\n');
        int kept = 0;
        int unchecked = 0;
        List<String> dropped = new ArrayList<>();
        for (Puzzle p : all) {
            String[] r = checked.get(p.id());
            if (r == null) {
                unchecked++;
                continue;
            }
            if (!r[1].equals("ok")) {
                dropped.add(p.id() + " " + r[1]);
                continue;
            }
            Set<Theme> themes = ThemeDetector.themes(p.start(), p.solution());
            int rating = rating(p.start(), p.solution(), Integer.parseInt(r[2]));
            out.append(PuzzleCsv.row(p.id(), p.before(), p.moves(), rating, DEVIATION, List.copyOf(themes),
                    p.gameUrl(), p.opening())).append('\n');
            kept++;
        }
        Files.writeString(csv, out, StandardCharsets.UTF_8);
        System.err.println(kept + " puzzles written to " + csv + "; not rechecked (left out): " + unchecked
                + "; failed the recheck (left out): " + dropped.size() + " " + dropped);
    }

    /** One line of a scan file (game, FEN, moves, first depth, final score, URL, opening...). */
    static Found found(String[] f) {
        List<Move> moves = new ArrayList<>();
        for (String uci : f[2].split(" ")) {
            moves.add(Move.parseUci(uci).orElseThrow());
        }
        String opening = f[6].replaceAll("[^A-Za-z0-9 ]", "").strip().replaceAll(" +", "_");
        return new Found(f[1], moves, Integer.parseInt(f[3]), f[5], opening);
    }

    /** The distribution of a CSV, as docs/puzzles.md shows it: ratings by 200, solution lengths, themes. */
    static String stats(Path csv) throws IOException {
        List<Puzzle> all = PuzzleCsv.read(Files.readString(csv, StandardCharsets.UTF_8)).puzzles();
        StringBuilder out = new StringBuilder(all.size() + " puzzles\n\n| rating | puzzles | |\n|---|---:|---|\n");
        int[] bins = new int[14];
        int[] lengths = new int[4];
        for (Puzzle p : all) {
            bins[Math.min(13, p.rating() / 200)]++;
            lengths[Math.min(3, p.playerMoves())]++;
        }
        for (int b = 0; b < bins.length; b++) {
            if (bins[b] > 0) {
                out.append(String.format("| %d-%d | %d | %s |%n", b * 200, b * 200 + 199, bins[b],
                        "#".repeat((bins[b] + 9) / 10)));
            }
        }
        out.append("\n| player moves | puzzles | |\n|---|---:|---|\n");
        for (int l = 1; l <= 3; l++) {
            out.append(String.format("| %d | %d | %s |%n", l, lengths[l], "#".repeat((lengths[l] + 9) / 10)));
        }
        out.append("\n| theme | puzzles |\n|---|---:|\n");
        for (Theme t : Theme.values()) {
            long n = all.stream().filter(p -> p.themes().contains(t)).count();
            out.append("| ").append(t.lichessName()).append(" | ").append(n).append(" |\n");
        }
        return out.toString();
    }

    /** The RatingDeviation written for every puzzle: an estimate, never played on a server. */
    static final int DEVIATION = 200;

    /**
     * The derived rating (docs/puzzles.md, "Rating"): 600; a mate in one, two, three adds 0, 450,
     * 750, another line 300 for each player move beyond the first; the first move adds 300 when quiet
     * (no capture, no check), 100 when a check that takes nothing, 200 when a sacrifice (the moved
     * piece can be taken and takes less than it is worth); 40 for each search depth beyond the first
     * that Stockfish needed before the first move stayed its best (depth 12 at most); 5 for each
     * legal move of the player beyond 25 (at most 100; as much taken off below 25); 150 taken off
     * when the first move takes an undefended knight, bishop, rook or queen (a free piece), 100 added
     * when a line that does not mate wins two pawns' worth or less; 150 added when the first move
     * takes a defended piece (it wins all the same: harder to trust); 20 for each square beyond the
     * first that a rook, bishop or queen travels on its first move (at most 100: a long line is
     * harder to see, above all by ear). Between 400 and 2400.
     */
    static int rating(Position start, List<Move> solution, int firstDepth) {
        Move first = solution.get(0);
        Position after = start.play(first);
        int playerMoves = (solution.size() + 1) / 2;
        Position last = start;
        for (Move m : solution) {
            last = last.play(m);
        }
        boolean mate = last.isCheckmate();
        int r = 600;
        r += mate ? new int[] {0, 450, 750}[Math.min(playerMoves, 3) - 1] : 300 * (playerMoves - 1);
        boolean capture = start.isCapture(first);
        if (!capture && !after.isCheck()) {
            r += 300;
        } else if (!capture) {
            r += 100;
        }
        PieceType mover = start.pieceAt(first.from()).orElseThrow().type();
        int taken = start.capturedPiece(first).map(p -> value(p.type())).orElse(0);
        if (mover != PieceType.KING && after.isAttackedBy(first.to(), after.sideToMove()) && taken < value(mover)) {
            r += 200;
        }
        r += 40 * (Math.max(1, Math.min(firstDepth, RECHECK_DEPTH)) - 1);
        r += 5 * Math.max(-20, Math.min(20, start.legalMoves().size() - 25));
        boolean defended = start.isAttackedBy(first.to(), start.sideToMove().opposite());
        if (taken >= 3 && !defended) {
            r -= 150;
        }
        if (capture && defended) {
            r += 150;
        }
        int distance = Math.max(Math.abs(first.to().file() - first.from().file()),
                Math.abs(first.to().rank() - first.from().rank()));
        if (mover.isSlider()) {
            r += 20 * Math.min(5, distance - 1);
        }
        if (!mate && balance(last, start.sideToMove()) - balance(start, start.sideToMove()) <= 2) {
            r += 100;
        }
        return Math.max(400, Math.min(2400, r));
    }

    static int value(PieceType t) {
        return switch (t) {
            case PAWN -> 1;
            case KNIGHT, BISHOP -> 3;
            case ROOK -> 5;
            case QUEEN -> 9;
            case KING -> 100;
        };
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && args[0].equals("--stats")) {
            System.out.print(stats(Path.of(args[1])));
            return;
        }
        if (args.length >= 4 && args[0].equals("--candidates")) {
            // --candidates BASE.csv OUT.csv SCAN.tsv...
            List<Path> scans = new ArrayList<>();
            for (int i = 3; i < args.length; i++) {
                scans.add(Path.of(args[i]));
            }
            candidates(Path.of(args[1]), scans, Path.of(args[2]));
            return;
        }
        if (args.length >= 5 && args[0].equals("--write")) {
            // --write BASE.csv CANDIDATES.csv OUT.csv RECHECK.tsv...
            List<Path> rechecks = new ArrayList<>();
            for (int i = 4; i < args.length; i++) {
                rechecks.add(Path.of(args[i]));
            }
            write(Path.of(args[1]), Path.of(args[2]), rechecks, Path.of(args[3]));
            return;
        }
        if (args.length >= 7 && args[0].equals("--hunt")) {
            // --hunt CORPUS.pgn BASE.csv OUT.tsv SECONDS OFFSET STRIDE
            PuzzleBuilder b = start();
            b.hunt(Path.of(args[1]), Path.of(args[2]), Path.of(args[3]), Long.parseLong(args[4]),
                    Integer.parseInt(args[5]), Integer.parseInt(args[6]));
            b.send("quit");
            return;
        }
        if (args.length == 5 && args[0].equals("--recheck")) {
            // --recheck PUZZLES.csv OUT.tsv OFFSET STRIDE
            PuzzleBuilder b = start();
            b.recheck(Path.of(args[1]), Path.of(args[2]), Integer.parseInt(args[3]), Integer.parseInt(args[4]));
            b.send("quit");
            return;
        }
        if (args.length < 4 || !args[0].equals("--scan")) {
            System.err.println("usage: --scan CORPUS.pgn OUT.tsv TARGET [OFFSET STRIDE] | --hunt CORPUS.pgn BASE.csv OUT.tsv"
                    + " SECONDS OFFSET STRIDE | --candidates BASE.csv OUT.csv SCAN.tsv... | --recheck PUZZLES.csv OUT.tsv"
                    + " OFFSET STRIDE | --write BASE.csv CANDIDATES.csv OUT.csv RECHECK.tsv...");
            System.exit(2);
        }
        Path corpus = Path.of(args[1]);
        Path out = Path.of(args[2]);
        int target = Integer.parseInt(args[3]);
        int offset = args.length > 5 ? Integer.parseInt(args[4]) : 0;
        int stride = args.length > 5 ? Integer.parseInt(args[5]) : 1;
        PuzzleBuilder b = start();
        b.run(corpus, out, target, offset, stride);
        b.send("quit");
    }

    record Game(PgnGame pgn, List<Move> moves) {
        /** The positions of the game: its start, then after each move. */
        List<Position> positions() {
            List<Position> out = new ArrayList<>();
            Position p = pgn.start();
            out.add(p);
            for (Move m : moves) {
                p = p.play(m);
                out.add(p);
            }
            return out;
        }
    }

    /** Stockfish started ({@code -Dstockfish=PATH}, else /usr/games/stockfish), Threads 1, Hash 32. */
    static PuzzleBuilder start() throws IOException {
        String stockfish = System.getProperty("stockfish", "/usr/games/stockfish");
        Process p = new ProcessBuilder(stockfish).redirectErrorStream(true).start();
        PuzzleBuilder b = new PuzzleBuilder(p);
        b.send("uci");
        b.waitFor("uciok");
        b.send("setoption name Threads value 1");
        b.send("setoption name Hash value 32");
        b.send("isready");
        b.waitFor("readyok");
        return b;
    }

    /** The themes the hunt looks for until each has {@link #THEME_TARGET} puzzles (the issue's list). */
    static final List<Theme> WANTED = List.of(Theme.FORK, Theme.PIN, Theme.SKEWER, Theme.DISCOVERED_ATTACK,
            Theme.MATE_IN_1, Theme.MATE_IN_2, Theme.MATE_IN_3, Theme.BACK_RANK_MATE, Theme.PROMOTION);
    /**
     * The hunt keeps positions the player was already winning before the opponent's move, up to this
     * much (centipawns): the only-move rule still holds at every step (every other move gives the win
     * away), so the puzzle stays a puzzle.
     */
    static final int ALREADY_WON = 800;
    /** {@code -DlinesOnly=true}: a hunt for skewers (and pins) only: a slider lining up two pieces. */
    static final boolean LINES_ONLY = Boolean.getBoolean("linesOnly");
    /** The screen's second best above this: another move wins too, the position is no puzzle. */
    static final int SCREEN_SECOND_MAX = 200;
    static final int THEME_TARGET = Integer.getInteger("themeTarget", 60);

    /**
     * The hunt (issue 26's second build): every position of a game from ply 12, prefiltered by our own
     * code ({@link #worthScreening}), screened ({@value #SCREEN_NODES} nodes: the side to move is +300
     * and was not before the opponent's move), the screen's line guessed at by our theme rules, then
     * verified as {@link #verify} does; a puzzle is kept when the player makes two or more moves, or it
     * has a wanted theme still short of {@link #THEME_TARGET} (counted over the base CSV and every TSV
     * beside {@code out}). Plain one-move wins are no longer kept: the first set has 778 of them.
     */
    void hunt(Path corpus, Path baseCsv, Path out, long seconds, int offset, int stride) throws IOException {
        List<Game> games = games(corpus);
        boolean[] repeat = repeats(games);
        Set<String> seen = new HashSet<>();
        java.util.Map<Theme, Integer> counts = new java.util.EnumMap<>(Theme.class);
        for (Puzzle p : PuzzleCsv.read(Files.readString(baseCsv, StandardCharsets.UTF_8)).puzzles()) {
            seen.add(p.before().toFen());
            for (Theme t : ThemeDetector.themes(p.start(), p.solution())) {
                counts.merge(t, 1, Integer::sum);
            }
        }
        int start = offset;
        try (java.util.stream.Stream<Path> files = Files.list(out.toAbsolutePath().getParent())) {
            for (Path f : files.filter(x -> x.toString().endsWith(".tsv")).toList()) {
                for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                    String[] c = line.split("\t", -1);
                    if (c.length < 6 || line.startsWith("#") || !seen.add(c[1])) {
                        continue;
                    }
                    Found x = found(c);
                    Position s = Position.fromFen(x.fen()).play(x.moves().get(0));
                    for (Theme t : ThemeDetector.themes(s, x.moves().subList(1, x.moves().size()))) {
                        counts.merge(t, 1, Integer::sum);
                    }
                    if (f.toAbsolutePath().equals(out.toAbsolutePath())) {
                        start = Math.max(start, Integer.parseInt(c[0]) + stride);
                    }
                }
            }
        }
        System.err.println("counts at start: " + counts);
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        long t0 = System.nanoTime();
        int kept = 0;
        int screened = 0;
        int verified = 0;
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int gi = start; gi < games.size() && System.nanoTime() < deadline; gi += stride) {
                if (repeat[gi]) {
                    continue;
                }
                Game g = games.get(gi);
                List<Position> positions = g.positions();
                send("ucinewgame");
                int inGame = 0;
                Integer previous = null;
                int previousPly = -2;
                for (int i = 12; i < g.moves().size() && inGame < 3; i++) {
                    Position at = positions.get(i);
                    Position prev = positions.get(i - 1);
                    if (at.legalMoves().size() < 2 || seen.contains(prev.toFen())
                            || !worthScreening(at, positions, i)) {
                        continue;
                    }
                    screened++;
                    // the score before the opponent's move: screened now unless the last ply was
                    int was = previousPly == i - 1 && previous != null ? -previous
                            : -search(prev.toFen(), "nodes " + SCREEN_NODES, 1).get(0).score();
                    List<Line> screen = search(at.toFen(), "nodes " + SCREEN_NODES, 2);
                    Line now = screen.get(0);
                    int second = screen.size() > 1 ? screen.get(1).score() : -MATE;
                    previous = now.score();
                    previousPly = i;
                    // a second move already winning at the screen: no only move, no verification
                    boolean only = now.score() > MATE / 2 || second <= SCREEN_SECOND_MAX;
                    if (now.score() < WIN || was >= ALREADY_WON || !only || !promising(at, now, counts)) {
                        continue;
                    }
                    verified++;
                    String solved = verify(at);
                    if (solved == null) {
                        continue;
                    }
                    List<Move> solution = new ArrayList<>();
                    for (String u : solved.split("\t")[0].split(" ")) {
                        solution.add(Move.parseUci(u).orElseThrow());
                    }
                    Set<Theme> themes = ThemeDetector.themes(at, solution);
                    boolean wanted = themes.stream().anyMatch(t -> WANTED.contains(t)
                            && counts.getOrDefault(t, 0) < THEME_TARGET);
                    if (solution.size() < 3 && !wanted) {
                        continue;
                    }
                    for (Theme t : themes) {
                        counts.merge(t, 1, Integer::sum);
                    }
                    String fen = prev.toFen();
                    seen.add(fen);
                    String url = g.pgn().tag("Link").or(() -> g.pgn().tag("Site").filter(s -> s.startsWith("http")))
                            .orElse("");
                    String opening = g.pgn().tag("Opening").orElse("");
                    String event = g.pgn().tag("White").orElse("?") + " - " + g.pgn().tag("Black").orElse("?") + ", "
                            + g.pgn().tag("Event").orElse("?") + " " + g.pgn().tag("Date").orElse("?");
                    w.write(gi + "\t" + fen + "\t" + g.moves().get(i - 1).uci() + " " + solved + "\t" + url + "\t"
                            + opening.replace('\t', ' ') + "\t" + event.replace('\t', ' ') + "\t" + (i + 1) / 2
                            + "\t" + themes + "\n");
                    w.flush();
                    kept++;
                    inGame++;
                    i += 4;
                }
                if (gi % 50 < stride) {
                    System.err.printf("game %d, screened %d, verified %d, kept %d, %.0f s %s%n", gi, screened,
                            verified, kept, (System.nanoTime() - t0) / 1e9, counts);
                }
            }
        }
        System.err.printf("hunt ended: screened %d, verified %d, kept %d, %.0f s %s%n", screened, verified, kept,
                (System.nanoTime() - t0) / 1e9, counts);
    }

    /** The recheck's search: a fixed depth, with a node cap so a loaded machine still finishes. */
    static final int RECHECK_DEPTH = 12;
    static final int RECHECK_NODES = 150_000;
    /** The recheck's only-move rule: the solution's move scores at least this, every other at most {@link #RECHECK_SECOND}. */
    static final int RECHECK_WIN = 250;
    static final int RECHECK_SECOND = 150;

    /**
     * The recheck: every player move of every puzzle of {@code csv} (from {@code offset}, every
     * {@code stride}th) searched again at depth {@value #RECHECK_DEPTH} (at most {@value #RECHECK_NODES}
     * nodes), MultiPV 2. A mate puzzle passes when Stockfish sees a mate in exactly the moves left at
     * each step; another passes when the solution's move is Stockfish's best, at least
     * {@value #RECHECK_WIN}, and the second best at most {@value #RECHECK_SECOND}. One line per
     * puzzle: id, "ok" or why not, the depth from which the first move stayed best, the first score.
     */
    void recheck(Path csv, Path out, int offset, int stride) throws IOException {
        List<Puzzle> all = PuzzleCsv.read(Files.readString(csv, StandardCharsets.UTF_8)).puzzles();
        Set<String> done = new HashSet<>();
        if (Files.exists(out)) {
            for (String line : Files.readAllLines(out, StandardCharsets.UTF_8)) {
                done.add(line.split("\t")[0]);
            }
        }
        long t0 = System.nanoTime();
        try (Writer w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            for (int i = offset; i < all.size(); i += stride) {
                Puzzle p = all.get(i);
                if (done.contains(p.id())) {
                    continue;
                }
                send("ucinewgame");
                String verdict = "ok";
                int depth = -1;
                int firstScore = 0;
                List<Position> line = p.positions();
                boolean mate = line.get(line.size() - 1).isCheckmate();
                int playerMoves = p.playerMoves();
                for (int k = 0; k < playerMoves && verdict.equals("ok"); k++) {
                    Position at = line.get(2 * k);
                    Move m = p.solution().get(2 * k);
                    List<Line> pv = search(at.toFen(), "depth " + RECHECK_DEPTH + " nodes " + RECHECK_NODES, 2);
                    Line best = pv.get(0);
                    int second = pv.size() > 1 ? pv.get(1).score() : -MATE;
                    if (k == 0) {
                        depth = best.firstDepth();
                        firstScore = best.score();
                    }
                    if (mate) {
                        int left = playerMoves - k;
                        int mateIn = best.score() > MATE / 2 ? (MATE - best.score() + 1) / 2 : -1;
                        if (mateIn != left) {
                            verdict = "move" + (k + 1) + ":mate" + mateIn + "/" + left;
                        } else if (!best.moves().get(0).equals(m.uci())) {
                            // another mate in as many moves: accepted in play; the depth is the mate's
                            depth = k == 0 ? best.firstDepth() : depth;
                        }
                    } else if (best.moves().isEmpty() || !best.moves().get(0).equals(m.uci())) {
                        verdict = "move" + (k + 1) + ":best=" + (best.moves().isEmpty() ? "-" : best.moves().get(0));
                    } else if (best.score() < RECHECK_WIN || second > RECHECK_SECOND) {
                        verdict = "move" + (k + 1) + ":" + best.score() + "/" + second;
                    }
                }
                w.write(p.id() + "\t" + verdict + "\t" + depth + "\t" + firstScore + "\n");
                w.flush();
                if (i % 50 < stride) {
                    System.err.printf("puzzle %d of %d, %.0f s%n", i, all.size(), (System.nanoTime() - t0) / 1e9);
                }
            }
        }
    }

    /** The corpus's games from the standard start of at least 20 plies, in a fixed-seed shuffle. */
    static List<Game> shuffled(Path corpus) throws IOException {
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
        return games;
    }

    /** Which games repeat an earlier one's moves (the same game under another source's headers). */
    static boolean[] repeats(List<Game> games) {
        Set<List<Move>> playedBefore = new HashSet<>();
        boolean[] repeat = new boolean[games.size()];
        for (int i = 0; i < games.size(); i++) {
            repeat[i] = !playedBefore.add(games.get(i).moves());
        }
        return repeat;
    }

    /** {@link #shuffled}, the online games first. */
    static List<Game> games(Path corpus) throws IOException {
        List<Game> games = shuffled(corpus);
        // online games (lichess, chess.com) first: fast games, more tactics missed and punished
        List<Game> online = new ArrayList<>();
        List<Game> rest = new ArrayList<>();
        for (Game g : games) {
            boolean site = g.pgn().tag("Link").isPresent()
                    || g.pgn().tag("Site").filter(s -> s.startsWith("http")).isPresent();
            (site ? online : rest).add(g);
        }
        online.addAll(rest);
        return online;
    }

    /**
     * Our own cheap prefilter, before any Stockfish search: the side to move went on to win material
     * in the game (two pawns or more within six plies) or mated, or it has a move our rules see a
     * motif in: a promotion, a check leaving the king at most one square, a fork of two pieces worth
     * more than the forker (or the king) from a square the opponent does not attack, a slider lining
     * up a valuable piece with a piece behind it (skewer or pin), a piece leaving a line between its
     * own slider and the enemy king or queen (discovered attack).
     */
    static boolean worthScreening(Position at, List<Position> game, int ply) {
        Side me = at.sideToMove();
        if (LINES_ONLY) {
            for (Move m : at.legalMoves()) {
                Position after = at.play(m);
                Piece mover = after.pieceAt(m.to()).orElseThrow();
                if (mover.type().isSlider() && linesUp(after, m.to(), mover)) {
                    return true;
                }
            }
            return false;
        }
        int later = Math.min(game.size() - 1, ply + 6);
        if (balance(game.get(later), me) - balance(at, me) >= 2 || (game.get(game.size() - 1).isCheckmate()
                && game.get(game.size() - 1).sideToMove() != me && game.size() - 1 - ply <= 5)) {
            return true;
        }
        for (Move m : at.legalMoves()) {
            if (m.isPromotion()) {
                return true;
            }
            Position after = at.play(m);
            Piece mover = after.pieceAt(m.to()).orElseThrow();
            if (after.isCheck() && after.legalMoves().size() <= 2) {
                return true;
            }
            if (mover.type() == PieceType.KING || after.isAttackedBy(m.to(), me.opposite())
                    && mover.type() != PieceType.PAWN) {
                continue;
            }
            int big = 0;
            for (Square s : after.attacksFrom(m.to())) {
                Optional<Piece> t = after.pieceAt(s);
                if (t.isPresent() && t.get().side() != me && (t.get().type() == PieceType.KING
                        || value(t.get().type()) > value(mover.type()))) {
                    big++;
                }
            }
            if (big >= 2) {
                return true;
            }
            if (mover.type().isSlider() && linesUp(after, m.to(), mover)) {
                return true;
            }
            Square king = after.kingSquare(me.opposite());
            if (between(at, m.from(), king, me)) {
                return true;
            }
        }
        return false;
    }

    /** Material of {@code side} minus the other's, pawn 1 to queen 9. */
    static int balance(Position p, Side side) {
        int b = 0;
        for (Square s : p.occupiedSquares()) {
            Piece x = p.pieceAt(s).orElseThrow();
            if (x.type() != PieceType.KING) {
                b += (x.side() == side ? 1 : -1) * value(x.type());
            }
        }
        return b;
    }

    /** The slider on {@code from} sees an enemy king, queen or rook with another enemy piece right behind. */
    static boolean linesUp(Position p, Square from, Piece slider) {
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                boolean straight = df == 0 || dr == 0;
                if ((df == 0 && dr == 0) || !(slider.type() == PieceType.QUEEN
                        || (straight ? slider.type() == PieceType.ROOK : slider.type() == PieceType.BISHOP))) {
                    continue;
                }
                Optional<Square> front = first(p, from, df, dr);
                Optional<Square> back = front.isPresent() ? first(p, front.get(), df, dr) : Optional.empty();
                if (front.isPresent() && back.isPresent()) {
                    Piece f = p.pieceAt(front.get()).orElseThrow();
                    Piece b = p.pieceAt(back.get()).orElseThrow();
                    if (f.side() != slider.side() && b.side() != slider.side() && f.type() != PieceType.PAWN
                            && value(f.type()) + value(b.type()) >= 8) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** {@code square} holds a piece of {@code me} standing between its own slider and {@code target}. */
    static boolean between(Position p, Square square, Square target, Side me) {
        int df = Integer.signum(target.file() - square.file());
        int dr = Integer.signum(target.rank() - square.rank());
        boolean line = square.file() == target.file() || square.rank() == target.rank()
                || Math.abs(square.file() - target.file()) == Math.abs(square.rank() - target.rank());
        if (!line) {
            return false;
        }
        Optional<Square> ahead = first(p, square, df, dr);
        Optional<Square> behind = first(p, square, -df, -dr);
        if (ahead.isEmpty() || ahead.get() != target || behind.isEmpty()) {
            return false;
        }
        Piece s = p.pieceAt(behind.get()).orElseThrow();
        boolean straight = df == 0 || dr == 0;
        return s.side() == me && (s.type() == PieceType.QUEEN
                || (straight ? s.type() == PieceType.ROOK : s.type() == PieceType.BISHOP));
    }

    static Optional<Square> first(Position p, Square from, int df, int dr) {
        Optional<Square> s = from.offset(df, dr);
        while (s.isPresent() && p.isEmpty(s.get())) {
            s = s.get().offset(df, dr);
        }
        return s;
    }

    /**
     * Whether the screen's line is worth a verification: a mate in three or less, or our rules find a
     * wanted theme still short in its first three plies, or a quiet first move, or a forcing second
     * player move (a longer puzzle).
     */
    static boolean promising(Position at, Line screen, java.util.Map<Theme, Integer> counts) {
        if (LINES_ONLY && screen.score() < MATE / 2) {
            Optional<Move> m = screen.moves().isEmpty() ? Optional.empty() : Move.parseUci(screen.moves().get(0));
            if (m.isEmpty() || !at.isLegal(m.get())) {
                return false;
            }
            Position after = at.play(m.get());
            Piece mover = after.pieceAt(m.get().to()).orElseThrow();
            return mover.type().isSlider() && linesUp(after, m.get().to(), mover);
        }
        if (screen.score() > MATE / 2) {
            return (MATE - screen.score() + 1) / 2 <= 3;
        }
        List<Move> pv = new ArrayList<>();
        Position p = at;
        for (int k = 0; k < Math.min(3, screen.moves().size()); k++) {
            Optional<Move> m = Move.parseUci(screen.moves().get(k));
            if (m.isEmpty() || !p.isLegal(m.get())) {
                break;
            }
            pv.add(m.get());
            p = p.play(m.get());
        }
        if (pv.isEmpty()) {
            return false;
        }
        if (pv.size() == 2) {
            pv.remove(1);
        }
        Move first = pv.get(0);
        if (!at.isCapture(first) && !at.play(first).isCheck()) {
            return true;
        }
        if (pv.size() == 3) {
            Position q = at.play(pv.get(0)).play(pv.get(1));
            Move second = pv.get(2);
            if (q.isCapture(second) || q.play(second).isCheck() || second.isPromotion()) {
                return true;
            }
        }
        return ThemeDetector.themes(at, pv).stream()
                .anyMatch(t -> WANTED.contains(t) && counts.getOrDefault(t, 0) < THEME_TARGET);
    }

    void run(Path corpus, Path out, int target, int offset, int stride) throws IOException {
        List<Game> games = shuffled(corpus);
        // the corpus holds the same game under several sources' headers: only its first copy is scanned
        boolean[] repeat = repeats(games);
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
        List<Position> positions = g.positions();
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
