package org.turnpan.chess.speech.tts;

import java.io.ByteArrayOutputStream;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import javax.sound.sampled.AudioFormat;

/**
 * A sound card simulated in memory that notes what a listener hears, for the speech bench and the
 * tests: sound plays in real time from the first write, a write waits while more than
 * {@link #BUFFER_SECONDS} is queued (like {@link SoundCard}'s line), and a cancel flushes at once.
 * It notes when the first audible sample ({@link Audible#THRESHOLD}) is heard: not when it was
 * written but when it plays, after every sample before it, silence included; and when the sound
 * stops: the moment of the cancel, or the end of the queued sound when the voice simply stops
 * sending.
 */
public final class ListeningCard implements AudioDevice {
    /** As {@link SoundCard}'s line. */
    static final double BUFFER_SECONDS = 0.04;

    private final AtomicLong firstAudible = new AtomicLong();
    private final AtomicLong silence = new AtomicLong();
    private final AtomicReference<Line> latest = new AtomicReference<>();

    @Override
    public boolean present() {
        return true;
    }

    @Override
    public Optional<AudioSink> open(AudioFormat format) {
        Line line = new Line(format);
        latest.set(line);
        return Optional.of(line);
    }

    /** Forgets the last sentence's times. */
    public void arm() {
        firstAudible.set(0);
        silence.set(0);
    }

    /** {@link System#nanoTime()} at which the first audible sample since {@link #arm()} is heard, or 0. */
    public long firstAudibleNanos() {
        return firstAudible.get();
    }

    /** {@link System#nanoTime()} at which the sound since {@link #arm()} stopped, or 0 while it plays. */
    public long silenceNanos() {
        return silence.get();
    }

    /** Everything played by the latest sink (what was flushed by a cancel is not in it). */
    public Optional<Pcm> pcm() {
        Line l = latest.get();
        return l == null ? Optional.empty() : Optional.of(l.pcm());
    }

    private final class Line implements AudioSink {
        private final AudioFormat format;
        private final ByteArrayOutputStream played = new ByteArrayOutputStream();
        private volatile boolean cancelled;
        /** When everything written so far has played. */
        private volatile long playEnd;
        private boolean heard;

        Line(AudioFormat format) {
            this.format = format;
        }

        @Override
        public boolean write(byte[] data, int offset, int length) {
            if (cancelled) {
                return false;
            }
            long now = System.nanoTime();
            long start = Math.max(now, playEnd);
            int frames = length / format.getFrameSize();
            if (!heard) {
                int f = Audible.firstFrameAbove(data, offset, length, format, Audible.THRESHOLD);
                if (f >= 0) {
                    heard = true;
                    firstAudible.compareAndSet(0, start + nanos(f));
                }
            }
            synchronized (this) {
                played.write(data, offset, length);
            }
            playEnd = start + nanos(frames);
            long buffer = (long) (BUFFER_SECONDS * 1e9);
            long wait;
            while (!cancelled && (wait = playEnd - System.nanoTime() - buffer) > 0) {
                LockSupport.parkNanos(Math.min(wait, 500_000));
            }
            return !cancelled;
        }

        private long nanos(int frames) {
            return (long) (frames * 1e9 / format.getFrameRate());
        }

        @Override
        public void drain() {
            long wait;
            while (!cancelled && (wait = playEnd - System.nanoTime()) > 0) {
                LockSupport.parkNanos(Math.min(wait, 500_000));
            }
        }

        @Override
        public synchronized void cancel() {
            if (!cancelled) {
                cancelled = true;
                long now = System.nanoTime();
                silence.compareAndSet(0, playEnd == 0 ? now : Math.min(now, playEnd));
            }
        }

        @Override
        public synchronized void close() {
            if (!cancelled) {
                silence.compareAndSet(0, playEnd == 0 ? System.nanoTime() : playEnd);
            }
        }

        synchronized Pcm pcm() {
            return new Pcm(format, played.toByteArray());
        }
    }
}
