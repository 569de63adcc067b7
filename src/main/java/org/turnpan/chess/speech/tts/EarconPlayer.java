package org.turnpan.chess.speech.tts;

import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Plays earcons and position tones on a daemon thread; the newest sound cuts off the one playing
 * (a player arrowing across the board hears where the cursor is now, not where it was). With no
 * sound card, sounds are silently skipped.
 */
public final class EarconPlayer implements AutoCloseable {
    private final AudioDevice device;
    private final EarconSynth synth = new EarconSynth();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "earcons");
        t.setDaemon(true);
        return t;
    });
    private final AtomicReference<AudioSink> playing = new AtomicReference<>();
    private final AtomicLong newest = new AtomicLong();

    public EarconPlayer(AudioDevice device) {
        this.device = device;
    }

    public EarconSynth synth() {
        return synth;
    }

    /** Plays {@code sound} now, cutting off the sound that is playing. Never blocks. */
    public void play(Pcm sound) {
        if (!device.present()) {
            return;
        }
        long mine = newest.incrementAndGet();
        AudioSink old = playing.getAndSet(null);
        if (old != null) {
            old.cancel();
        }
        worker.execute(() -> {
            if (newest.get() != mine) {
                return;
            }
            Optional<AudioSink> opened = device.open(sound.format());
            if (opened.isEmpty()) {
                return;
            }
            AudioSink sink = opened.get();
            playing.set(sink);
            try {
                if (sink.write(sound.data(), 0, sound.data().length)) {
                    sink.drain();
                }
            } finally {
                playing.compareAndSet(sink, null);
                sink.close();
            }
        });
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
