package org.turnpan.chess.speech.tts;

import javax.sound.sampled.AudioFormat;

/**
 * A finished piece of sound: signed PCM samples (8 or 16 bit) in {@code format}. Treat {@code data}
 * as read-only.
 */
@SuppressWarnings("ArrayRecordComponent") // the samples are shared, never copied or compared
public record Pcm(AudioFormat format, byte[] data) {

    public int frames() {
        return data.length / format.getFrameSize();
    }

    public double seconds() {
        return frames() / (double) format.getFrameRate();
    }

    public int channels() {
        return format.getChannels();
    }

    /** Sample value of one channel of one frame, scaled to -1..1. */
    public double sample(int frame, int channel) {
        int bytes = format.getSampleSizeInBits() / 8;
        int at = frame * format.getFrameSize() + channel * bytes;
        if (bytes == 1) {
            return data[at] / 128.0;
        }
        int hi = format.isBigEndian() ? data[at] : data[at + 1];
        int lo = format.isBigEndian() ? data[at + 1] : data[at];
        return (short) ((hi << 8) | (lo & 0xff)) / 32768.0;
    }

    /** Root-mean-square loudness of one channel, 0 (silence) .. 1 (full-scale square wave). */
    public double rms(int channel) {
        int n = frames();
        if (n == 0) {
            return 0;
        }
        double sum = 0;
        for (int i = 0; i < n; i++) {
            double s = sample(i, channel);
            sum += s * s;
        }
        return Math.sqrt(sum / n);
    }

    /** The sounds one after another; all must share the first one's format. */
    public static Pcm concat(java.util.List<Pcm> sounds) {
        if (sounds.size() == 1) {
            return sounds.get(0);
        }
        java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
        for (Pcm p : sounds) {
            if (!p.format().matches(sounds.get(0).format())) {
                throw new IllegalArgumentException("sounds of different formats");
            }
            all.writeBytes(p.data());
        }
        return new Pcm(sounds.get(0).format(), all.toByteArray());
    }
}
