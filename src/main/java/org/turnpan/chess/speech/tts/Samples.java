package org.turnpan.chess.speech.tts;

import javax.sound.sampled.AudioFormat;

/** Small sample-level operations on signed 16-bit PCM. */
final class Samples {
    private Samples() {
    }

    /** A copy of {@code length} bytes from {@code offset} with every 16-bit sample multiplied by {@code gain}. */
    static byte[] scaled(byte[] data, int offset, int length, AudioFormat format, double gain) {
        byte[] out = new byte[length];
        System.arraycopy(data, offset, out, 0, length);
        if (format.getSampleSizeInBits() != 16) {
            return out;
        }
        boolean big = format.isBigEndian();
        for (int i = 0; i + 1 < length; i += 2) {
            int hi = big ? out[i] : out[i + 1];
            int lo = big ? out[i + 1] : out[i];
            int s = (int) Math.round((short) ((hi << 8) | (lo & 0xff)) * gain);
            byte h = (byte) (s >> 8);
            byte l = (byte) s;
            out[i] = big ? h : l;
            out[i + 1] = big ? l : h;
        }
        return out;
    }
}
