package org.turnpan.chess.engine.builtin;

import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.turnpan.chess.engine.Engine;
import org.turnpan.chess.engine.EngineFailure;
import org.turnpan.chess.engine.EngineProblem;
import org.turnpan.chess.engine.SearchRequest;
import org.turnpan.chess.engine.SearchResult;

/**
 * The embedded engine: needs nothing installed. Searches on its own daemon thread; {@link #stop()}
 * makes the running search answer within about a millisecond with its best move so far.
 */
public final class BuiltinEngine implements Engine {
    private final Level level;
    private final Random random;
    private final Searcher searcher;
    private final ExecutorService worker;
    private final AtomicReference<AtomicBoolean> current = new AtomicReference<>(new AtomicBoolean());
    private volatile boolean closed;

    public BuiltinEngine(int level) {
        this(level, new Random());
    }

    /** With a fixed random source, so the weak levels' choices can be repeated (tests, benches). */
    public BuiltinEngine(int level, Random random) {
        this.level = Level.of(level);
        this.random = random;
        this.searcher = new Searcher(level >= 6 ? 20 : 16);
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "turnpan-builtin-" + level);
            t.setDaemon(true);
            return t;
        });
    }

    public Level level() {
        return level;
    }

    @Override
    public String name() {
        return "Turnpan " + level.number();
    }

    @Override
    public CompletableFuture<SearchResult> search(SearchRequest request) {
        CompletableFuture<SearchResult> future = new CompletableFuture<>();
        if (closed) {
            future.completeExceptionally(new EngineFailure(new EngineProblem.Crashed(name())));
            return future;
        }
        AtomicBoolean stop = new AtomicBoolean();
        current.getAndSet(stop).set(true);
        worker.execute(() -> run(request, stop, future));
        return future;
    }

    private void run(SearchRequest request, AtomicBoolean stop, CompletableFuture<SearchResult> future) {
        try {
            SearchResult result = searcher.search(request, level, random, stop);
            if (result == null) {
                future.completeExceptionally(new EngineFailure(new EngineProblem.NoMove(name())));
            } else {
                future.complete(result);
            }
        } catch (RuntimeException | StackOverflowError e) {
            future.completeExceptionally(e);
        }
    }

    @Override
    public void stop() {
        current.get().set(true);
    }

    @Override
    public void close() {
        closed = true;
        stop();
        worker.shutdown();
    }
}
