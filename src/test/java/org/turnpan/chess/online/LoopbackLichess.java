package org.turnpan.chess.online;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.turnpan.chess.rules.Game;
import org.turnpan.chess.rules.Move;

/**
 * A loopback lichess written from the public API description (lichess-org/api, doc/specs): the
 * Board API's account, event stream, seek, challenge, AI challenge, game stream and game actions,
 * with bearer tokens, ND-JSON streams with keep-alive blank lines, 400 with {@code {"error": …}},
 * 401 and 429. Tests script the other player ({@link #opponentMoves}, {@link #push}) and
 * misbehaviour ({@link #dropGameStreams}, {@link #silent}, {@link #tooManyNext}).
 * Listens on 127.0.0.1, port 0.
 */
public final class LoopbackLichess implements AutoCloseable {

    /** One request as received (the Authorization header kept so tests can check where the token went). */
    public record Request(String method, String path, String body, String authorization) {
    }

    /** One game on the server. */
    public static final class ServerGame {
        final String id;
        final String white;
        final String black;
        final String variant;
        final String initialFen;
        final boolean correspondence;
        Game game;
        final List<String> uci = new ArrayList<>();
        long wtime;
        long btime;
        final long increment;
        String status = "started";
        String winner;
        boolean wdraw;
        boolean bdraw;
        boolean wtakeback;
        boolean btakeback;
        /** Set while the opponent is gone: the moment from which the win may be claimed. */
        Instant claimFrom;
        final List<BlockingQueue<String>> streams = new CopyOnWriteArrayList<>();

        ServerGame(String id, String white, String black, long initialMillis, long incrementMillis, String variant,
                   String initialFen, boolean correspondence) {
            this.id = id;
            this.initialFen = initialFen;
            this.correspondence = correspondence;
            this.white = white;
            this.black = black;
            this.wtime = initialMillis;
            this.btime = initialMillis;
            this.increment = incrementMillis;
            this.variant = variant;
            this.game = start();
        }

        public String state(boolean withType) {
            StringBuilder b = new StringBuilder("{");
            if (withType) {
                b.append("\"type\":\"gameState\",");
            }
            b.append("\"moves\":\"").append(String.join(" ", uci)).append("\",\"wtime\":").append(wtime)
                    .append(",\"btime\":").append(btime).append(",\"winc\":").append(increment)
                    .append(",\"binc\":").append(increment).append(",\"status\":\"").append(status).append('"');
            if (winner != null) {
                b.append(",\"winner\":\"").append(winner).append('"');
            }
            if (wdraw) {
                b.append(",\"wdraw\":true");
            }
            if (bdraw) {
                b.append(",\"bdraw\":true");
            }
            if (wtakeback) {
                b.append(",\"wtakeback\":true");
            }
            if (btakeback) {
                b.append(",\"btakeback\":true");
            }
            return b.append('}').toString();
        }

        /** The game's start: the standard position, or the initial FEN (a Chess960 one read as such). */
        Game start() {
            boolean chess960 = variant.equals("chess960");
            return initialFen.equals("startpos") ? Game.newGame() : Game.from(org.turnpan.chess.rules.Fen
                    .parse(initialFen, chess960).position().orElseThrow().asChess960(chess960));
        }

        String full() {
            // a correspondence game has no clock ("clock" absent, "daysPerTurn" given)
            String pace = correspondence ? "\"daysPerTurn\":3,\"speed\":\"correspondence\""
                    : "\"clock\":{\"initial\":600000,\"increment\":" + increment + "},\"speed\":\"rapid\"";
            return "{\"type\":\"gameFull\",\"id\":\"" + id + "\",\"variant\":{\"key\":\"" + variant
                    + "\",\"name\":\"V\"}," + pace + ",\"perf\":{\"name\":\"Rapid\"},\"rated\":true,\"createdAt\":1,"
                    + "\"white\":{\"id\":\"" + white.toLowerCase(java.util.Locale.ROOT) + "\",\"name\":\"" + white + "\",\"rating\":1500},"
                    + "\"black\":{\"id\":\"" + black.toLowerCase(java.util.Locale.ROOT) + "\",\"name\":\"" + black + "\",\"rating\":1620},"
                    + "\"initialFen\":\"" + initialFen + "\",\"state\":" + state(true) + "}";
        }

        /** Sends the game's state to every open stream. */
        public void broadcast() {
            String line = state(true);
            streams.forEach(q -> q.add(line));
        }

        public void pushLine(String line) {
            streams.forEach(q -> q.add(line));
        }

