package org.turnpan.chess.speech.tts;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Base of the voices we drive ourselves (FreeTTS, espeak-ng, speech-dispatcher): utterances are
 * synthesized one after another on the output's own daemon thread, so {@link #speak} never blocks,
 * and {@link #stop} cancels every utterance given and not finished.
 */
abstract class SynthesizingOutput implements SpeechOutput {
    private final ExecutorService worker;
    private final Set<SpeechJob> open = ConcurrentHashMap.newKeySet();

    SynthesizingOutput(String threadName) {
        this.worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
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
                done.complete(job.isCancelled() ? Delivery.INTERRUPTED : settle(job, perform(utterance, device(), job)));
            } catch (RuntimeException e) {
                done.complete(Delivery.FAILED);
            } finally {
                open.remove(job);
            }
        });
        return done;
    }

    private static Delivery settle(SpeechJob job, Delivery d) {
        return job.isCancelled() ? Delivery.INTERRUPTED : d;
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
                Delivery d = perform(utterance, capture, SpeechJob.uncancellable());
                out.complete(d == Delivery.SPOKEN ? capture.pcm() : Optional.empty());
            } catch (RuntimeException e) {
                out.complete(Optional.empty());
            }
        });
        return out.join();
    }

    @Override
    public void close() {
        stop();
        worker.shutdownNow();
    }
}
