package org.turnpan.chess.speech.tts;

import javax.sound.sampled.AudioFormat;

/**
 * What a listener hears: a sample is audible when its magnitude is above {@link #THRESHOLD} of
 * 32,767 (about -36 dBFS; a voice's quiet breath and dither stay below it, its first consonant
 * rises above it). The speech bench, the trimming of leading silence and the tests all use this
 * one threshold.
 */
public final class Audible {
    /** |sample| above this, of 32,767, is heard. */
    public static final int THRESHOLD = 500;

    private Audible() {
    }

    /**
     * The first frame in {@code length} bytes from {@code offset} with a sample louder than
     * {@code threshold} on any channel, or -1. 16-bit signed PCM; 8-bit is scaled to 16.
     */
    static int firstFrameAbove(byte[] data, int offset, int length, AudioFormat format, int threshold) {
        int frameSize = format.getFrameSize();
        int bytes = format.getSampleSizeInBits() / 8;
        boolean big = format.isBigEndian();
        int frames = length / frameSize;
        for (int f = 0; f < frames; f++) {
            int at = offset + f * frameSize;
            for (int c = 0; c < format.getChannels(); c++) {
                int p = at + c * bytes;
                int s;
                if (bytes == 1) {
                    s = data[p] << 8;
                } else {
                    int hi = big ? data[p] : data[p + 1];
                    int lo = big ? data[p + 1] : data[p];
                    s = (short) ((hi << 8) | (lo & 0xff));
                }
                if (Math.abs(s) > threshold) {
                    return f;
                }
            }
        }
        return -1;
    }

    /** The first audible frame of {@code pcm}, or -1 when none is. */
    public static int firstFrame(Pcm pcm) {
        return firstFrameAbove(pcm.data(), 0, pcm.data().length, pcm.format(), THRESHOLD);
    }

    /** Seconds of silence before the first audible sample of {@code pcm} (its whole length when none is). */
    public static double leadingSilenceSeconds(Pcm pcm) {
        int f = firstFrame(pcm);
        return (f < 0 ? pcm.frames() : f) / (double) pcm.format().getFrameRate();
    }
}
