package org.turnpan.chess.speech.tts;

import com.sun.speech.freetts.Voice;
import com.sun.speech.freetts.en.us.cmu_us_kal.KevinVoiceDirectory;
import java.time.Duration;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * FreeTTS "kevin16", the built-in English voice. The voice is allocated on a background thread as
 * soon as this object exists (about 0.7 s), and always plays through our own {@link FreeTtsPlayer}:
 * FreeTTS's default player throws on a background thread when there is no sound card and
 * {@code speak} then hangs forever.
 * <p>
 * The voice directory is instantiated directly, which is what the {@code freetts.voices} system
 * property would make FreeTTS do; no global property is touched.
 */
public final class FreeTtsOutput extends SynthesizingOutput implements SpeechRenderer {
    public static final String NAME = "freetts";
    /** kevin16 speaks at about 150 words a minute at its normal rate. */
    private static final float NORMAL_WPM = 150f;
    private static final int WARM_UP_SENTENCES = 12;
    /** Allocation takes about 0.7 s; 30 s is a machine far too loaded to speak anyway. */
    private static final Duration ALLOCATION_LIMIT = Duration.ofSeconds(30);

    private final AudioDevice device;
    private final CompletableFuture<Voice> voice;

    private FreeTtsOutput(AudioDevice device) {
        super("freetts-voice");
        this.device = device;
        this.voice = CompletableFuture.supplyAsync(FreeTtsOutput::allocate, r -> {
            Thread t = new Thread(r, "freetts-allocate");
            t.setDaemon(true);
            t.start();
        });
    }

    /** Starts allocating kevin16 in the background and returns at once. */
    public static FreeTtsOutput start(AudioDevice device) {
        return new FreeTtsOutput(device);
    }

    /** True when the FreeTTS classes are on the class path. */
    public static boolean installed() {
        try {
            Class.forName("com.sun.speech.freetts.Voice", false, FreeTtsOutput.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static Voice allocate() {
        for (Voice v : new KevinVoiceDirectory().getVoices()) {
            if (v.getName().equals("kevin16")) {
                v.setAudioPlayer(new FreeTtsPlayer(AudioDevice.none(), SpeechJob.uncancellable(), 1f));
                v.allocate();
                warmUp(v);
                return v;
            }
        }
        throw new IllegalStateException("kevin16 is not in the FreeTTS jar");
    }

    /**
     * Speaks a few sentences into a throw-away buffer while nobody is waiting, so the JIT has
     * compiled the synthesis path before the first key press (cold: ~15 ms to the first sample
     * under load; warm: ~2 ms).
     */
    private static void warmUp(Voice v) {
        for (int i = 0; i < WARM_UP_SENTENCES; i++) {
            FreeTtsPlayer discard = new FreeTtsPlayer(new CaptureDevice(), SpeechJob.uncancellable(), 1f);
            v.setAudioPlayer(discard);
            v.speak("Knight takes e5, check. Queen to h7.");
            discard.close();
        }
    }

    /** Waits until the voice is allocated; true when it is usable. */
    public boolean awaitAllocated() {
        try {
            voice.join();
            return true;
        } catch (CompletionException e) {
            return false;
        }
    }

    /** Waits for the allocation first: on a loaded machine it outlasts the sentence's own time limit. */
    @Override
    public Optional<Pcm> render(Utterance utterance) {
        return allocated().isPresent() ? renderOnWorker(utterance) : Optional.empty();
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean isAvailable() {
        return device.present() && !voice.isCompletedExceptionally();
    }

    @Override
    public boolean speaks(Locale locale) {
        return "en".equals(locale.getLanguage());
    }

    @Override
    AudioDevice device() {
        return device;
    }

    @Override
    Delivery perform(Utterance u, AudioDevice target, SpeechJob job) {
        Optional<Voice> v = allocated();
        if (v.isEmpty()) {
            return Delivery.FAILED;
        }
        Voice kevin = v.get();
        FreeTtsPlayer player = new FreeTtsPlayer(target, job, (float) u.prosody().volume());
        kevin.setAudioPlayer(player);
        kevin.setRate((float) (NORMAL_WPM * u.prosody().rate()));
        // FreeTTS hands the voice's volume to the player before each utterance
        kevin.setVolume((float) u.prosody().volume());
        try {
            boolean whole = kevin.speak(u.text());
            player.drain();
            return whole && player.opened() ? Delivery.SPOKEN : job.isCancelled() ? Delivery.INTERRUPTED : Delivery.FAILED;
        } finally {
            player.close();
        }
    }

    /** The voice, waiting for its allocation at most {@link #ALLOCATION_LIMIT} (a hung one never holds the queue). */
    private Optional<Voice> allocated() {
        try {
            return Optional.of(voice.get(ALLOCATION_LIMIT.toMillis(), TimeUnit.MILLISECONDS));
        } catch (ExecutionException | TimeoutException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }
}
