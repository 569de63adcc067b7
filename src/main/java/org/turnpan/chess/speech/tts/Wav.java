package org.turnpan.chess.speech.tts;

import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import javax.sound.sampled.AudioFormat;

/**
 * RIFF/WAVE PCM read and write. Reading tolerates the "streaming" headers espeak-ng writes on
 * {@code --stdout} (sizes of 0x7ffff000): the data runs to the end of the stream.
 */
public final class Wav {
    private static final int PCM = 1;

    private Wav() {
    }

    /** Writes {@code pcm} as a 16-bit (or 8-bit) little-endian WAV file. */
    public static void write(Pcm pcm, OutputStream out) throws IOException {
        AudioFormat f = pcm.format();
        int bits = f.getSampleSizeInBits();
        byte[] data = littleEndian(pcm);
        int channels = f.getChannels();
        int rate = Math.round(f.getSampleRate());
        int blockAlign = channels * bits / 8;
        ByteArrayOutputStream h = new ByteArrayOutputStream(44);
        h.writeBytes("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        int32(h, 36 + data.length);
        h.writeBytes("WAVEfmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        int32(h, 16);
        int16(h, PCM);
        int16(h, channels);
        int32(h, rate);
        int32(h, rate * blockAlign);
        int16(h, blockAlign);
        int16(h, bits);
        h.writeBytes("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        int32(h, data.length);
        out.write(h.toByteArray());
        out.write(data);
        out.flush();
    }

    /** Reads a whole WAV stream. */
    public static Pcm read(InputStream in) throws IOException {
        AudioFormat format = readHeader(in);
        return new Pcm(format, in.readAllBytes());
    }

    /**
     * Reads the RIFF header up to the first byte of sample data and returns the sample format; the
     * stream is left at the samples.
     */
    public static AudioFormat readHeader(InputStream raw) throws IOException {
        DataInputStream in = new DataInputStream(raw);
        if (!"RIFF".equals(tag(in))) {
            throw new IOException("not a RIFF file");
        }
        le32(in);
        if (!"WAVE".equals(tag(in))) {
            throw new IOException("not a WAVE file");
        }
        AudioFormat format = null;
        while (true) {
            String id = tag(in);
            long size = le32(in) & 0xffffffffL;
            if (id.equals("fmt ")) {
                int codec = le16(in);
                int channels = le16(in);
                int rate = le32(in);
                le32(in);
                le16(in);
                int bits = le16(in);
                in.skipNBytes(size - 16);
                if (codec != PCM) {
                    throw new IOException("not PCM");
                }
                format = new AudioFormat(rate, bits, channels, bits > 8, false);
            } else if (id.equals("data")) {
                if (format == null) {
                    throw new IOException("data before fmt");
                }
                return format;
            } else {
                in.skipNBytes(size + (size & 1));
            }
        }
    }

    private static byte[] littleEndian(Pcm pcm) {
        byte[] d = pcm.data();
        if (!pcm.format().isBigEndian() || pcm.format().getSampleSizeInBits() != 16) {
            return d;
        }
        byte[] out = new byte[d.length & ~1];
        for (int i = 0; i + 1 < d.length; i += 2) {
            out[i] = d[i + 1];
            out[i + 1] = d[i];
        }
        return out;
    }

    private static String tag(DataInputStream in) throws IOException {
        byte[] b = new byte[4];
        in.readFully(b);
        return new String(b, java.nio.charset.StandardCharsets.US_ASCII);
    }

    private static int le16(DataInputStream in) throws IOException {
        int a = in.read();
        int b = in.read();
        if ((a | b) < 0) {
            throw new EOFException();
        }
        return a | (b << 8);
    }

    private static int le32(DataInputStream in) throws IOException {
        return le16(in) | (le16(in) << 16);
    }

    private static void int16(ByteArrayOutputStream o, int v) {
        o.write(v & 0xff);
        o.write((v >> 8) & 0xff);
    }

    private static void int32(ByteArrayOutputStream o, int v) {
        int16(o, v & 0xffff);
        int16(o, (v >>> 16) & 0xffff);
    }
}