        /** Plays {@code move} (UCI) for the side to move, as the server would, and broadcasts. */
        public synchronized boolean play(String move) {
            Move m = Move.parseUci(move).orElse(null);
            if (m == null || !status.equals("started")) {
                return false;
            }
            Move legal = castlingOrPlain(m);
            if (legal == null) {
                return false;
            }
            boolean whiteMoved = game.position().sideToMove() == org.turnpan.chess.rules.Side.WHITE;
            boolean castling = game.position().pieceAt(legal.from()).map(p -> p.type()
                    == org.turnpan.chess.rules.PieceType.KING).orElse(false)
                    && Math.abs(legal.to().file() - legal.from().file()) == 2;
            game = game.play(legal);
            // a game from a position is Chess960 under the hood on lichess (lila issue 7750): castling
            // is written as the king onto its rook; otherwise as it was sent
            uci.add(castling && variant.equals("fromPosition")
                    ? legal.from().toString() + (legal.to().file() > legal.from().file() ? "h" : "a")
                            + (legal.from().rank() + 1) : move);
            if (whiteMoved) {
                wtime = wtime - 1000 + increment;
            } else {
                btime = btime - 1000 + increment;
            }
            wdraw = bdraw = wtakeback = btakeback = false;
            if (game.isOver()) {
                status = game.outcome().get().isDraw() ? "stalemate" : "mate";
                winner = game.outcome().get().winner().map(s -> s.name().toLowerCase(java.util.Locale.ROOT)).orElse(null);
            }
            broadcast();
            return true;
        }

        private Move castlingOrPlain(Move m) {
            if (game.position().isLegal(m)) {
                return m;
            }
            if (variant.equals("chess960")) {
                // Chess960: castling is only the king onto its own rook, which the position takes as it is
                return null;
            }
            // king onto its own rook (e1h1) is castling
            for (Move legal : game.position().legalMovesFrom(m.from())) {
                boolean king = game.position().pieceAt(m.from()).map(p -> p.type()
                        == org.turnpan.chess.rules.PieceType.KING).orElse(false);
                if (king && Math.abs(legal.to().file() - m.from().file()) == 2
                        && Integer.signum(legal.to().file() - m.from().file())
                        == Integer.signum(m.to().file() - m.from().file()) && legal.to().rank() == m.to().rank()) {
                    return legal;
                }
            }
            return null;
        }

        public synchronized void end(String how, String winnerColour) {
            status = how;
            winner = winnerColour;
            broadcast();
        }

        public List<String> moves() {
            return List.copyOf(uci);
        }
    }

