package org.turnpan.chess.engine.uci;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.EngineStart;
import org.turnpan.chess.engine.Limit;
import org.turnpan.chess.engine.Score;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;
import org.turnpan.chess.rules.Move;
import org.turnpan.chess.rules.Position;
import org.turnpan.chess.rules.Side;

/**
 * A UCI engine run as a separate process. Start with {@link #start}; every fault (missing program,
 * no handshake, crash, illegal move, hang) becomes an {@link EngineProblem}, never an exception
 * thrown at the caller. Lines from the engine are read by a daemon thread; searches run one at a
 * time on another.
 */
public final class UciEngine implements Engine {
    public static final Duration HANDSHAKE_TIMEOUT = Duration.ofSeconds(10);
    /** Extra time an engine gets beyond its budget before it is told to stop, and again before it is killed. */
    static final Duration GRACE = Duration.ofSeconds(2);
    /** Budget for searches limited only by depth or nodes. */
    static final Duration UNTIMED_BUDGET = Duration.ofMinutes(2);
    private static final String EOF = new String("<eof>");

    private final String path;
    private final Process process;
    private final BufferedWriter toEngine;
    private final BlockingQueue<String> lines;
    private final ExecutorService worker;
    private final String name;
    private volatile boolean searching;
    private volatile boolean closed;

    private UciEngine(String path, Process process, BlockingQueue<String> lines, String name) {
        this.path = path;
        this.process = process;
        this.lines = lines;
        this.name = name;
        this.toEngine = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "turnpan-uci-search");
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts the program at {@code path} with the given UCI options (those it does not offer are skipped). */
    public static EngineStart start(String path, Map<String, String> options) {
        return start(path, options, HANDSHAKE_TIMEOUT);
    }

