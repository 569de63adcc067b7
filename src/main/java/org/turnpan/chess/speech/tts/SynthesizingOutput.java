package org.turnpan.chess.speech.tts;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Base of the voices we drive ourselves (FreeTTS, espeak-ng, speech-dispatcher): utterances are
 * synthesized one after another on the output's own daemon thread, so {@link #speak} never blocks,
 * and {@link #stop} cancels every utterance given and not finished. Each utterance has a time limit
 * ({@link UtteranceLimit}) after which it is cut off as {@link Delivery#FAILED}; whatever a voice
 * throws, errors included, ends its utterance as FAILED: no future is ever left incomplete.
 */
abstract class SynthesizingOutput implements SpeechOutput {
    private final ExecutorService worker;
    private final ScheduledExecutorService timer;
    private final UtteranceLimit limit;
    private final Set<SpeechJob> open = ConcurrentHashMap.newKeySet();

    SynthesizingOutput(String threadName) {
        this(threadName, UtteranceLimit.NORMAL);
    }

    SynthesizingOutput(String threadName, UtteranceLimit limit) {
        this.limit = limit;
        this.worker = Executors.newSingleThreadExecutor(r -> daemon(r, threadName));
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, threadName + "-time-limit"));
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }

    /**
     * Says {@code utterance} on the worker thread, sending sound to {@code device}; returns when it
     * is heard. Registers cancel hooks on {@code job} to cut itself off.
     */
    abstract Delivery perform(Utterance utterance, AudioDevice device, SpeechJob job);

    /** Where spoken sound goes. */
    abstract AudioDevice device();

    @Override
    public final CompletableFuture<Delivery> speak(Utterance utterance) {
        SpeechJob job = new SpeechJob();
        open.add(job);
        CompletableFuture<Delivery> done = new CompletableFuture<>();
        worker.execute(() -> {
            try {
                done.complete(job.isCancelled() ? Delivery.INTERRUPTED : timed(utterance, device(), job));
            } catch (Throwable e) {
                // OutOfMemoryError, StackOverflowError, a voice's own bug: the caller hears FAILED, never waits for ever
                done.complete(Delivery.FAILED);
            } finally {
                open.remove(job);
            }
        });
        return done;
    }

    /** Performs {@code u}, cut off when it outlasts its limit. */
    private Delivery timed(Utterance u, AudioDevice target, SpeechJob job) {
        ScheduledFuture<?> alarm = timer.schedule(job::timeOut, limit.of(u).toMillis(), TimeUnit.MILLISECONDS);
        try {
            return settle(job, perform(u, target, job));
        } finally {
            alarm.cancel(false);
        }
    }

    private static Delivery settle(SpeechJob job, Delivery d) {
        return job.timedOut() ? Delivery.FAILED : job.isCancelled() ? Delivery.INTERRUPTED : d;
    }

    @Override
    public final void stop() {
        for (SpeechJob job : open) {
            job.cancel();
        }
    }

    /** Synthesizes into memory on the worker thread (after what is queued there); blocks. */
    final Optional<Pcm> renderOnWorker(Utterance utterance) {
        CompletableFuture<Optional<Pcm>> out = new CompletableFuture<>();
        worker.execute(() -> {
            try {
                CaptureDevice capture = new CaptureDevice();
                Delivery d = timed(utterance, capture, SpeechJob.uncancellable());
                out.complete(d == Delivery.SPOKEN ? capture.pcm() : Optional.empty());
            } catch (Throwable e) {
                out.complete(Optional.empty());
            }
        });
        return out.join();
    }

    @Override
    public void close() {
        stop();
        worker.shutdownNow();
        timer.shutdownNow();
    }
}
