package org.turnpan.chess.engine.uci;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
import org.turnpan.chess.text.Echo;
import org.turnpan.chess.text.SafeText;

/**
 * A UCI engine run as a separate process. Start with {@link #start}; every fault (missing program,
 * no handshake, crash, illegal move, hang, a line without end) becomes an {@link EngineProblem},
 * never an exception thrown at the caller. Lines from the engine are read by a daemon thread within
 * bounds ({@link EngineLines}); searches run one at a time on another.
 */
public final class UciEngine implements Engine {
    public static final Duration HANDSHAKE_TIMEOUT = Duration.ofSeconds(10);
    /** Extra time an engine gets beyond its budget before it is told to stop, and again before it is killed. */
    static final Duration GRACE = Duration.ofSeconds(2);
    /** Budget for searches limited only by depth or nodes. */
    static final Duration UNTIMED_BUDGET = Duration.ofMinutes(2);
    /** Options remembered from the handshake at most (Stockfish offers 20; more is a flood). */
    static final int MAX_OPTIONS = 1000;
    private static final String EOF = EngineLines.END;

    private final String path;
    private final Process process;
    private final BufferedWriter toEngine;
    private final EngineLines lines;
    private final ExecutorService worker;
    private final String name;
    private volatile boolean searching;
    /** Whether UCI_Chess960 was last set on: castling moves then go out and come back as king takes rook. */
    private boolean chess960;
    private volatile boolean closed;