    public static EngineStart start(String path, Map<String, String> options, Duration handshakeTimeout) {
        Path exe;
        try {
            exe = Path.of(path);
        } catch (InvalidPathException e) {
            return new EngineStart.Failed(new EngineProblem.NotFound(path));
        }
        if (!Files.exists(exe)) {
            return new EngineStart.Failed(new EngineProblem.NotFound(path));
        }
        if (Files.isDirectory(exe) || !Files.isExecutable(exe)) {
            return new EngineStart.Failed(new EngineProblem.NotExecutable(path));
        }
        Process process;
        try {
            ProcessBuilder pb = new ProcessBuilder(exe.toString());
            pb.redirectError(ProcessBuilder.Redirect.DISCARD);
            process = pb.start();
        } catch (IOException e) {
            return new EngineStart.Failed(new EngineProblem.StartFailed(path, String.valueOf(e.getMessage())));
        }
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> readLines(process, lines), "turnpan-uci-reader");
        reader.setDaemon(true);
        reader.start();
        return handshake(path, process, lines, options, handshakeTimeout);
    }

    private static void readLines(Process process, BlockingQueue<String> lines) {
        try (BufferedReader in = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            // the process went away; EOF below tells the waiting side
        }
        lines.add(EOF);
    }

    /** The handshake failure when no line came in time (the engine is killed) or the engine exited; else null. */
    private static EngineStart.Failed handshakeBroken(String line, String path, Process process, Duration timeout) {
        if (line == null) {
            process.destroyForcibly();
            return new EngineStart.Failed(new EngineProblem.NoHandshake(path, timeout));
        }
        if (line == EOF) {
            return new EngineStart.Failed(new EngineProblem.StartFailed(path, "exited"));
        }
        return null;
    }

    private static EngineStart handshake(String path, Process process, BlockingQueue<String> lines,
                                         Map<String, String> options, Duration timeout) {
        String engineName = Path.of(path).getFileName().toString();
        Map<String, String> offered = new LinkedHashMap<>();
        try {
            send(process, "uci");
            long deadline = System.nanoTime() + timeout.toNanos();
            while (true) {
                String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                EngineStart.Failed silent = handshakeBroken(line, path, process, timeout);
                if (silent != null) {
                    return silent;
                }
                String t = line.trim();
                if (t.startsWith("id name ")) {
                    engineName = t.substring(8).trim();
                } else if (t.startsWith("option name ")) {
                    int type = t.indexOf(" type ");
                    String optionName = (type > 0 ? t.substring(12, type) : t.substring(12)).trim();
                    offered.put(optionName.toLowerCase(Locale.ROOT), optionName);
                } else if (t.equals("uciok")) {
                    break;
                }
            }
            for (Map.Entry<String, String> o : options.entrySet()) {
                String known = offered.get(o.getKey().toLowerCase(Locale.ROOT));
                if (known != null) {
                    send(process, "setoption name " + known + " value " + o.getValue());
                }
            }
            send(process, "isready");
            while (true) {
                String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                EngineStart.Failed silent = handshakeBroken(line, path, process, timeout);
                if (silent != null) {
                    return silent;
                }
                if (line.trim().equals("readyok")) {
                    break;
                }
            }
        } catch (IOException e) {
            process.destroyForcibly();
            return new EngineStart.Failed(new EngineProblem.StartFailed(path, String.valueOf(e.getMessage())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            return new EngineStart.Failed(new EngineProblem.NoHandshake(path, timeout));
        }
        return new EngineStart.Started(new UciEngine(path, process, lines, engineName));
    }

    private static void send(Process process, String command) throws IOException {
        var out = process.getOutputStream();
        out.write((command + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private synchronized void send(String command) throws IOException {
        toEngine.write(command);
        toEngine.write('\n');
        toEngine.flush();
    }

    @Override
    public String name() {
        return name;
    }

    /** The path the engine was started from. */
    public String path() {
        return path;
    }

    @Override
    public CompletableFuture<SearchResult> search(SearchRequest request) {
        CompletableFuture<SearchResult> future = new CompletableFuture<>();
        if (closed) {
            future.completeExceptionally(new EngineFailure(new EngineProblem.Crashed(name)));
            return future;
        }
        stop();
        worker.execute(() -> {
            searching = true;
            try {
                future.complete(runSearch(request));
            } catch (EngineFailure f) {
                future.completeExceptionally(f);
            } finally {
                searching = false;
            }
        });
        return future;
    }

    private SearchResult runSearch(SearchRequest request) {
        Position position = request.position();
        Duration budget = budget(request.limit(), position.sideToMove());
        try {
            if (!process.isAlive()) {
                throw new EngineFailure(new EngineProblem.Crashed(name));
            }
            dropStaleLines();
            send(positionCommand(request));
            send(goCommand(request.limit()));
            return awaitBestMove(position, budget);
        } catch (IOException e) {
            throw new EngineFailure(new EngineProblem.Crashed(name));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFailure(new EngineProblem.Crashed(name));
        }
    }

    private void dropStaleLines() {
        lines.removeIf(l -> l != EOF);
    }

    private SearchResult awaitBestMove(Position position, Duration budget) throws IOException, InterruptedException {
        long start = System.nanoTime();
        long deadline = start + budget.toNanos();
        boolean stopSent = false;
        InfoLine latest = null;
        while (true) {
            String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                if (!stopSent) {
                    send("stop");
                    stopSent = true;
                    deadline = System.nanoTime() + GRACE.toNanos();
                    continue;
                }
                process.destroyForcibly();
                throw new EngineFailure(new EngineProblem.Hung(name,
                        Duration.ofNanos(System.nanoTime() - start)));
            }
            if (line == EOF) {
                lines.add(EOF);
                throw new EngineFailure(new EngineProblem.Crashed(name));
            }
            String t = line.trim();
            if (t.startsWith("info ")) {
                Optional<InfoLine> info = InfoLine.parse(t);
                if (info.isPresent()) {
                    latest = info.get();
                }
            } else if (t.startsWith("bestmove")) {
                return result(position, t, latest);
            }
        }
    }

    private SearchResult result(Position position, String bestmoveLine, InfoLine info) {
        String[] t = bestmoveLine.split("\\s+");
        String text = t.length > 1 ? t[1] : "";
        if (text.isEmpty() || text.equals("(none)") || text.equals("0000")) {
            throw new EngineFailure(new EngineProblem.NoMove(name));
        }
        Optional<Move> move = Move.parseUci(text).filter(position::isLegal);
        if (move.isEmpty()) {
            throw new EngineFailure(new EngineProblem.IllegalMove(name, text));
        }
        List<Move> pv = new ArrayList<>();
        pv.add(move.get());
        Score score = Score.centipawns(0);
        int depth = 0;
        long nodes = 0;
        if (info != null) {
            score = info.score();
            depth = info.depth();
            nodes = info.nodes();
            if (!info.pv().isEmpty() && info.pv().get(0).equals(text)) {
                pv = legalPrefix(position, info.pv());
            }
        }
        return new SearchResult(move.get(), score, pv, depth, nodes);
    }

    private static List<Move> legalPrefix(Position position, List<String> texts) {
        List<Move> out = new ArrayList<>();
        Position p = position;
        for (String s : texts) {
            Optional<Move> m = Move.parseUci(s);
            if (m.isEmpty() || !p.isLegal(m.get())) {
                break;
            }
            out.add(m.get());
            p = p.play(m.get());
        }
        return out;
    }

    static String positionCommand(SearchRequest request) {
        StringBuilder sb = new StringBuilder("position ");
        if (request.start().equals(Position.initial())) {
            sb.append("startpos");
        } else {
            sb.append("fen ").append(request.start().toFen());
        }
        if (!request.moves().isEmpty()) {
            sb.append(" moves");
            for (Move m : request.moves()) {
                sb.append(' ').append(m.uci());
            }
        }
        return sb.toString();
    }

    static String goCommand(Limit limit) {
        if (limit instanceof Limit.Depth d) {
            return "go depth " + d.plies();
        }
        if (limit instanceof Limit.Nodes n) {
            return "go nodes " + n.count();
        }
        if (limit instanceof Limit.MoveTime t) {
            return "go movetime " + Math.max(1, t.time().toMillis());
        }
        if (limit instanceof Limit.GameClock c) {
            return "go wtime " + c.whiteTime().toMillis() + " btime " + c.blackTime().toMillis()
                    + " winc " + c.whiteIncrement().toMillis() + " binc " + c.blackIncrement().toMillis()
                    + (c.movesToGo() > 0 ? " movestogo " + c.movesToGo() : "");
        }
        return "go infinite";
    }

    /** How long the engine may take before it is told to stop (then killed after a grace period). */
    static Duration budget(Limit limit, Side toMove) {
        if (limit instanceof Limit.MoveTime t) {
            return t.time().plus(GRACE);
        }
        if (limit instanceof Limit.GameClock c) {
            return (toMove == Side.WHITE ? c.whiteTime() : c.blackTime()).plus(GRACE);
        }
        if (limit instanceof Limit.Infinite) {
            return Duration.ofDays(365);
        }
        return UNTIMED_BUDGET;
    }

    @Override
    public void stop() {
        if (searching && process.isAlive()) {
            try {
                send("stop");
            } catch (IOException e) {
                // a dead engine is reported by the search itself
            }
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        stop();
        try {
            send("quit");
            if (!process.waitFor(500, TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
            }
        } catch (IOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
        worker.shutdownNow();
    }
}
