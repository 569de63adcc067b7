package org.turnpan.chess.speech.tts;

import java.io.ByteArrayOutputStream;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import javax.sound.sampled.AudioFormat;

/**
 * A device that keeps what it is sent in memory: for WAV files, tests and the speech bench. Each
 * {@link #open} starts a new capture; {@link #pcm()} returns the latest one. Also notes when the
 * first sample of the latest capture arrived.
 */
public final class CaptureDevice implements AudioDevice {
    private final AtomicReference<Capture> latest = new AtomicReference<>();
    private final AtomicLong firstSampleNanos = new AtomicLong();

    @Override
    public boolean present() {
        return true;
    }

    @Override
    public Optional<AudioSink> open(AudioFormat format) {
        Capture c = new Capture(format);
        latest.set(c);
        return Optional.of(c);
    }

    /** Forgets the time of the first sample, so the next write sets it again. */
    public void arm() {
        firstSampleNanos.set(0);
    }

    /** {@link System#nanoTime()} when the first sample after {@link #arm()} arrived, or 0. */
    public long firstSampleNanos() {
        return firstSampleNanos.get();
    }

    /** Everything sent to the latest capture; empty when nothing was opened. */
    public Optional<Pcm> pcm() {
        Capture c = latest.get();
        return c == null ? Optional.empty() : Optional.of(c.pcm());
    }

    private final class Capture implements AudioSink {
        private final AudioFormat format;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private volatile boolean cancelled;

        Capture(AudioFormat format) {
            this.format = format;
        }

        @Override
        public synchronized boolean write(byte[] data, int offset, int length) {
            if (cancelled) {
                return false;
            }
            if (length > 0) {
                firstSampleNanos.compareAndSet(0, System.nanoTime());
            }
            bytes.write(data, offset, length);
            return true;
        }

        @Override
        public void drain() {
        }

        @Override
        public void cancel() {
            cancelled = true;
        }

        @Override
        public void close() {
        }

        synchronized Pcm pcm() {
            return new Pcm(format, bytes.toByteArray());
        }
    }
}
