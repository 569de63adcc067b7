package org.turnpan.chess.engine;

import java.util.concurrent.CompletableFuture;

/**
 * An opponent or analyser that searches positions on its own thread. {@link #search} returns at
 * once; the future completes with the result, or exceptionally with an {@link EngineFailure}
 * carrying the {@link EngineProblem} to tell the player. One search at a time: a new search stops
 * the previous one first.
 */
public interface Engine extends AutoCloseable {

    /** A short name for the player ("Turnpan level 3", "Stockfish 17"). Data, not a sentence. */
    String name();

    CompletableFuture<SearchResult> search(SearchRequest request);

    /** Ends the current search at once; its future completes with the best move found so far. */
    void stop();

    /** Stops and releases the engine (threads, process). Idempotent. */
    @Override
    void close();
}