    private final HttpServer server;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "loopback-lichess");
        t.setDaemon(true);
        return t;
    });
    private final String user;
    private volatile String validToken;
    private final List<Request> requests = new CopyOnWriteArrayList<>();
    private final List<BlockingQueue<String>> eventStreams = new CopyOnWriteArrayList<>();
    private final Map<String, ServerGame> games = new ConcurrentHashMap<>();
    private final List<BlockingQueue<String>> seeks = new CopyOnWriteArrayList<>();
    private volatile boolean silent;
    private final java.util.concurrent.atomic.AtomicInteger tooMany = new java.util.concurrent.atomic.AtomicInteger();
    private volatile String opponent = "Ortensia Valli";
    private volatile String nextVariant = "standard";
    private volatile String nextFen = "startpos";
    private volatile boolean nextCorrespondence;
    private volatile boolean weAreWhite = true;
    private final Map<String, List<String>> scripted = new ConcurrentHashMap<>();
    private volatile int refuseMoves;
    private volatile Clock clock = Clock.systemUTC();
    private static final String DROP = "\u0000drop";

    public LoopbackLichess(String user, String token) throws IOException {
        this.user = user;
        this.validToken = token;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(threads);
        server.createContext("/", this::handle);
        server.start();
    }

    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public List<Request> requests() {
        return List.copyOf(requests);
    }

    /** How many requests went to {@code path}. */
    public long count(String method, String path) {
        return requests.stream().filter(r -> r.method().equals(method) && r.path().equals(path)).count();
    }

    public ServerGame game(String id) {
        return games.get(id);
    }

    /** The opponent's name in the next game. */
    public void opponent(String name) {
        opponent = name;
    }

    /** Whether we play White in the next game. */
    public void weAreWhite(boolean white) {
        weAreWhite = white;
    }

    /** The variant of the next game. */
    public void variant(String key) {
        nextVariant = key;
    }

    /** The initial FEN of the next game ("startpos" for the standard start). */
    public void initialFen(String fen) {
        nextFen = fen;
    }

    /** Whether the next game is a correspondence game (days a move, no clock). */
    public void correspondence(boolean on) {
        nextCorrespondence = on;
    }

    /** The opponent's replies in game {@code id}: each played right after one of ours (or at the start when they are White). */
    public void opponentMoves(String id, String... moves) {
        scripted.put(id, new CopyOnWriteArrayList<>(List.of(moves)));
    }

    /** The next {@code n} moves are refused with 400. */
    public void refuseMoves(int n) {
        refuseMoves = n;
    }

    /** The next {@code n} requests answer 429. */
    public void tooManyNext(int n) {
        tooMany.set(n);
    }

    /** Stops answering at all (requests hang, streams go quiet without keep-alive). */
    public void silent(boolean on) {
        silent = on;
    }

    /** The token is no longer valid. */
    public void revoke() {
        validToken = "revoked-" + System.nanoTime();
    }

    /** Sends {@code line} on every event stream. */
    public void pushEvent(String line) {
        eventStreams.forEach(q -> q.add(line));
    }

    /** Counts the seconds before a win can be claimed with {@code c} (tests step it by hand). */
    public void useClock(Clock c) {
        clock = c;
    }

    /**
     * Sends {@code line} on the streams of game {@code id}; an {@code opponentGone} line also sets when
     * the win may be claimed, as lichess does (after {@code claimWinInSeconds}; never once back).
     */
    public void push(String id, String line) {
        ServerGame g = games.get(id);
        if (EventReader.read(line).orElse(null) instanceof ServerEvent.OpponentGone gone) {
            synchronized (g) {
                g.claimFrom = gone.gone() ? clock.instant().plusSeconds(gone.claimWinInSeconds().orElse(0)) : null;
            }
        }
        g.pushLine(line);
    }

    /** Breaks every open game stream (the connection closes mid-game). */
    public void dropGameStreams() {
        games.values().forEach(g -> g.streams.forEach(q -> q.add(DROP)));
    }

    /** Number of event streams open now. */
    public int eventStreamsOpen() {
        return eventStreams.size();
    }

    /** Number of game streams open now. */
    public int openGameStreams() {
        return games.values().stream().mapToInt(g -> g.streams.size()).sum();
    }

    /** Pairs the waiting seek (or starts a game) with a new game {@code id}: gameStart on the event stream. */
    public ServerGame startGame(String id) {
        long initial = nextCorrespondence ? 3 * 86_400_000L : 600_000;
        ServerGame g = new ServerGame(id, weAreWhite ? user : opponent, weAreWhite ? opponent : user, initial, 0,
                nextVariant, nextFen, nextCorrespondence);
        games.put(id, g);
        seeks.forEach(q -> q.add(DROP + "close"));
        pushEvent("{\"type\":\"gameStart\",\"game\":{\"gameId\":\"" + id + "\",\"fullId\":\"" + id + "abcd\","
                + "\"color\":\"" + (weAreWhite ? "white" : "black") + "\",\"opponent\":{\"id\":\"o\",\"username\":\""
                + opponent + "\",\"rating\":1620},\"isMyTurn\":" + weAreWhite + ",\"secondsLeft\":600}}");
        return g;
    }

    public boolean seeking() {
        return !seeks.isEmpty();
    }

    private void handle(HttpExchange ex) throws IOException {
        String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        String auth = ex.getRequestHeaders().getFirst("Authorization");
        String path = ex.getRequestURI().getPath();
        requests.add(new Request(ex.getRequestMethod(), path, body, auth == null ? "" : auth));
        try {
            if (silent) {
                hang();
                return;
            }
            if (tooMany.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                send(ex, 429, "{\"error\":\"Too many requests\"}");
                return;
            }
            if (auth == null || !auth.equals("Bearer " + validToken)) {
                send(ex, 401, "{\"error\":\"No such token\"}");
                return;
            }
            route(ex, ex.getRequestMethod(), path, form(body));
        } finally {
            ex.close();
        }
    }

    private void hang() {
        try {
            while (silent) {
                Thread.sleep(50);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void route(HttpExchange ex, String method, String path, Map<String, String> form) throws IOException {
        if (method.equals("GET") && path.equals("/api/account")) {
            send(ex, 200, "{\"id\":\"" + user.toLowerCase(java.util.Locale.ROOT) + "\",\"username\":\"" + user + "\",\"perfs\":{}}");
        } else if (method.equals("GET") && path.equals("/api/stream/event")) {
            stream(ex, eventStreams, List.of());
        } else if (method.equals("POST") && path.equals("/api/board/seek") && form.containsKey("days")) {
            // a correspondence seek is not streamed: it answers at once with the seek's id
            if (!List.of("1", "2", "3", "5", "7", "10", "14").contains(form.get("days"))) {
                send(ex, 400, "{\"error\":\"Invalid days\"}");
                return;
            }
            send(ex, 200, "{\"id\":\"cseek001\"}");
        } else if (method.equals("POST") && path.equals("/api/board/seek")) {
            stream(ex, seeks, List.of());
        } else if (method.equals("GET") && path.equals("/api/account/playing")) {
            StringBuilder b = new StringBuilder("{\"nowPlaying\":[");
            List<String> items = new ArrayList<>();
            for (ServerGame g : games.values()) {
                if (g.status.equals("started")) {
                    boolean white = g.white.equals(user);
                    boolean myTurn = (g.uci.size() % 2 == 0) == white;
                    items.add("{\"gameId\":\"" + g.id + "\",\"color\":\"" + (white ? "white" : "black")
                            + "\",\"isMyTurn\":" + myTurn + ",\"secondsLeft\":" + (white ? g.wtime : g.btime) / 1000
                            + ",\"speed\":\"" + (g.correspondence ? "correspondence" : "rapid")
                            + "\",\"opponent\":{\"id\":\"x\",\"username\":\"" + (white ? g.black : g.white) + "\"}}");
                }
            }
            Collections.sort(items);
            send(ex, 200, b.append(String.join(",", items)).append("]}").toString());
        } else if (method.equals("POST") && path.equals("/api/challenge/ai")) {
            // lichess starts the game at once: gameStart on the event stream, the game's id in the answer
            String person = opponent;
            opponent = "lichess AI level " + form.getOrDefault("level", "1");
            startGame("aigame01");
            opponent = person;
            send(ex, 201, "{\"id\":\"aigame01\",\"variant\":{\"key\":\"standard\"}}");
        } else if (method.equals("POST") && path.matches("/api/challenge/[^/]+/(accept|decline|cancel)")) {
            send(ex, 200, "{\"ok\":true}");
        } else if (method.equals("POST") && path.startsWith("/api/challenge/")) {
            String dest = path.substring("/api/challenge/".length());
            send(ex, 200, "{\"id\":\"chal0001\",\"url\":\"x\",\"status\":\"created\",\"destUser\":{\"name\":\"" + dest
                    + "\"},\"timeControl\":{\"type\":\"clock\",\"limit\":" + form.getOrDefault("clock.limit", "0") + "}}");
        } else if (method.equals("GET") && path.startsWith("/api/board/game/stream/")) {
            ServerGame g = games.get(path.substring("/api/board/game/stream/".length()));
            if (g == null) {
                send(ex, 404, "{\"error\":\"No such game\"}");
                return;
            }
            stream(ex, g.streams, List.of(g.full()));
        } else if (method.equals("POST") && path.startsWith("/api/board/game/")) {
            gameAction(ex, path.substring("/api/board/game/".length()).split("/"), form);
        } else {
            send(ex, 404, "{\"error\":\"Not found\"}");
        }
    }

    @SuppressWarnings("UnusedVariable") // the chat's form is checked by the tests from the request log
    private void gameAction(HttpExchange ex, String[] parts, Map<String, String> form) throws IOException {
        ServerGame g = games.get(parts[0]);
        if (g == null || parts.length < 2) {
            send(ex, 404, "{\"error\":\"No such game\"}");
            return;
        }
        boolean white = g.white.equals(user);
        String what = parts[1] + (parts.length > 2 ? "/" + parts[2] : "");
        synchronized (g) {
            switch (parts[1]) {
                case "move" -> {
                    boolean ourTurn = (g.game.position().sideToMove() == org.turnpan.chess.rules.Side.WHITE) == white;
                    if (refuseMoves > 0 || !ourTurn) {
                        refuseMoves = Math.max(0, refuseMoves - 1);
                        send(ex, 400, "{\"error\":\"Not your turn, or game already over\"}");
                        return;
                    }
                    if (!g.play(parts[2])) {
                        send(ex, 400, "{\"error\":\"Illegal move\"}");
                        return;
                    }
                    send(ex, 200, "{\"ok\":true}");
                    List<String> replies = scripted.get(g.id);
                    if (replies != null && !replies.isEmpty() && g.status.equals("started")) {
                        g.play(replies.remove(0));
                    }
                    return;
                }
                case "chat" -> send(ex, 200, "{\"ok\":true}");
                case "resign" -> {
                    send(ex, 200, "{\"ok\":true}");
                    g.end("resign", white ? "black" : "white");
                }
                case "abort" -> {
                    if (g.uci.size() >= 2) {
                        send(ex, 400, "{\"error\":\"This game can no longer be aborted\"}");
                        return;
                    }
                    send(ex, 200, "{\"ok\":true}");
                    g.end("aborted", null);
                }
                case "claim-victory" -> {
                    // lichess allows the claim only once the opponent has been gone claimWinInSeconds
                    if (g.claimFrom == null || clock.instant().isBefore(g.claimFrom)) {
                        send(ex, 400, "{\"error\":\"This action is not allowed\"}");
                        return;
                    }
                    send(ex, 200, "{\"ok\":true}");
                    g.end("timeout", white ? "white" : "black");
                }
                case "draw" -> {
                    send(ex, 200, "{\"ok\":true}");
                    if (what.equals("draw/yes") && (white ? g.bdraw : g.wdraw)) {
                        g.end("draw", null);
                    } else if (what.equals("draw/yes")) {
                        if (white) {
                            g.wdraw = true;
                        } else {
                            g.bdraw = true;
                        }
                        g.broadcast();
                    } else {
                        g.wdraw = g.bdraw = false;
                        g.broadcast();
                    }
                }
                case "takeback" -> {
                    send(ex, 200, "{\"ok\":true}");
                    if (what.equals("takeback/yes") && (white ? g.btakeback : g.wtakeback)) {
                        takeBack(g, white);
                    } else if (what.equals("takeback/yes")) {
                        if (white) {
                            g.wtakeback = true;
                        } else {
                            g.btakeback = true;
                        }
                        g.broadcast();
                    } else {
                        g.wtakeback = g.btakeback = false;
                        g.broadcast();
                    }
                }
                default -> send(ex, 404, "{\"error\":\"Not found\"}");
            }
        }
    }

    /** Takes back the proposer's last move (and the reply after it, if any), as lichess does. */
    private void takeBack(ServerGame g, boolean weAreWhiteHere) {
        boolean proposerWhite = !weAreWhiteHere;
        int keep = g.uci.size() - 1;
        boolean lastByWhite = g.uci.size() % 2 == 1;
        if (lastByWhite != proposerWhite) {
            keep--;
        }
        Game replay = g.start();
        List<String> kept = new ArrayList<>(g.uci.subList(0, Math.max(0, keep)));
        for (String m : kept) {
            replay = replay.play(Move.parseUci(m).orElseThrow());
        }
        g.game = replay;
        g.uci.clear();
        g.uci.addAll(kept);
        g.wtakeback = g.btakeback = false;
        g.broadcast();
    }

    /** Opponent's actions, as the other player's client would send them. */
    public void opponentOffersDraw(String id) {
        ServerGame g = games.get(id);
        synchronized (g) {
            if (g.white.equals(user)) {
                g.bdraw = true;
            } else {
                g.wdraw = true;
            }
            g.broadcast();
        }
    }

    public void opponentProposesTakeback(String id) {
        ServerGame g = games.get(id);
        synchronized (g) {
            if (g.white.equals(user)) {
                g.btakeback = true;
            } else {
                g.wtakeback = true;
            }
            g.broadcast();
        }
    }

    /** Plays the opponent's move now (when it is their turn). */
    public boolean opponentPlays(String id, String move) {
        ServerGame g = games.get(id);
        synchronized (g) {
            return g.play(move);
        }
    }

    private void stream(HttpExchange ex, List<BlockingQueue<String>> registry, List<String> first) throws IOException {
        BlockingQueue<String> q = new LinkedBlockingQueue<>();
        ex.getResponseHeaders().set("Content-Type", "application/x-ndjson");
        ex.sendResponseHeaders(200, 0);
        registry.add(q);
        try (OutputStream out = ex.getResponseBody()) {
            for (String line : first) {
                out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            }
            out.flush();
            while (true) {
                String line = q.poll(300, TimeUnit.MILLISECONDS);
                if (silent) {
                    continue; // no keep-alive either: the client must notice
                }
                if (line == null) {
                    out.write('\n'); // keep-alive
                    out.flush();
                    continue;
                }
                if (line.startsWith(DROP)) {
                    return;
                }
                out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
        } catch (IOException e) {
            // the client went away
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            registry.remove(q);
        }
    }

    /** Writes raw bytes as one line on every game stream of {@code id} (garbage, huge lines). */
    public void pushRaw(String id, String raw) {
        push(id, raw);
    }

    private static void send(HttpExchange ex, int status, String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, b.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(b);
        }
    }

    private static Map<String, String> form(String body) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                m.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return m;
    }

    @Override
    public void close() {
        silent = false;
        server.stop(0);
        threads.shutdownNow();
    }
}
