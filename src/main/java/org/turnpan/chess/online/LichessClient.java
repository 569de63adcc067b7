package org.turnpan.chess.online;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Talks to one lichess server with the user's token: requests that answer at once (each within
 * {@link Limits#request}) and streams read line by line (closed when the server sends nothing,
 * not even a keep-alive line, for {@link Limits#idle}). The token goes only into the
 * Authorization header of requests to this server; no message of this class holds it. After a
 * 429 every request is refused here for a minute, as lichess asks.
 */
public final class LichessClient implements AutoCloseable {

    /** The most of a request's answer read, and the longest stream line kept. */
    public static final int MAX_BODY = 65_536;

    /** How long a request may take, and how long a stream may stay silent. */
    public record Limits(Duration request, Duration idle, Duration tooManyRequestsPause) {
        public static final Limits LICHESS = new Limits(Duration.ofSeconds(15), Duration.ofSeconds(20),
                Duration.ofMinutes(1));
    }

    /** How a stream ended. */
    public sealed interface StreamEnd {
    }

    /** The server closed the stream (a seek paired, a game over, or a restart). */
    public record Closed() implements StreamEnd {
    }

    /** The connection broke or stayed silent too long. */
    public record Dropped() implements StreamEnd {
    }

    /** The server refused to open the stream. */
    public record NotOpened(Reply reply) implements StreamEnd {
    }

    /** A stream being read, which another thread may close. */
    public interface Handle {
        void close();
    }

    private final ServerAddress server;
    private final Supplier<Optional<Token>> token;
    private final Limits limits;
    private final HttpClient http;
    private final ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "lichess-watch");
        t.setDaemon(true);
        return t;
    });
    private final Object oneAtATime = new Object();
    private volatile Instant quietUntil = Instant.MIN;

    public LichessClient(ServerAddress server, Supplier<Optional<Token>> token, Limits limits) {
        this.server = server;
        this.token = token;
        this.limits = limits;
        this.http = HttpClient.newBuilder().connectTimeout(limits.request())
                .followRedirects(HttpClient.Redirect.NEVER).build();
    }

    public ServerAddress server() {
        return server;
    }

    /** True while a 429 asks us to wait. */
    public boolean resting() {
        return Instant.now().isBefore(quietUntil);
    }

    /** {@code GET path}. */
    public Reply get(String path) {
        return send(path, null, token.get());
    }

    /** {@code GET /api/account} with {@code candidate} instead of the kept token (checking a typed one). */
    public Reply account(Token candidate) {
        return send("/api/account", null, Optional.of(candidate));
    }

    /** {@code POST path} with a form (empty for none). */
    public Reply post(String path, Map<String, String> form) {
        return send(path, form, token.get());
    }

    private Reply send(String path, Map<String, String> form, Optional<Token> with) {
        if (with.isEmpty()) {
            return new Reply.NoAnswer(Reply.Why.NO_TOKEN);
        }
        if (resting()) {
            return new Reply.TooManyRequests();
        }
        HttpRequest request = request(path, form, with.get()).timeout(limits.request()).build();
        synchronized (oneAtATime) {
            CompletableFuture<HttpResponse<InputStream>> sent = http.sendAsync(request,
                    HttpResponse.BodyHandlers.ofInputStream());
            CompletableFuture<Reply> answered = sent.thenApplyAsync(this::reply, watch);
            try {
                return answered.get(limits.request().toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                // a late answer is closed when it comes (cancelling the future would leave it open)
                closeWhenAnswered(sent);
                return new Reply.NoAnswer(Reply.Why.TIMED_OUT);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return new Reply.NoAnswer(Reply.Why.INTERRUPTED);
            } catch (ExecutionException e) {
                return new Reply.NoAnswer(e.getCause() instanceof java.net.http.HttpTimeoutException
                        ? Reply.Why.TIMED_OUT : Reply.Why.UNREACHABLE);
            }
        }
    }

    private HttpRequest.Builder request(String path, Map<String, String> form, Token with) {
        HttpRequest.Builder b = HttpRequest.newBuilder(server.resolve(path))
                .header("Authorization", "Bearer " + with.reveal());
        if (form == null) {
            return b.GET();
        }
        String body = form.entrySet().stream().map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
                + URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)).collect(Collectors.joining("&"));
        return b.header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body));
    }

    private Reply reply(HttpResponse<InputStream> response) {
        String body;
        try (InputStream in = response.body()) {
            body = new String(in.readNBytes(MAX_BODY), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return replyOf(response.statusCode(), body);
    }

    private Reply replyOf(int status, String body) {
        if (status >= 200 && status < 300) {
            return new Reply.Done(body);
        }
        if (status == 401) {
            return new Reply.Unauthorized();
        }
        if (status == 429) {
            quietUntil = Instant.now().plus(limits.tooManyRequestsPause());
            return new Reply.TooManyRequests();
        }
        if (status >= 400 && status < 500) {
            String reason = JsonValue.parse(body.strip()).map(j -> j.at("error").text(""))
                    .orElse("");
            return new Reply.Refused(status, reason.length() > 200 ? reason.substring(0, 200) : reason);
        }
        return new Reply.NoAnswer(Reply.Why.SERVER_ERROR);
    }

    /**
     * Opens {@code path} as a stream ({@code GET}, or {@code POST} with {@code form} when not null)
     * and reads it on this thread until it ends, handing each event to {@code events}. {@code opened}
     * receives a handle that closes it from another thread.
     */
    public StreamEnd stream(String path, Map<String, String> form, Consumer<Handle> opened,
                            Consumer<ServerEvent> events) {
        Optional<Token> with = token.get();
        if (with.isEmpty()) {
            return new NotOpened(new Reply.NoAnswer(Reply.Why.NO_TOKEN));
        }
        if (resting()) {
            return new NotOpened(new Reply.TooManyRequests());
        }
        HttpRequest request = request(path, form, with.get()).timeout(limits.request()).build();
        HttpResponse<InputStream> response;
        CompletableFuture<HttpResponse<InputStream>> sent = http.sendAsync(request,
                HttpResponse.BodyHandlers.ofInputStream());
        java.util.concurrent.atomic.AtomicBoolean cancelled = new java.util.concurrent.atomic.AtomicBoolean();
        // closed before the answer came: the answer's body is closed when it comes, which ends the request
        opened.accept(() -> {
            cancelled.set(true);
            closeWhenAnswered(sent);
        });
        try {
            response = sent.get(limits.request().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            closeWhenAnswered(sent);
            return new Dropped();
        } catch (InterruptedException e) {
            closeWhenAnswered(sent);
            Thread.currentThread().interrupt();
            return new Dropped();
        }
        InputStream body = response.body();
        if (cancelled.get()) {
            closeQuietly(body);
            return new Closed();
        }
        if (response.statusCode() != 200) {
            String text;
            try (InputStream in = body) {
                text = new String(in.readNBytes(MAX_BODY), StandardCharsets.UTF_8);
            } catch (IOException e) {
                text = "";
            }
            return new NotOpened(replyOf(response.statusCode(), text));
        }
        AtomicLong lastHeard = new AtomicLong(System.nanoTime());
        java.util.concurrent.atomic.AtomicBoolean silent = new java.util.concurrent.atomic.AtomicBoolean();
        long idle = limits.idle().toNanos();
        ScheduledFuture<?> watchdog = watch.scheduleWithFixedDelay(() -> {
            if (System.nanoTime() - lastHeard.get() > idle) {
                silent.set(true);
                closeQuietly(body);
            }
        }, idle / 4, idle / 4, TimeUnit.NANOSECONDS);
        opened.accept(() -> {
            cancelled.set(true);
            closeQuietly(body);
        });
        try (InputStream in = new BufferedInputStream(body)) {
            BoundedLines lines = new BoundedLines(in, MAX_BODY);
            for (Optional<BoundedLines.Line> line = lines.next(); line.isPresent(); line = lines.next()) {
                lastHeard.set(System.nanoTime());
                if (line.get() instanceof BoundedLines.TooLong tooLong) {
                    events.accept(new ServerEvent.TooLong(tooLong.bytes()));
                } else {
                    EventReader.read(((BoundedLines.Text) line.get()).text()).ifPresent(events);
                }
            }
            return silent.get() ? new Dropped() : new Closed();
        } catch (IOException e) {
            return cancelled.get() ? new Closed() : new Dropped();
        } finally {
            watchdog.cancel(false);
        }
    }

    /** An answer that comes after we stopped waiting is closed when it comes, which ends its request. */
    @SuppressWarnings("FutureReturnValueIgnored") // the action only closes a stream; a failed request has none to close
    private static void closeWhenAnswered(CompletableFuture<HttpResponse<InputStream>> sent) {
        sent.thenAccept(r -> closeQuietly(r.body()));
    }

    private static void closeQuietly(InputStream in) {
        try {
            in.close();
        } catch (IOException e) {
            // closing a broken stream: nothing left to do
        }
    }

    /** The account's user name in the answer to {@code GET /api/account}. */
    public static Optional<String> username(Reply reply) {
        return reply instanceof Reply.Done done ? JsonValue.parse(done.body().strip())
                .flatMap(j -> j.at("username").text().or(() -> j.at("id").text())) : Optional.empty();
    }

    /** The game id in the answer to {@code POST /api/challenge/ai} or a challenge ({@code id}). */
    public static Optional<String> idIn(Reply reply) {
        return reply instanceof Reply.Done done ? JsonValue.parse(done.body().strip())
                .flatMap(j -> j.at("id").text().or(() -> j.at("challenge.id").text())) : Optional.empty();
    }

    /** The games in progress in the answer to {@code GET /api/account/playing}. */
    public static java.util.List<Playing> playing(Reply reply) {
        if (!(reply instanceof Reply.Done done)) {
            return java.util.List.of();
        }
        return JsonValue.parse(done.body().strip()).map(j -> j.at("nowPlaying").list().stream()
                .map(g -> new Playing(g.at("gameId").text(g.at("id").text("")), g.at("opponent.username")
                        .text(g.at("opponent.id").text("?")), g.at("isMyTurn").isTrue(),
                        g.at("secondsLeft").number(), g.at("color").text("white"),
                        g.at("speed").text("").equals("correspondence")))
                .filter(p -> !p.gameId().isEmpty()).toList()).orElse(java.util.List.of());
    }

    /** A game in progress: its id, the opponent, whether we are to move, our time left, our colour, correspondence or not. */
    public record Playing(String gameId, String opponent, boolean myTurn, Optional<Long> secondsLeft, String color,
                          boolean correspondence) {
    }

    /** The form a request takes, in order. */
    public static Map<String, String> form(String... pairs) {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i + 1 < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    @Override
    public void close() {
        watch.shutdownNow();
    }
}
