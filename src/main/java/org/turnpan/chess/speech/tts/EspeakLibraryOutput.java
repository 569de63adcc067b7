package org.turnpan.chess.speech.tts;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.sound.sampled.AudioFormat;
import org.turnpan.chess.speech.tts.espeak.EspeakEngine;

/**
 * espeak-ng in this process, through libespeak-ng ({@link EspeakEngine}): no process to start, the
 * first samples 0.1-0.3 ms after the request. Speaks on the output's one synthesis thread; the
 * samples stream to the device's line as they are made, the voice's leading silence dropped
 * ({@link LeadingSilenceTrim}: its Russian and Bulgarian start with about 50 ms of
 * it) and the volume applied. Cut off from the callback: a cancelled job makes the next callback
 * return 1, which aborts the synthesis within one 10 ms buffer, and the line is flushed at once.
 * <p>
 * Made by {@link Voices}, the library loads on a background thread once the voice is chosen (the
 * first sentence waits for it); if it is installed but does not load (another processor, a broken
 * file), each sentence goes to the espeak-ng process instead.
 */
public final class EspeakLibraryOutput extends SynthesizingOutput implements SpeechRenderer {
    /** Loading takes tens of milliseconds; 30 s is a machine far too loaded to speak anyway. */
    private static final Duration LOAD_LIMIT = Duration.ofSeconds(30);

    private final EspeakLibrary library;
    private final Optional<EspeakOutput> process;
    private final AudioDevice device;
    private CompletableFuture<Optional<EspeakEngine>> engine;

    private EspeakLibraryOutput(EspeakLibrary library, Optional<EspeakOutput> process, AudioDevice device) {
        super("espeak-library-voice");
        this.library = library;
        this.process = process;
        this.device = device;
    }

    /** Speaks with {@code engine}, already loaded. */
    public EspeakLibraryOutput(EspeakEngine engine, AudioDevice device) {
        this(loaded(engine), Optional.empty(), device);
        startLoading();
    }

    private static EspeakLibrary loaded(EspeakEngine engine) {
        return new EspeakLibrary() {
            @Override
            public boolean found() {
                return true;
            }

            @Override
            public Optional<EspeakEngine> load() {
                return Optional.of(engine);
            }
        };
    }

    /** A voice that loads {@code library} when first chosen ({@link #startLoading}); {@code process} speaks if it fails. */
    static EspeakLibraryOutput of(EspeakLibrary library, Optional<EspeakOutput> process, AudioDevice device) {
        return new EspeakLibraryOutput(library, process, device);
    }

    /**
     * Starts loading the library on a background thread, once; returns at once. Called when the
     * voice is chosen, so an English player whose voice is FreeTTS never pays for it.
     */
    synchronized void startLoading() {
        if (engine == null) {
            engine = CompletableFuture.supplyAsync(library::load, r -> {
                Thread t = new Thread(r, "espeak-library-load");
                t.setDaemon(true);
                t.start();
            });
        }
    }

    private synchronized CompletableFuture<Optional<EspeakEngine>> loading() {
        startLoading();
        return engine;
    }

    /** The engine once loaded, waiting at most {@link #LOAD_LIMIT}; empty when it did not load. */
    private Optional<EspeakEngine> loaded() {
        try {
            return loading().get(LOAD_LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    @Override
    public Optional<Pcm> render(Utterance utterance) {
        return renderOnWorker(utterance);
    }

    @Override
    public String name() {
        return EspeakOutput.NAME;
    }

    @Override
    public boolean isAvailable() {
        return device.present();
    }

    @Override
    public boolean speaks(Locale locale) {
        return VoiceChooser.speaks(VoiceKind.ESPEAK, locale);
    }

    @Override
    AudioDevice device() {
        return device;
    }

    @Override
    Delivery perform(Utterance u, AudioDevice target, SpeechJob job) {
        Optional<EspeakEngine> e = loaded();
        if (e.isEmpty()) {
            return process.map(p -> p.perform(u, target, job)).orElse(Delivery.FAILED);
        }
        return perform(e.get(), u, target, job);
    }

    private static Delivery perform(EspeakEngine engine, Utterance u, AudioDevice target, SpeechJob job) {
        AudioFormat format = new AudioFormat(engine.sampleRate(), 16, 1, true, EspeakEngine.bigEndian());
        Optional<AudioSink> opened = target.open(format);
        if (opened.isEmpty()) {
            return Delivery.FAILED;
        }
        AudioSink line = opened.get();
        job.onCancel(line::cancel);
        double volume = u.prosody().volume();
        AudioSink sink = new LeadingSilenceTrim(volume < 1 ? new ScaledSink(line, format, volume) : line, format);
        try {
            EspeakEngine.Outcome outcome = engine.synthesize(u.text(), EspeakOutput.voiceFor(u.locale()),
                    EspeakOutput.wordsPerMinute(u.prosody()), (samples, length) ->
                            !job.isCancelled() && sink.write(samples, 0, length));
            return switch (outcome) {
                case DONE -> {
                    sink.drain();
                    yield job.isCancelled() ? Delivery.INTERRUPTED : Delivery.SPOKEN;
                }
                case ABORTED -> job.isCancelled() ? Delivery.INTERRUPTED : Delivery.FAILED;
                case FAILED -> Delivery.FAILED;
            };
        } finally {
            sink.close();
        }
    }

    @Override
    public void close() {
        super.close();
        process.ifPresent(EspeakOutput::close);
    }

    /** The samples at a volume below the voice's own. */
    private record ScaledSink(AudioSink next, AudioFormat format, double gain) implements AudioSink {
        @Override
        public boolean write(byte[] data, int offset, int length) {
            return next.write(Samples.scaled(data, offset, length, format, gain), 0, length);
        }

        @Override
        public void drain() {
            next.drain();
        }

        @Override
        public void cancel() {
            next.cancel();
        }

        @Override
        public void close() {
            next.close();
        }
    }
}