    private UciEngine(String path, Process process, EngineLines lines, String name) {
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

    /**
     * Starts the program {@code path} names (looked up as a shell would: {@link ProgramPath}) with
     * the given UCI options (those it does not offer are skipped).
     */
    public static EngineStart start(String path, Map<String, String> options) {
        return start(path, options, HANDSHAKE_TIMEOUT);
    }

    public static EngineStart start(String path, Map<String, String> options, Duration handshakeTimeout) {
        return start(ProgramPath.locate(path), options, handshakeTimeout);
    }

    /** The program {@code path} names, looked up as {@link #start} does; empty when it cannot be run. */
    public static Optional<Path> program(String path) {
        return ProgramPath.locate(path) instanceof ProgramPath.Found found ? Optional.of(found.program())
                : Optional.empty();
    }

    /**
     * Starts the program found by {@link ProgramPath} (its absolute path is what the sentences say
     * and what {@link #path()} returns).
     */
    static EngineStart start(ProgramPath.Located located, Map<String, String> options, Duration handshakeTimeout) {
        if (located instanceof ProgramPath.Refused refused) {
            return new EngineStart.Failed(refused.problem());
        }
        String path = ((ProgramPath.Found) located).program().toString();
        Process process;
        try {
            ProcessBuilder pb = new ProcessBuilder(path);
            pb.redirectError(ProcessBuilder.Redirect.DISCARD);
            process = pb.start();
        } catch (IOException e) {
            return new EngineStart.Failed(new EngineProblem.StartFailed(path, String.valueOf(e.getMessage())));
        }
        EngineLines lines = EngineLines.read(process.getInputStream(), () -> ProcessTree.end(process));
        EngineStart started = handshake(path, process, lines, options, handshakeTimeout);
        if (started instanceof EngineStart.Failed) {
            ProcessTree.end(process);
        }
        lines.listen(false);
        return started;
    }

    /**
     * The handshake failure when no line came in time (the engine is killed), the engine exited or
     * wrote a line without end; else null.
     */
    private static EngineStart.Failed handshakeBroken(String line, String path, EngineLines lines, long deadline,
                                                      Duration timeout) {
        if (line == null || System.nanoTime() - deadline > 0) {
            return new EngineStart.Failed(new EngineProblem.NoHandshake(path, timeout));
        }
        if (line == EOF) {
            return new EngineStart.Failed(lines.tooLong()
                    ? new EngineProblem.LineTooLong(path, EngineLines.MAX_LINE / 1024)
                    : new EngineProblem.StartFailed(path, "exited"));
        }
        return null;
    }

    private static EngineStart handshake(String path, Process process, EngineLines lines,
                                         Map<String, String> options, Duration timeout) {
        String engineName = Path.of(path).getFileName().toString();
        Map<String, String> offered = new LinkedHashMap<>();
        try {
            send(process, "uci");
            long deadline = System.nanoTime() + timeout.toNanos();
            while (true) {
                String line = lines.poll(deadline - System.nanoTime());
                EngineStart.Failed silent = handshakeBroken(line, path, lines, deadline, timeout);
                if (silent != null) {
                    return silent;
                }
                String t = line.trim();
                if (t.startsWith("id name ")) {
                    engineName = Echo.name(t.substring(8));
                } else if (t.startsWith("option name ") && offered.size() < MAX_OPTIONS) {
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
                String line = lines.poll(deadline - System.nanoTime());
                EngineStart.Failed silent = handshakeBroken(line, path, lines, deadline, timeout);
                if (silent != null) {
                    return silent;
                }
                if (line.trim().equals("readyok")) {
                    break;
                }
            }
        } catch (IOException e) {
            return new EngineStart.Failed(new EngineProblem.StartFailed(path, String.valueOf(e.getMessage())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
        lines.listen(true);
        try {
            if (lines.tooLong() || !process.isAlive()) {
                throw new EngineFailure(ended());
            }
            lines.dropWaiting();
            if (request.start().isChess960() != chess960) {
                chess960 = request.start().isChess960();
                send("setoption name UCI_Chess960 value " + chess960);
            }
            send(positionCommand(request));
            send(goCommand(request.limit()));
            return awaitBestMove(position, budget);
        } catch (IOException e) {
            throw new EngineFailure(ended());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFailure(ended());
        } finally {
            lines.listen(false);
        }
    }

    /** Why the engine's output ended: a line without end, else a crash. */
    private EngineProblem ended() {
        return lines.tooLong() ? new EngineProblem.LineTooLong(name, EngineLines.MAX_LINE / 1024)
                : new EngineProblem.Crashed(name);
    }

    private SearchResult awaitBestMove(Position position, Duration budget) throws IOException, InterruptedException {
        long start = System.nanoTime();
        long deadline = start + budget.toNanos();
        boolean stopSent = false;
        InfoLine latest = null;
        while (true) {
            String line = lines.poll(deadline - System.nanoTime());
            if (line == EOF) {
                throw new EngineFailure(ended());
            }
            if (line != null) {
                String t = line.trim();
                if (t.startsWith("info ")) {
                    latest = InfoLine.parse(t).orElse(latest);
                } else if (t.startsWith("bestmove")) {
                    return result(position, t, latest);
                }
            }
            // checked after every line too: an engine flooding info lines must not outlive its budget
            if (System.nanoTime() - deadline >= 0) {
                if (stopSent) {
                    ProcessTree.end(process);
                    throw new EngineFailure(new EngineProblem.Hung(name, Duration.ofNanos(System.nanoTime() - start)));
                }
                send("stop");
                stopSent = true;
                deadline = System.nanoTime() + GRACE.toNanos();
            }
        }
    }

    private SearchResult result(Position position, String bestmoveLine, InfoLine info) {
        if (!SafeText.clean(bestmoveLine).equals(bestmoveLine)) {
            // "bestmove \u001b[31mg8f6" was said as "played an illegal move, g8f6": the move the
            // player heard was not what the engine wrote; an engine writing control sequences misbehaves
            String[] said = SafeText.clean(bestmoveLine).trim().split("\\s+");
            throw new EngineFailure(new EngineProblem.GarbledMove(name, said.length > 1 ? said[1] : ""));
        }
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
        // taken first: once the engine has ended, what it started is no longer found under it
        ProcessTree tree = ProcessTree.of(process);
        stop();
        lines.listen(false);
        try {
            send("quit");
            if (!process.waitFor(ProcessTree.GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                tree.end();
            }
        } catch (IOException e) {
            tree.end();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            tree.end();
        }
        if (!tree.ended()) {
            tree.end(); // the engine quit, but a process it started (behind a wrapper script) did not
        }
        worker.shutdownNow();
    }
}
