package org.turnpan.chess.speech.tts;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/**
 * The computer's sound card through javax.sound. With none, {@link #present()} is false.
 * <p>
 * Opening a line costs milliseconds to tens of milliseconds on a desktop sound server, so a line
 * is kept open after each sentence and handed to the next sink of the same format (one spare line
 * per format); a sink opened while the spare is in use gets a line of its own.
 */
public final class SoundCard implements AudioDevice {
    /** Short line buffer: 40 ms, so a cut-off sentence stops at once and the first sample leaves early. */
    private static final double BUFFER_SECONDS = 0.04;
    private static final AudioFormat PROBE = new AudioFormat(22050f, 16, 1, true, false);

    private final Map<String, SourceDataLine> spare = new HashMap<>();

    @Override
    public boolean present() {
        try {
            return AudioSystem.isLineSupported(new DataLine.Info(SourceDataLine.class, PROBE));
        } catch (RuntimeException e) {
            return false;
        }
    }

    @Override
    public Optional<AudioSink> open(AudioFormat format) {
        SourceDataLine line;
        synchronized (spare) {
            line = spare.remove(format.toString());
        }
        if (line != null) {
            line.start();
            return Optional.of(new LineSink(line));
        }
        try {
            line = AudioSystem.getSourceDataLine(format);
            int frames = (int) (format.getFrameRate() * BUFFER_SECONDS);
            int bytes = frames * format.getFrameSize(); // whole frames, as a line's buffer must hold
            line.open(format, Math.max(bytes, format.getFrameSize() * 256));
            line.start();
            return Optional.of(new LineSink(line));
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** Keeps {@code line} open for the next sink of its format, or closes it if one is kept already. */
    private void giveBack(SourceDataLine line) {
        line.stop();
        line.flush();
        SourceDataLine previous;
        synchronized (spare) {
            previous = spare.putIfAbsent(line.getFormat().toString(), line);
        }
        if (previous != null) {
            line.close();
        }
    }

    private final class LineSink implements AudioSink {
        private final SourceDataLine line;
        private volatile boolean cancelled;
        private boolean closed;

        LineSink(SourceDataLine line) {
            this.line = line;
        }

        @Override
        public boolean write(byte[] data, int offset, int length) {
            int done = 0;
            while (done < length && !cancelled) {
                done += line.write(data, offset + done, length - done);
            }
            return !cancelled;
        }

        @Override
        public void drain() {
            if (!cancelled) {
                line.drain();
            }
        }

        /** Stops this sink's sound; a late cancel after close must not touch a line another sink now uses. */
        @Override
        public synchronized void cancel() {
            if (!closed && !cancelled) {
                cancelled = true;
                line.stop();
                line.flush();
            }
        }

        @Override
        public synchronized void close() {
            if (!closed) {
                closed = true;
                giveBack(line);
            }
        }
    }
}
