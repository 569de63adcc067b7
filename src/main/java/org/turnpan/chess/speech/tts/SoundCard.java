package org.turnpan.chess.speech.tts;

import java.util.Optional;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.DataLine;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;

/** The computer's sound card through javax.sound. With none, {@link #present()} is false. */
public final class SoundCard implements AudioDevice {
    /** Short line buffer: 40 ms, so a cut-off sentence stops at once and the first sample leaves early. */
    private static final double BUFFER_SECONDS = 0.04;
    private static final AudioFormat PROBE = new AudioFormat(22050f, 16, 1, true, false);

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
        try {
            SourceDataLine line = AudioSystem.getSourceDataLine(format);
            int bytes = (int) (format.getFrameRate() * BUFFER_SECONDS) * format.getFrameSize();
            line.open(format, Math.max(bytes, format.getFrameSize() * 256));
            line.start();
            return Optional.of(new LineSink(line));
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            return Optional.empty();
        }
    }

    private static final class LineSink implements AudioSink {
        private final SourceDataLine line;
        private volatile boolean cancelled;

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

        @Override
        public void cancel() {
            cancelled = true;
            line.stop();
            line.flush();
        }

        @Override
        public void close() {
            line.close();
        }
    }
}
