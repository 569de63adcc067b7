package org.turnpan.chess.speech.tts;

import com.sun.speech.freetts.audio.AudioPlayer;
import java.util.Optional;
import javax.sound.sampled.AudioFormat;

/**
 * Our FreeTTS audio player: sends the voice's samples to an {@link AudioDevice} (sound card or
 * capture buffer), drops kevin16's leading silence (about 200 ms before the first audible sample;
 * {@link LeadingSilenceTrim}), applies the volume, and stops the voice when its job is cancelled.
 * One per utterance.
 */
final class FreeTtsPlayer implements AudioPlayer {
    private final AudioDevice device;
    private final SpeechJob job;
    private AudioFormat format = new AudioFormat(16000f, 16, 1, true, true);
    private float volume;
    private volatile AudioSink sink;
    private boolean opened;

    FreeTtsPlayer(AudioDevice device, SpeechJob job, float volume) {
        this.device = device;
        this.job = job;
        this.volume = volume;
        job.onCancel(() -> {
            AudioSink s = sink;
            if (s != null) {
                s.cancel();
            }
        });
    }

    boolean opened() {
        return opened;
    }

    @Override
    public void setAudioFormat(AudioFormat f) {
        this.format = f;
    }

    @Override
    public AudioFormat getAudioFormat() {
        return format;
    }

    @Override
    public void begin(int size) {
        if (sink == null && !job.isCancelled()) {
            Optional<AudioSink> s = device.open(format);
            s.ifPresent(x -> {
                // the trim looks at the voice's own samples, before the volume makes them quieter
                sink = new LeadingSilenceTrim(new VolumeSink(x), format);
                opened = true;
            });
            if (job.isCancelled() && sink != null) {
                sink.cancel();
            }
        }
    }

    @Override
    public boolean write(byte[] audio) {
        return write(audio, 0, audio.length);
    }

    @Override
    public boolean write(byte[] audio, int offset, int size) {
        AudioSink s = sink;
        if (job.isCancelled() || s == null) {
            return false;
        }
        return s.write(audio, offset, size);
    }

    /** Applies the player's volume on the way to the device. */
    private final class VolumeSink implements AudioSink {
        private final AudioSink device;

        VolumeSink(AudioSink device) {
            this.device = device;
        }

        @Override
        public boolean write(byte[] data, int offset, int length) {
            if (volume < 1f) {
                return device.write(Samples.scaled(data, offset, length, format, volume), 0, length);
            }
            return device.write(data, offset, length);
        }

        @Override
        public void drain() {
            device.drain();
        }

        @Override
        public void cancel() {
            device.cancel();
        }

        @Override
        public void close() {
            device.close();
        }
    }

    @Override
    public boolean end() {
        return !job.isCancelled();
    }

    @Override
    public boolean drain() {
        AudioSink s = sink;
        if (s != null && !job.isCancelled()) {
            s.drain();
        }
        return !job.isCancelled();
    }

    @Override
    public void cancel() {
        AudioSink s = sink;
        if (s != null) {
            s.cancel();
        }
    }

    @Override
    public void close() {
        AudioSink s = sink;
        if (s != null) {
            s.close();
        }
    }

    @Override
    public void pause() {
    }

    @Override
    public void resume() {
    }

    @Override
    public void reset() {
    }

    @Override
    public float getVolume() {
        return volume;
    }

    @Override
    public void setVolume(float v) {
        this.volume = Math.max(0f, Math.min(1f, v));
    }

    @Override
    public long getTime() {
        return 0;
    }

    @Override
    public void resetTime() {
    }

    @Override
    public void startFirstSampleTimer() {
    }

    @Override
    public void showMetrics() {
    }
}
